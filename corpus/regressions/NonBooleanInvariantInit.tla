---- MODULE NonBooleanInvariantInit ----
\* an invariant that is a set on the initial state: the RuntimeException, positions from Init only
EXTENDS Naturals
VARIABLE x
Init == x = 0
Next == x' = x + 1 /\ x < 3
Inv == {x}
====
