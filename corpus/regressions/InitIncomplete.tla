---------------------------- MODULE InitIncomplete ----------------------------
(* Init leaves y unassigned: TLC's "current state is not a legal state" with   *)
(* the initial state as it is (y = null), no positions, no counts, exit 255.   *)
(* Expected (TLC): InitIncomplete.out.                                         *)
EXTENDS Naturals
VARIABLES x, y
Init == x = 0
Next == x' = x /\ y' = y
==============================================================================
