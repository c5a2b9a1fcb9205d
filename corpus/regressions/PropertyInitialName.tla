---------------------------- MODULE PropertyInitialName ----------------------------
(* A PROPERTY conjunct that an initial state violates is named by the         *)
(* innermost zero-arity definition it names (LInit, through Prop and Alias),  *)
(* else, when it is only part of a body, by its location (Prop2's x = 0).     *)
(* Expected (TLC): "Property LInit is violated by the initial state" for      *)
(* PropertyInitialName.cfg and PropertyInitialNameAlias.cfg, "Property line   *)
(* 12, col 10 to line 12, col 14 of module PropertyInitialName" for           *)
(* PropertyInitialNameLocation.cfg; TLC stops at its one initial state.    *)
EXTENDS Naturals
VARIABLE x
LInit == x = 0
Prop2 == x = 0 /\ [][x' = x]_x
Init == x = 1
Next == x' = x
Spec == Init /\ [][Next]_x
Prop == LInit /\ [][x' = x]_x
Alias == LInit
==============================================================================
