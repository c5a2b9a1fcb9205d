--------------------------- MODULE LazyFcnPrinted ----------------------------
(* Printing a lazy function builds it, as TLC does for PrintT: building q  *)
(* computes 12 \div 0, an error though q[1] alone is fine.                  *)
(* Expected (TLC): evaluating Next fails, 1 distinct state, 1 generated,     *)
(* depth 1.                                                                  *)
EXTENDS Naturals, TLC
VARIABLE x
Cmp(f, p) == f[p] = 12 /\ f # [k \in 0..3 |-> k]
Dom(f, p) == p \in DOMAIN f /\ f[p] > 0
Init == x = 0
Next == /\ LET q == [k \in 0..3 |-> 12 \div k] IN q[1] = 12 /\ PrintT(q)
        /\ x' = x + 1
==============================================================================
