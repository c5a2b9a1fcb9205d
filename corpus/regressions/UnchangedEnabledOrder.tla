---- MODULE UnchangedEnabledOrder ----
\* An error after UNCHANGED <<a, b, c, d>> in Next, WF_vars(Next) and liveness checked: TLC's replay
\* meets it in ENABLED Next, whose enabledUnchanged takes a, then d, c, b (its positions in that order);
\* processUnchanged (computing successors) takes them in order (difftest --rich seed 1961).
EXTENDS Naturals, TLC
VARIABLES a, b, c, d
vars == <<a, b, c, d>>
Init == a = 0 /\ b = 0 /\ c = 0 /\ d = 0
Next == /\ UNCHANGED <<a, b, c, d>>
        /\ Assert(a = 1, "failed")
Spec == Init /\ [][Next]_vars /\ WF_vars(Next)
Live == <>(a = 1)
====
