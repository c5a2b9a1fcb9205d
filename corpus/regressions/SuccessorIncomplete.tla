-------------------------- MODULE SuccessorIncomplete -------------------------
(* Sub-action B leaves y unassigned: TLC names the action and the variable,    *)
(* prints the incomplete successor last in the trace (y = null) and no         *)
(* positions.                                                                  *)
(* Expected (TLC): SuccessorIncomplete.out; 3 distinct states, 4 generated,    *)
(* depth 3.                                                                    *)
EXTENDS Naturals
VARIABLES x, y
Init == x = 0 /\ y = 0
A == x < 2 /\ x' = x + 1 /\ y' = y
B == x = 1 /\ x' = 5
Next == A \/ B
==============================================================================
