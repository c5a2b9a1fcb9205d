-------------------------- MODULE LetOperatorPrimed ---------------------------
(* A primed application of a LET operator with parameters, F(a)', is its     *)
(* body with the arguments in the next state, as a definition's Op(a)' is:    *)
(* the step below is taken only when F(1)' = x' + 1. The arguments are primed *)
(* with it: G(y)' reads y'.                                                   *)
(* Expected (TLC): no error, 6 distinct states, 6 generated, depth 6.         *)
EXTENDS Naturals
VARIABLE x, y
Init == x = 0 /\ y = 0
Next == LET F(a) == x + a
            G(b) == x + b
        IN  /\ x < 5
            /\ x' = x + 1
            /\ y' = x
            /\ F(1)' = x + 2
            /\ \/ G(y)' = 2 * x + 1
               \/ G(y)' = x
==============================================================================
