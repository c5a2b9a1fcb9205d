---------------------------- MODULE H14_ActionProperty ----------------------------
(* Hand-derived: a violated action property [][A]_v. x cycles 0 -> 1 -> 2 -> 0.
   TLC's BFS: init 0; expanding 0 finds 1, expanding 1 finds 2, expanding 2
   generates 0 and the step 2 -> 0 violates x' > x: "Action property
   OnlyUp is violated", 3 distinct states found by then. *)
EXTENDS Naturals
VARIABLE x
Init == x = 0
Next == x' = (x + 1) % 3
Spec == Init /\ [][Next]_x /\ WF_x(Next)
OnlyUp == [][x' > x]_x
=============================================================================
