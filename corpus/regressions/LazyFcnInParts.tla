--------------------------- MODULE LazyFcnInParts ---------------------------
(* A function constructor inside a record or tuple that is applied stays    *)
(* lazy inside it (TLC's RecordValue/TupleValue hold the FcnLambdaValue):   *)
(* 12 \div k at k = 0 is never computed. Stored, the parts are built.       *)
(* Expected (TLC): invariant Inv violated, 4 distinct states, 4 generated,  *)
(* depth 4.                                                                 *)
EXTENDS Naturals
VARIABLE x
Init == x = [f |-> [k \in 0..2 |-> k], n |-> 0]
Next == /\ x.n < 3
        /\ [r |-> [k \in 0..3 |-> 12 \div k]].r[3] = 4
        /\ <<[k \in 0..3 |-> 12 \div k], 2>>[1][3 - x.n] > 0
        /\ LET r == [f |-> [k \in 0..3 |-> 12 \div k], n |-> x.n + 1]
           IN /\ r.f[3] = 4
              /\ x' = [f |-> [k \in 0..2 |-> k + x.n + 1], n |-> x.n + 1, t |-> <<[k \in 1..2 |-> k]>>]
Inv == x.n < 3
==============================================================================
