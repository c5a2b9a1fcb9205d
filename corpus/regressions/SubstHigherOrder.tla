------------------------- MODULE SubstHigherOrder ----------------------------
(* An operator passed to an operator, and a LAMBDA: Apply(Op, v) is Op(v)    *)
(* with v substituted, so Apply(Inc, x) primes x and Apply(LAMBDA ...) too.  *)
(* Expected (TLC): no error, 12 distinct states, 27 generated, depth 6.        *)
EXTENDS Naturals
VARIABLES x, y
Inc(q) == q' = q + 1
Apply(Op(_), v) == Op(v)
Both(Op(_, _), p, q) == Op(p, q)
Init == x = 0 /\ y = 0
Next == \/ x < 3 /\ Apply(Inc, x) /\ UNCHANGED y
        \/ y < 4 /\ Apply(LAMBDA q : q' = q + 2, y) /\ UNCHANGED x
        \/ x > 0 /\ Both(LAMBDA p, q : p' = p - 1 /\ q' = q, x, y)
Bounded == x \in 0..3 /\ y \in 0..5
==============================================================================
