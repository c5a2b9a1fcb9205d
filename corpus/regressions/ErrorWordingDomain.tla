--------------------------- MODULE ErrorWordingDomain --------------------------
(* A function applied outside its domain: TLC's message ends with an empty     *)
(* line (its RuntimeException appends one).                                    *)
(* Expected (TLC): ErrorWordingDomain.out; 2 distinct states, 2 generated,     *)
(* depth 2.                                                                    *)
EXTENDS Naturals
VARIABLE x
Bad(v) == [i \in {1} |-> i][v + 5]
Init == x = 0
Next == /\ x < 2
        /\ x' = x + 1
        /\ x = 1 => Bad(x) = 7
==============================================================================
