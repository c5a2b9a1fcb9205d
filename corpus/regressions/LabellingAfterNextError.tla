---- MODULE LabellingAfterNextError ----
\* Next fails at a state whose liveness labelling raises too: TLC prints Next's
\* message and behaviour, then the labelling's positions instead of Next's, exit 255.
EXTENDS Naturals
VARIABLES x, y
Init == x = 0 /\ y = "a"
Next == \/ x < 1 /\ x' = x + 1 /\ y' = FALSE
        \/ x = 1 /\ x' = x + y /\ y' = y
Spec == Init /\ [][Next]_<<x, y>>
Live == []<>(x = 1 => y = {})
====
