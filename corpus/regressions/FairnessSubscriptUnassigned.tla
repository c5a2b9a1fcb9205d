---- MODULE FairnessSubscriptUnassigned ----
\* WF_vars(A) with A leaving b unassigned: ENABLED <<A>>_vars evaluates vars in A's partial next state,
\* TLC's EC.TLC_STATE_NOT_COMPLETELY_SPECIFIED_LIVE (a RuntimeException, message ending with a newline).
EXTENDS Naturals
VARIABLES a, b
vars == <<a, b>>
Init == a = 0 /\ b = 0
A == a' = a + 1
Next == A /\ UNCHANGED b
Spec == Init /\ [][Next]_vars /\ WF_vars(A)
Prop == <>FALSE
====
