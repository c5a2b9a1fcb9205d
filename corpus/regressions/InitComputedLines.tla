--------------------------- MODULE InitComputedLines ---------------------------
(* While Init runs, TLC prints "Computed n initial states..." each time a     *)
(* state arrives after n of them, n = 2, 4, 8, ...; n counts generated states, *)
(* duplicates included (here 8 generated, 5 distinct: lines for 2 and 4).     *)
(* Expected (TLC): InitComputedLines.out; ok, 5 distinct, 13 generated,      *)
(* depth 1.                                                                    *)
EXTENDS Naturals
VARIABLE x
Init == x \in 0..2 \/ x \in 0..2 \/ x \in 7..8
Next == UNCHANGED x
================================================================================
