---- MODULE FairnessNextError ----
\* WF_x(Next), liveness checked: TLC evaluates ENABLED Next on the state whose successors
\* failed; its disjunct Pick raises before any other disjunct is found enabled, so the
\* positions start at the WF's reference to Next, then Next's body and the reference to
\* Pick, and the RuntimeException exits 255.
EXTENDS Naturals
VARIABLE x
Init == x = 0
Tick == x < 1 /\ x' = x + 1
Pick == x > 0 /\ x' = CHOOSE v \in {} : v = 1
Next == Tick \/ Pick
Spec == Init /\ [][Next]_x /\ WF_x(Next)
Live == []<>(x = 0)
====
