------------------------- MODULE PropertyConjunctNames -------------------------
(* TLC reports a violated []P or [][A]_v conjunct of a PROPERTY by the          *)
(* definition that is all of it (Tight, reached through Checks), else by its    *)
(* source location: here the [][...]_x inside Bounded.                          *)
(* Expected (TLC): "Action property line 15, col 21 to line 15, col 42 of      *)
(* module PropertyConjunctNames is violated", 4 distinct states, 4 generated,   *)
(* depth 4. With PropertyConjunctNamesByDefinition.cfg: "Invariant Tight is     *)
(* violated", 3 distinct, 3 generated, depth 3.                                  *)
EXTENDS Naturals
VARIABLE x
Init == x = 0
Next == x < 5 /\ x' = x + 2
Spec == Init /\ [][Next]_x
Slow == [][x' = x + 2]_x
Bounded == x = 0 /\ [][x' =< 2 \/ x = 2]_x
Checks == Slow /\ [](x < 9)
Tight == [](x < 3)
TightChecks == Tight /\ Slow
================================================================================
