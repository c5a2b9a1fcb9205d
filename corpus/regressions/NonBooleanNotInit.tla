---- MODULE NonBooleanNotInit ----
\* ~ of a set in Init
EXTENDS Naturals, FiniteSets
VARIABLE x
Init == x = IF ~ {1} THEN 0 ELSE 1
Next == x < 3 /\ x' = x + 1
Inv == x \in Nat
====
