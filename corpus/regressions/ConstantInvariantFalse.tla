----------------------- MODULE ConstantInvariantFalse -----------------------
(* TLC evaluates a zero-arity constant-level definition once at start-up; an  *)
(* INVARIANT naming one that is FALSE stops TLC while it reads the .cfg, with  *)
(* "The invariant of Inv2 is equal to FALSE" (exit 151), before ASSUME and    *)
(* before any state. Inv1, constant and TRUE, is dropped, never checked.      *)
(* Found by the differential tests (test/support/difftest).                   *)
(* Expected (TLC): error, no states.                                          *)
EXTENDS Naturals

VARIABLE x

ASSUME 1 = 2

Init == x = 0
Next == x' = x + 1
Inv1 == 2 > 1
Inv2 == {1, 2} \subseteq {2}
==============================================================================
