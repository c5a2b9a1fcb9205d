------------------------ MODULE InitOutsideConstraint ------------------------
(* The only initial state fails the state constraint, so no state is kept.    *)
(* TLC still reports depth 1: once any state was generated its reported level *)
(* is at least 1 (found by the differential tests, test/support/difftest).    *)
(* Expected (TLC): no error, 0 distinct states, 1 generated, depth 1.         *)
EXTENDS Naturals

VARIABLE x

Init == x = 5
Next == x' = x + 1
Small == x < 3
==============================================================================
