---------------------------- MODULE LivenessLabelAfterNext ----------------------------
(* TLC labels a state's behaviour-graph edges (here WF's ENABLED <<Next>>_x)  *)
(* only after Next has generated all its successors: the Assert failing in   *)
(* Next at x = 2 is the error (exit 14, its positions), counted after the    *)
(* successor x' = 0, not an error while evaluating ENABLED (exit 255).       *)
(* Expected (TLC): error, 3 distinct states, 8 generated, depth 1.            *)
EXTENDS Naturals, TLC
VARIABLE x
Init == x \in 0..2
Next == \/ x' = (x + 1) % 3
        \/ Assert(x < 2, "x too big") /\ x' = x
Spec == Init /\ [][Next]_x /\ WF_x(Next)
Live == <>(x = 0)
==============================================================================
