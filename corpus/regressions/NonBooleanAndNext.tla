---- MODULE NonBooleanAndNext ----
\* P /\ Q with Q an integer in Next: 'when Q was', the /\'s location, a RuntimeException
EXTENDS Naturals, FiniteSets
VARIABLE x
Init == x = 0
Next == x < 3 /\ x' = IF (x = 1 /\ x + 1) THEN 5 ELSE x + 1
Inv == x \in Nat
====
