---- MODULE NonBooleanQuantInv ----
\* a \E body through a LET in an invariant, and /\ inside an \A body
EXTENDS Naturals, FiniteSets
VARIABLE x
Init == x = 0
Next == x < 3 /\ x' = x + 1
Inv == /\ x = 1 => \A y \in {1} : (y /\ TRUE)
       /\ x = 1 => \E y \in {1} : LET z == y IN z
====
