----------------------- MODULE ErrorPositionsConstraint -----------------------
(* An error in a CONSTRAINT: TLC prints the successor it was checking as the    *)
(* trace's last state and the positions from the constraint down to the        *)
(* failing field select.                                                       *)
(* Expected (TLC): ErrorPositionsConstraint.out; 2 distinct states, 3          *)
(* generated, depth 2.                                                         *)
EXTENDS Naturals
VARIABLE x
Lim(v) == [a |-> v].b < 3
Init == x = 0
Next == x' = x + 1
Bound == x < 2 \/ Lim(x)
==============================================================================
