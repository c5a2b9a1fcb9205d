---- MODULE EnabledCutOff ----
\* TLC's ENABLED of a fairness formula inside an instance entered before it: a VARIABLE the WITH
\* replaces by an expression is cut off from it (LNStateEnabled under Context.branch), so
\* `st' = "busy"`, `UNCHANGED st` and the subscript's CHANGED treat st as a free variable.
VARIABLES op, s
Init == op = "none" /\ s = 0
Go == s = 0 /\ op' = "go" /\ s' = 1
Back == s = 1 /\ s' = 0 /\ UNCHANGED op
Next == Go \/ Back
Spec == Init /\ [][Next]_<<op, s>> /\ WF_<<op, s>>(Next)
A == INSTANCE EnabledCutOffAbs WITH st <- IF s = 0 THEN "ready" ELSE "busy"
DelRefinement == A!DelSpec
GoRefinement == A!GoSpec
EnabledProp == A!Prop
NeverEnabledProp == A!Prop2
EnabledInv == A!EnInv
====
