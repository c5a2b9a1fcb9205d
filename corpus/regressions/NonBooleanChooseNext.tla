---- MODULE NonBooleanChooseNext ----
\* a CHOOSE body that is an integer in Next
EXTENDS Naturals, FiniteSets
VARIABLE x
Init == x = 0
Next == x < 3 /\ x' = IF x = 1 THEN CHOOSE y \in {1,2} : y ELSE x + 1
Inv == x \in Nat
====
