-------------------------- MODULE ErrorPositionsQuant -------------------------
(* A CHOOSE without witness inside \A, inside an operator over a set map: TLC  *)
(* raises it as a RuntimeException with the CHOOSE's location.                 *)
(* Expected (TLC): ErrorPositionsQuant.out.                                    *)
EXTENDS Naturals
VARIABLES x
F(S) == {s * 2 : s \in S}
G(n) == CHOOSE y \in F(1..n) : y > 100
Init == x = 1
Next == /\ x < 4
        /\ \E k \in 1..x : x' = x + k
        /\ \A i \in 1..x : i < 3 \/ G(i) > 0
==============================================================================
