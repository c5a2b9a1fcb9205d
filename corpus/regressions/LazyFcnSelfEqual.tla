-------------------------- MODULE LazyFcnSelfEqual ---------------------------
(* f = f on a function kept lazy builds it first (TLC's FcnLambdaValue      *)
(* equals builds the whole function even against itself): 12 \div 0 at     *)
(* k = 0 fails, after f[3] was evaluated lazily.                            *)
(* Expected (TLC): error "The second argument of \div is 0." (TLC was       *)
(* unable to fingerprint), 1 distinct state, 1 generated, depth 1.          *)
EXTENDS Naturals
VARIABLE x
Init == x = 0
Next == /\ x < 3
        /\ LET f == [k \in 0..3 |-> 12 \div k] IN f[3] = 4 /\ f = f
        /\ x' = x + 1
==============================================================================
