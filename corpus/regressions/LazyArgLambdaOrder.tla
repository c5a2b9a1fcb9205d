---- MODULE LazyArgLambdaOrder ----
\* Two failing arguments given to a LAMBDA through a recursive operator with an operator
\* parameter: the LAMBDA uses b first, so TLC (OpLambdaValue, LazyValue) reports b's error,
\* positions through every level of the recursion.
EXTENDS Naturals
VARIABLE x
Apply(Op(_, _), a, b) == Op(a, b)
RECURSIVE Down(_, _, _, _)
Down(Op(_, _), a, b, k) == IF k = 0 THEN Op(a, b) ELSE Down(Op, a, b, k - 1)
Init == x = 0
Next == \/ x < 3 /\ x' = Down(LAMBDA a, b : b + a, CHOOSE y \in {} : TRUE, 1 \div 0, 2)
====
