---- MODULE LabelErrorEnabledAction ----
\* ENABLED of a fairness action reading x' before assigning it (`x' > x`, LIVENESS.md §5.7 `Up`) fails
\* while TLC labels the first state's node during the search: Worker.doNextCheckLiveness replays it with a
\* CallStackTool and prints the positions FIRST (from the action WF names, the guard x < 3 still on the
\* stack, down to x), then doNextFailed's RuntimeException frame, the behaviour, the counts, the outdegree.
EXTENDS Naturals
VARIABLE x
Init == x = 0
Step == x < 3 /\ x' = x + 1
Up == x < 3 /\ x' > x
Spec == Init /\ [][Step]_x /\ WF_x(Up)
Reach == <>(x = 3)
====
