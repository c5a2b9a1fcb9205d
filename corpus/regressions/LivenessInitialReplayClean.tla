---- MODULE LivenessInitialReplayClean ----
\* A tableau predicate failing only on the first initial state: TLC reports it on that state, but its replay of
\* Init finds that state seen and no other new state fails: no positions, the replay's progress line, all 4 states
\* counted, and TLC exits 0 (observed, TLC 2026.04).
EXTENDS Naturals
VARIABLES v1, v2
vars == <<v1, v2>>
Init == v1 \in 0..1 /\ v2 \in 0..1
Next == UNCHANGED vars
Spec == Init /\ [][Next]_vars
Prop == (IF v1 = 0 /\ v2 = 0 THEN v1 = <<0, 2>> ELSE FALSE) ~> TRUE
====
