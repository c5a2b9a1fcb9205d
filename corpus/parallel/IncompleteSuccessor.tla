---- MODULE IncompleteSuccessor ----
\* An action leaves y unassigned in one successor in the middle of a level: TLC
\* counts that successor as generated before it reports the error (TT5201).
EXTENDS Naturals
VARIABLES x, y
Init == x = 0 /\ y \in 0..2
Next == \/ x < 6 /\ x' = x + 1 /\ UNCHANGED y
        \/ y < 6 /\ y' = y + 1 /\ UNCHANGED x
        \/ x = 3 /\ y = 4 /\ x' = 0
====
