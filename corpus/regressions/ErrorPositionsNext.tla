-------------------------- MODULE ErrorPositionsNext --------------------------
(* An error raised while computing successors: TLC raises a nonexistent field  *)
(* as a Java RuntimeException ("TLC threw an unexpected exception", the        *)
(* failing expression's location after the message) and lists every nested    *)
(* position it was evaluating, the conjuncts before the failing one included.  *)
(* Expected (TLC): ErrorPositionsNext.out; 2 distinct states, 2 generated,     *)
(* depth 2.                                                                    *)
EXTENDS Naturals
VARIABLE x
Bad(v) == [a |-> v].b
Init == x = 0
Next == /\ x < 2
        /\ x' = x + 1
        /\ x = 1 => Bad(x) = 7
==============================================================================
