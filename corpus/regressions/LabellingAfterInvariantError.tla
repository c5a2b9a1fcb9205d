---- MODULE LabellingAfterInvariantError ----
\* An invariant fails to evaluate on a successor of a state whose liveness labelling
\* raises: TLC's invariant error, then the labelling's positions, no outdegree line, exit 76.
EXTENDS Naturals
VARIABLES x, y
Init == x = 0 /\ y = "a"
Next == x' = x + 1 /\ y' = y
Inv == x < 2 \/ y + 1 = 2
Spec == Init /\ [][Next]_<<x, y>>
Live == []<>(x = 1 => y = 3)
====
