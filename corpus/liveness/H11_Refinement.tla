------------------------------ MODULE H11_Refinement ------------------------------
(* Hand-derived: refinement Spec => Abs!Spec, with the abstract module's fairness
   WF_x(Abs!Next) (a <- x). Each count takes two concrete steps: Arm sets
   armed, Fire increments x and clears it. Reachable: (0,F) (0,T) (1,F) (1,T)
   (2,F) = 5 states (Arm needs x < 2). Every concrete step is an abstract step
   or an abstract stutter (Arm leaves x unchanged).
   - SpecFair (WF_vars(Arm \/ Fire)): Refines holds: x reaches 2, so
     Abs!Next is not enabled forever after, and before that WF keeps moving.
   - SpecNoFair: Refines violated: stuttering at x = 0 keeps ENABLED
     <<Abs!Next>>_x true forever without taking it (stuttering lasso).
   - SpecSkip (adds Skip: x jumps 0 -> 2): the action part [][Abs!Next]_x is
     violated on the first Skip step. TLC names it by its location, as no
     definition is all of it: "Action property line 8, col 17 to line 8,
     col 26 of module H11_AbsCounter is violated". *)
EXTENDS Naturals
VARIABLES x, armed
vars == <<x, armed>>
Abs == INSTANCE H11_AbsCounter WITH a <- x
Init == x = 0 /\ armed = FALSE
Arm == x < 2 /\ ~armed /\ armed' = TRUE /\ UNCHANGED x
Fire == armed /\ x' = x + 1 /\ armed' = FALSE
Skip == x = 0 /\ x' = 2 /\ armed' = FALSE
SpecFair == Init /\ [][Arm \/ Fire]_vars /\ WF_vars(Arm \/ Fire)
SpecNoFair == Init /\ [][Arm \/ Fire]_vars
SpecSkip == Init /\ [][Arm \/ Fire \/ Skip]_vars /\ WF_vars(Arm \/ Fire \/ Skip)
Refines == Abs!Spec
=============================================================================
