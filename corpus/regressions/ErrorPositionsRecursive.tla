------------------------ MODULE ErrorPositionsRecursive -----------------------
(* An error at the bottom of a recursion: TLC lists each level's positions.    *)
(* Expected (TLC): ErrorPositionsRecursive.out; 3 distinct states, 3           *)
(* generated, depth 3.                                                         *)
EXTENDS Naturals
VARIABLES x
RECURSIVE Sum(_)
Sum(n) == IF n = 0 THEN 1 \div (x - 2) ELSE n + Sum(n - 1)
Init == x = 0
Next == x' = x + 1 /\ Sum(2) > 0
==============================================================================
