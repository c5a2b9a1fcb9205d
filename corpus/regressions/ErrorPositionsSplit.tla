-------------------------- MODULE ErrorPositionsSplit -------------------------
(* Positions in a sub-action of a split Next: they start at the sub-action      *)
(* (Recv's body), go through LET and IF; \div by 0 is an EvalException, so no   *)
(* "unexpected exception" frame.                                               *)
(* Expected (TLC): ErrorPositionsSplit.out; 8 distinct states, 8 generated,    *)
(* depth 3.                                                                    *)
EXTENDS Naturals, Sequences
VARIABLES x, q
Init == x = 0 /\ q = <<>>
Send(m) == /\ x < 3
           /\ q' = Append(q, m)
           /\ x' = x + 1
Recv == /\ q # <<>>
        /\ LET h == Head(q) IN
             IF h = 2 THEN x' = h \div 0 ELSE x' = x
        /\ q' = Tail(q)
Next == \/ \E m \in {1, 2} : Send(m)
        \/ Recv
==============================================================================
