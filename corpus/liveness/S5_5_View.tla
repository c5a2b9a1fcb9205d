------------------------------ MODULE S5_5_View ------------------------------
(* LIVENESS.md §5.5, TLC's verdicts. The last Spec of §5.4 with ReachThree:
   holds (4 states). With VIEW Parity: violated, x=0 -> x=1 -> back to state 1,
   a cycle no behaviour of the spec has (x = 2 is merged with x = 0); no
   warning; 2 distinct states under the view. *)
EXTENDS Naturals
VARIABLE x
Init == x = 0
Next == x < 3 /\ x' = x + 1
Spec == Init /\ [][Next]_x /\ WF_x(Next)
ReachThree == <>(x = 3)
Parity == x % 2
=============================================================================
