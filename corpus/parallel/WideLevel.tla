---- MODULE WideLevel ----
\* One state with 5,000 successors, each with two: a level far wider than the one
\* before it (the parallel search's table, sized by the last level's growth, overflows
\* and the level is expanded again on a larger one).
EXTENDS Naturals
VARIABLES x, y
Init == x = 0 /\ y = 0
Next == \/ x = 0 /\ x' \in 1..5000 /\ y' = 0
        \/ x > 0 /\ y < 2 /\ y' = y + 1 /\ UNCHANGED x
        \/ x > 0 /\ y < 2 /\ x' = (x % 4000) + 1 /\ UNCHANGED y
====
