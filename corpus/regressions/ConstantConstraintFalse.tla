----------------------- MODULE ConstantConstraintFalse -----------------------
(* As ConstantInvariantFalse, for a CONSTRAINT: TLC evaluates the constant-    *)
(* level Extra at start-up and stops with "The constraint of Extra is equal  *)
(* to FALSE" (exit 151) instead of exploring no state. Small, a constant     *)
(* that fails to evaluate (CHOOSE without a witness), stays a definition to   *)
(* test per state; no state gets that far, since TLC stops first.             *)
(* Found by the differential tests (test/support/difftest).                   *)
(* Expected (TLC): error, no states.                                          *)
EXTENDS Naturals, Sequences

VARIABLE x

Init == x = 0
Next == x' = x + 1
Small == (CHOOSE n \in {1, 2} : n > 5) > x
Extra == "a" \o "b" = "ba"
==============================================================================
