---- MODULE FairnessNextEnabledFirst ----
\* WF_x(Next), liveness checked, but Tick (before Pick) is enabled where Pick fails: TLC's
\* ENABLED Next stops at Tick and never meets the error, so the positions are Next's own
\* (from Pick's body) and the RuntimeException exits 75.
EXTENDS Naturals
VARIABLE x
Init == x = 0
Tick == x < 2 /\ x' = x + 1
Pick == x > 0 /\ x' = CHOOSE v \in {} : v = 1
Next == Tick \/ Pick
Spec == Init /\ [][Next]_x /\ WF_x(Next)
Live == []<>(x = 0)
====
