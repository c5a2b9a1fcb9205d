---- MODULE NonBooleanImplies ----
\* P => Q with P an integer: 'when P was'
EXTENDS Naturals, FiniteSets
VARIABLE x
Init == x = 0
Next == x < 3 /\ x' = x + 1
Inv == x = 1 => (2 => TRUE)
====
