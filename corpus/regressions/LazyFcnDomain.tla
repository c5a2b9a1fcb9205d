---------------------------- MODULE LazyFcnDomain ----------------------------
(* TLC evaluates an operator argument where it is first used: under DOMAIN  *)
(* it builds the function whole, computing 12 \div 0, though Dom applies it *)
(* at 1 only.                                                                *)
(* Expected (TLC): evaluating Next fails, 1 distinct state, 1 generated,     *)
(* depth 1.                                                                  *)
EXTENDS Naturals, TLC
VARIABLE x
Cmp(f, p) == f[p] = 12 /\ f # [k \in 0..3 |-> k]
Dom(f, p) == p \in DOMAIN f /\ f[p] > 0
Init == x = 0
Next == /\ Dom([k \in 0..3 |-> 12 \div k], 1)
        /\ x' = x + 1
==============================================================================
