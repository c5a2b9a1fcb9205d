---- MODULE GridDeadlock ----
\* A grid walk with many paths into each state; the walk stops (deadlock) at (3, 3),
\* in the middle of a breadth-first level.
EXTENDS Naturals
VARIABLES x, y, z
Init == x = 0 /\ y = 0 /\ z \in {0, 1}
Stuck == x = 3 /\ y = 3
Next == /\ ~Stuck
        /\ \/ x < 5 /\ x' = x + 1 /\ UNCHANGED <<y, z>>
           \/ y < 5 /\ y' = y + 1 /\ UNCHANGED <<x, z>>
           \/ z' = 1 - z /\ UNCHANGED <<x, y>>
====
