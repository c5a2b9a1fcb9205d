----------------------------- MODULE LazyFcnLet ------------------------------
(* A LET definition whose value is a function is evaluated on first use; used *)
(* first as q[2], TLC keeps it lazy and computes q at 2 alone.               *)
(* Expected (TLC): no error, 4 distinct states, 4 generated, depth 4.       *)
EXTENDS Naturals
VARIABLE x
Init == x = 0
Next == LET q == [k \in 0..3 |-> 12 \div k]
        IN  /\ x < 15
            /\ x' = x + q[2] - (q[3] - 4)
==============================================================================
