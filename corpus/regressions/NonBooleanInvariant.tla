---- MODULE NonBooleanInvariant ----
\* an invariant that is an integer on a reachable state: EC.TLC_EXPECTED_VALUE naming the invariant's body
EXTENDS Naturals
VARIABLE x
Init == x = 0
Next == x' = x + 1 /\ x < 3
Inv == IF x = 2 THEN x ELSE TRUE
====
