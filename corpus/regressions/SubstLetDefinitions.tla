------------------------ MODULE SubstLetDefinitions --------------------------
(* LET definitions that carry state expressions: a' of LET a == x is x',    *)
(* so a' = e assigns x; a LET of action level is re-evaluated for every      *)
(* value x' takes (in Init, one that reads x for every value x takes); a LET *)
(* operator with a parameter is applied by name.                             *)
(* Expected (TLC): no error, 18 distinct states, 56 generated, depth 5.        *)
EXTENDS Naturals
VARIABLES x, y
Init == LET a == 2 * x IN x \in {0, 1} /\ y = a
Next == \/ LET a == x IN x < 2 /\ a' = a + 1 /\ UNCHANGED y
        \/ /\ x' \in {x, x + 1}
           /\ LET d == x' + 1 IN y' = d
           /\ x' < 3
        \/ LET Bump(q) == q' = q + 2
               total == x + y
           IN /\ y < 4 /\ Bump(y) /\ UNCHANGED x
              /\ total' = total + 2
Bounded == x \in 0..2 /\ y \in 0..6
==============================================================================
