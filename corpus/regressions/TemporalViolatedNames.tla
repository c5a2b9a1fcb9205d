------------------------ MODULE TemporalViolatedNames -------------------------
(* TLC names every temporal property its counterexample violates, in .cfg   *)
(* order: the lasso 0 -> 1 -> 2 -> 3, then stuttering at 3, violates Often0,  *)
(* LeadsNowhere and Often1 but not Reach3. Expected (TLC): "Temporal         *)
(* properties Often0, LeadsNowhere, and Often1 were violated.", 4 distinct   *)
(* states, 4 generated, depth 4; with Reach3 and Often0 alone, "Temporal      *)
(* property Often0 was violated." (TemporalViolatedNamesOne.cfg).             *)
EXTENDS Naturals
VARIABLE x
Init == x = 0
Next == x < 3 /\ x' = x + 1
Spec == Init /\ [][Next]_x /\ WF_x(Next)
Often0 == []<>(x = 0)
Reach3 == <>(x = 3)
LeadsNowhere == (x = 1) ~> (x = 7)
Often1 == []<>(x = 1)
==============================================================================
