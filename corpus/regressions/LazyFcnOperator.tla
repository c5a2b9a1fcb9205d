--------------------------- MODULE LazyFcnOperator ---------------------------
(* An operator with parameters whose body is a function constructor, applied *)
(* at once (Op(p)[k]): TLC evaluates the body with the application's        *)
(* KeepLazy flag, so the function stays lazy (FcnLambdaValue) and 12 \div 0 *)
(* at k = p is never computed.                                              *)
(* Expected (TLC): no error, 4 distinct states, 4 generated, depth 4.       *)
EXTENDS Naturals
VARIABLE x
Op(p) == [k \in 0..3 |-> 12 \div (k - p)]
Init == x = 0
Next == x < 3 /\ x' = x + 1 + Op(1)[0] - Op(1)[0]
==============================================================================
