---- MODULE EnabledSubstitutedVariable ----
\* The refinement pattern of EWD840's TD!Spec: a fairness formula inside an instance whose action
\* assigns an instance VARIABLE replaced by a definition (td' = TRUE, UNCHANGED active). TLC's ENABLED
\* looks td up cut off from its substitution and assigns it as a variable: no error, the check passes
\* (3 distinct states), although td reads x, which DT leaves unassigned.
EXTENDS Naturals
VARIABLES active, x
td == x = 1
Init == active = TRUE /\ x = 0
Next == \/ active /\ active' = FALSE /\ UNCHANGED x
        \/ ~active /\ x = 0 /\ x' = 1 /\ UNCHANGED active
Spec == Init /\ [][Next]_<<active, x>> /\ WF_<<active, x>>(Next)
TD == INSTANCE EnabledSubstitutedVariableAbs
TDSpec == TD!Spec
====
