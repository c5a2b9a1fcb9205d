---- MODULE NonBooleanInitialProperty ----
\* a state-level PROPERTY that is an integer on the initial state: TLC's initial-state error (checked as DoInitFunctor checks invariants), EC.TLC_EXPECTED_VALUE
EXTENDS Naturals
VARIABLE x
Init == x = 0
Next == x < 2 /\ x' = x + 1
P == IF x = 0 THEN 3 ELSE TRUE
====
