------------------------ MODULE TlcGetLevelConstraint ------------------------
(* TLCGet("level") is the level of the state evaluated: in a CONSTRAINT or   *)
(* invariant of a successor, the successor's (its parent's + 1); and TLCGet  *)
(* is state-level (TLC's minLevel = 1), so Bound is not settled once as a    *)
(* constant. x = 3 is at level 4: generated and checked, not explored.       *)
(* Expected (TLC): no error, 3 distinct states, 4 generated, depth 3.        *)
EXTENDS Naturals, TLC
VARIABLE x
Init == x = 0
Next == x' = x + 1
Bound == TLCGet("level") < 4
Inv == TLCGet("level") = x + 1
==============================================================================
