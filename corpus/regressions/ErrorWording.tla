------------------------------ MODULE ErrorWording -----------------------------
(* TLC's words for a non-integer in an interval (IntervalValue.member), raised *)
(* as a RuntimeException without a location.                                  *)
(* Expected (TLC): ErrorWording.out; 2 distinct states, 2 generated, depth 2.  *)
EXTENDS Naturals
VARIABLE x
Bad(v) == "a" \in 1..v
Init == x = 0
Next == /\ x < 2
        /\ x' = x + 1
        /\ x = 1 => Bad(x)
==============================================================================
