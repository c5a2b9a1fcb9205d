------------------------- MODULE CompositionEnabled -------------------------
(* A \cdot B outside the next-state search (TLC with                          *)
(* -Dtlc2.tool.impl.Tool.cdot=true): in ENABLED (Tool.enabled, OPCODE_cdot:   *)
(* A's successors from s.copyWith(partial), then ENABLED B from each), as a   *)
(* formula of a step (Tool.evalAppl, OPCODE_cdot: A from s into an empty      *)
(* state, then B of the step from each result to the next state) in an action *)
(* property and in the <<A \cdot B>>_v of WF_v (tlaplus/Examples             *)
(* MCReplicatedLog's InsufficientlyFairSpecA, WF_vars(ReductionNext)).        *)
(* tla2ts refused all three (TT3001).                                         *)
EXTENDS Naturals
VARIABLES x, y
vars == <<x, y>>
Inc == x < 2 /\ x' = x + 1 /\ y' = y
Dbl == y' = y + x /\ x' = x
Comp == Inc \cdot Dbl
Reset == y >= 3 /\ x' = 0 /\ y' = 0
Next == Comp \/ Reset \/ UNCHANGED vars
Init == x = 0 /\ y = 0
Spec == Init /\ [][Next]_vars /\ WF_vars(Comp) /\ WF_vars(Reset)
\* ENABLED of the composition: Inc's guard decides it.
EnabledInv == (ENABLED Comp) = (x < 2)
\* With a partial next state: y' fixed before the composition runs.
EnabledPartial == (ENABLED (y' = y + x + 1 /\ Comp)) = (x < 2)
\* The composition as a formula of a step.
CompStep == [][Comp => x' = x + 1 /\ y' = y + x + 1]_vars
NotCompStep == [][Reset => ~Comp]_vars
\* Fair: Comp is taken from (0, 0) and (1, 1), Reset from (2, 3).
Live == []<>(y = 3) /\ []<>(x = 0)
\* Holds under WF_vars(Comp) alone: stuttering at (0, 0) is no step of Comp.
Reach == <>(x = 2)
SpecCompFair == Init /\ [][Next]_vars /\ WF_vars(Comp)
\* Violated by the first step (CompositionEnabledViolated.cfg).
NoComp == [][~Comp]_vars
=============================================================================
