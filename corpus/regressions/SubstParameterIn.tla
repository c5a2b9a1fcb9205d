------------------------- MODULE SubstParameterIn ----------------------------
(* q' \in S through a parameter enumerates S for the variable passed; in     *)
(* Init, q \in S through a parameter does the same for the initial state.    *)
(* Expected (TLC): no error, 36 distinct states, 100 generated, depth 5.       *)
EXTENDS Naturals
VARIABLES x, y
Start(q) == q \in 0..1
Pick(q, S) == q' \in S
Init == Start(x) /\ Start(y)
Next == \/ x < 4 /\ Pick(x, {x + 1, x + 2}) /\ UNCHANGED y
        \/ y < 4 /\ Pick(y, {y + 1, y + 2}) /\ UNCHANGED x
==============================================================================
