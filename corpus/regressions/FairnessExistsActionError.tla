---- MODULE FairnessExistsActionError ----
\* A fairness action written out (SF_vars(\E p \in S : A(p))), liveness checked: TLC's replay meets ENABLED of
\* it first, so the positions start at the \E and A(p), and the RuntimeException exits 255 (difftest --rich seed 947).
EXTENDS Naturals
VARIABLES x, y
vars == <<x, y>>
Init == x = 0 /\ y = 0
Tick == x < 2 /\ x' = x + 1 /\ y' = y
A(p) == /\ x' = y' + p
        /\ y' = 0
Next == Tick \/ \E p \in {1, 2} : A(p)
Spec == Init /\ [][Next]_vars /\ SF_vars(\E p \in {1, 2} : A(p))
Live == <>(x = 2)
====
