---- MODULE FairnessActionError ----
\* An error in Next's sub-action that a WF names, liveness being checked: TLC evaluates
\* it through the WF's reference (the first position) and exits 255; without the
\* PROPERTY (no liveness checking) it reports Next's positions and exits 75.
EXTENDS Naturals
VARIABLE x
Init == x = 0
Tick == x < 2 /\ x' = x + 1
Pick(p) == x > 0 /\ x' = CHOOSE v \in {} : v = p
Next == Tick \/ \E p \in {1, 2} : Pick(p)
Spec == Init /\ [][Next]_x /\ \A p \in {1, 2} : WF_x(Pick(p))
Live == []<>(x = 0)
====
