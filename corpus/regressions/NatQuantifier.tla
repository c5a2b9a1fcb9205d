---------------------------- MODULE NatQuantifier ----------------------------
(* \A x \in Nat : P cannot be evaluated: TLC stops with "TLC encountered the *)
(* non-enumerable quantifier bound Nat", while membership in Nat \ {0} and   *)
(* in [S -> Nat \ {0}] is decided without enumerating.                       *)
(* Expected (TLC): the second assumption fails to evaluate (exit 75).        *)
EXTENDS Naturals
ASSUME [i \in 1..3 |-> i] \in [1..3 -> Nat \ {0}]
ASSUME \A x \in Nat : x >= 0
VARIABLE x
Init == x = 0
Next == UNCHANGED x
==============================================================================
