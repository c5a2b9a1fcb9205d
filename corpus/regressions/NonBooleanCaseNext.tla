---- MODULE NonBooleanCaseNext ----
\* a CASE guard x + 1 in Next: the guard's location inside the message, not a nested position
EXTENDS Naturals, FiniteSets
VARIABLE x
Init == x = 0
Next == x < 3 /\ x' = CASE x = 1 -> 2 [] x + 1 -> 4 [] OTHER -> x + 1
Inv == x \in Nat
====
