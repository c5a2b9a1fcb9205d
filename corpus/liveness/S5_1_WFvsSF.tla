---------------------------- MODULE S5_1_WFvsSF ----------------------------
(* LIVENESS.md §5.1, TLC's verdicts: SpecWF violates Done through the 2-state
   cycle (x=0, b=F) -> (x=0, b=T) -> back to state 1 (Inc is enabled only every
   other state, so WF never forces it); SpecSF: no error. 4 states:
   (0,F) (0,T) (1,T) (1,F). *)
VARIABLES x, b
vars == <<x, b>>
Init == x = 0 /\ b = FALSE
Toggle == b' = ~b /\ x' = x
Inc == b /\ x = 0 /\ x' = 1 /\ b' = b
Next == Toggle \/ Inc
SpecWF == Init /\ [][Next]_vars /\ WF_vars(Toggle) /\ WF_vars(Inc)
SpecSF == Init /\ [][Next]_vars /\ WF_vars(Toggle) /\ SF_vars(Inc)
Done == <>(x = 1)
=============================================================================
