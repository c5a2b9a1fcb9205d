---- MODULE NonBooleanForallNext ----
\* a \A body that is an integer in Next: TLC_EXPECTED_VALUE naming the quantifier
EXTENDS Naturals, FiniteSets
VARIABLE x
Init == x = 0
Next == x < 3 /\ x' = IF x = 1 THEN (\A y \in {1,2} : y) ELSE x + 1
Inv == x \in Nat
====
