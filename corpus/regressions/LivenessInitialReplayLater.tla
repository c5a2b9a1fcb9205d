---- MODULE LivenessInitialReplayLater ----
\* A tableau predicate failing on the third initial state: the replay skips the three seen states and fails on the
\* fourth (its positions, 4 states counted, the progress line printed twice), exit 75.
EXTENDS Naturals
VARIABLES v1, v2
vars == <<v1, v2>>
Init == v1 \in 0..1 /\ v2 \in 0..1
Next == UNCHANGED vars
Spec == Init /\ [][Next]_vars
Prop == (IF v1 # 0 THEN v1 = <<0, 2>> ELSE FALSE) ~> TRUE
====
