---------------------- MODULE SuccessorIncompleteOnlyAction --------------------
(* The next-state relation is one action that leaves y and z unassigned: TLC's *)
(* wording for a single action, both variables named.                         *)
(* Expected (TLC): SuccessorIncompleteOnlyAction.out; 1 distinct state, 2      *)
(* generated, depth 1.                                                         *)
EXTENDS Naturals
VARIABLES x, y, z
Init == x = 0 /\ y = 0 /\ z = 0
Next == x' = x + 1
==============================================================================
