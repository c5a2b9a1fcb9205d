------------------------ MODULE SubstPrimedParameter -------------------------
(* An operator parameter that is primed means its argument primed: Set(x)    *)
(* is x' = x + 1, not "the value of x" primed (Specifying Systems §17.5).    *)
(* Expected (TLC): no error, 16 distinct states, 25 generated, depth 7.        *)
EXTENDS Naturals
VARIABLE x, y
Set(q) == q' = q + 1
Init == x = 0 /\ y = 0
Next == \/ (x < 3 /\ Set(x) /\ UNCHANGED y)
        \/ (y < 3 /\ Set(y) /\ UNCHANGED x)
==============================================================================
