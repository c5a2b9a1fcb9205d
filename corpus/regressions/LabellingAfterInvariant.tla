---- MODULE LabellingAfterInvariant ----
\* A successor violates the invariant, and the liveness labelling of the state
\* being expanded raises: the violation, then the labelling's positions, exit 12.
EXTENDS Naturals
VARIABLES x, y
Init == x = 0 /\ y = "a"
Next == x' = x + 1 /\ y' = y
Inv == x < 2
Spec == Init /\ [][Next]_<<x, y>>
Live == []<>(x = 1 => y = 3)
====
