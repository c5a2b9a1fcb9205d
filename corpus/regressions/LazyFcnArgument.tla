--------------------------- MODULE LazyFcnArgument ---------------------------
(* A function constructor given to an operator that applies it is evaluated  *)
(* by TLC only at the points applied (FcnLambdaValue): 12 \div 0 at k = 0 is *)
(* never computed. Over Nat it can only be lazy.                             *)
(* Expected (TLC): no error, 7 distinct states, 7 generated, depth 7.       *)
EXTENDS Naturals
VARIABLE x
Ap(f, p) == f[p]
Init == x = 0
Next == /\ x < 60
        /\ x' = x + Ap([k \in 0..3 |-> 12 \div k], 1) - Ap([n \in Nat |-> 2 * n], 1)
==============================================================================
