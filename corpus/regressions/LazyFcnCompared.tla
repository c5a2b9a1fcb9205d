--------------------------- MODULE LazyFcnCompared ---------------------------
(* Comparing a lazy function builds it (TLC's toFcnRcd): f # g computes    *)
(* 12 \div 0, though f[1] alone is fine.                                     *)
(* Expected (TLC): evaluating Next fails, 1 distinct state, 1 generated,     *)
(* depth 1.                                                                  *)
EXTENDS Naturals, TLC
VARIABLE x
Cmp(f, p) == f[p] = 12 /\ f # [k \in 0..3 |-> k]
Dom(f, p) == p \in DOMAIN f /\ f[p] > 0
Init == x = 0
Next == /\ Cmp([k \in 0..3 |-> 12 \div k], 1)
        /\ x' = x + 1
==============================================================================
