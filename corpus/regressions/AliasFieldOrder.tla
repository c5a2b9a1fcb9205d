---------------------------- MODULE AliasFieldOrder ----------------------------
(* TLC prints an ALIAS written as a record constructor field by field in the   *)
(* order written, not in its normalized (interned-string) order; through LET.  *)
(* Expected (TLC): invariant Inv violated, 3 distinct states, 3 generated,     *)
(* depth 3; State 1 prints zz, aa, x, bb in that order.                        *)
EXTENDS Naturals
VARIABLE x
Init == x = 0
Next == x' = x + 1
Inv == x < 2
Alias == LET y == x + 1 IN [zz |-> x, aa |-> y, x |-> 2, bb |-> "bb"]
==============================================================================
