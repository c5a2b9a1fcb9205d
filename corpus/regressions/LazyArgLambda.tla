---- MODULE LazyArgLambda ----
\* A LAMBDA binds its arguments lazily (TLC's OpLambdaValue.apply: getVal): `none` is
\* never evaluated, whether the LAMBDA is applied in place, through a recursive
\* operator, with a state-level argument, or as an action.
EXTENDS Naturals
VARIABLE x
none == CHOOSE y \in {} : TRUE
Apply(Op(_, _), a, b) == Op(a, b)
RECURSIVE Down(_, _, _)
Down(Op(_, _), a, k) == IF k = 0 THEN Op(a, k) ELSE Down(Op, a, k - 1)
Init == x = 0
Next == /\ x < 3
        /\ Apply(LAMBDA a, b : b, none, 1) = 1
        /\ Apply(LAMBDA a, b : b, none, x) = x
        /\ Apply(LAMBDA a, b : IF b > 5 THEN a ELSE b, none, x) = x
        /\ Down(LAMBDA a, b : b, none, 2) = 0
        /\ Down(LAMBDA a, b : b + x, none, 1) = x
        /\ Apply(LAMBDA a, b : x' = b, none, x + 1)
====
