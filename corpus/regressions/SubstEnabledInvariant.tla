----------------------- MODULE SubstEnabledInvariant -------------------------
(* ENABLED of an action applied to a variable, in an invariant: Inc(x) is    *)
(* x' = x + 1, enabled whenever x < 3 holds (evaluating x first would make   *)
(* it x = x + 1, never enabled). CanStep(q) carries ENABLED inside it.       *)
(* Expected (TLC): no error, 16 distinct states, 25 generated, depth 7.        *)
EXTENDS Naturals
VARIABLES x, y
Inc(q) == q < 3 /\ q' = q + 1
CanStep(q) == ENABLED (q' \in {q + 1, q + 2} /\ q' <= 3)
Init == x = 0 /\ y = 0
Next == \/ Inc(x) /\ UNCHANGED y
        \/ Inc(y) /\ UNCHANGED x
Live == /\ (x < 3) <=> ENABLED Inc(x)
        /\ (y < 3) <=> CanStep(y)
==============================================================================
