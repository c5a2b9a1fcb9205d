---- MODULE LazyArgOperatorParam ----
\* TLC binds the arguments of an operator passed as an argument lazily, as a named
\* call's (Tool.getOpContext; OpLambdaValue.getVal): `none` is never evaluated, whether
\* the higher-order operator is called with values, compiled in place (a state-level
\* argument), recursive, or walked as an action, and whatever operator it is given.
EXTENDS Naturals
VARIABLE x
none == CHOOSE y \in {} : TRUE
Second(a, b) == b
Apply(Op(_, _), a, b) == Op(a, b)
RECURSIVE Down(_, _, _)
Down(Op(_, _), a, k) == IF k = 0 THEN Op(a, k) ELSE Down(Op, a, k - 1)
Set(a, v) == x' = v
Step(Op(_, _), a, v) == Op(a, v)
Init == x = 0
Next == /\ x < 3
        /\ Apply(Second, none, 1) = 1
        /\ Apply(Second, none, x) = x
        /\ Apply(Second, none \cup {x}, x + 1) = x + 1
        /\ Down(Second, none, 2) = 0
        /\ LET L(a, b) == b IN Apply(L, none, x) = x /\ Down(L, none, 1) = 0
        /\ Step(Set, none, x + 1)
====
