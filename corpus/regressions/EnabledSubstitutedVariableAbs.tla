---- MODULE EnabledSubstitutedVariableAbs ----
VARIABLES active, td
terminated == active = FALSE
DT == /\ terminated
      /\ td' = TRUE
      /\ UNCHANGED active
Next == DT \/ (active' = ~active /\ UNCHANGED td)
vars == <<active, td>>
Spec == [][Next]_vars /\ WF_vars(DT)
====
