---- MODULE LazyArgOperatorParamOnce ----
\* Arguments with an effect given to an operator passed as an argument, or to a LAMBDA:
\* TLC's LazyValue evaluates each at its first use, once (its PrintT prints once per
\* evaluation of Next), and an argument never used is never evaluated (no "unused").
EXTENDS Naturals, TLC
VARIABLE x
Twice(a, b) == IF x >= 0 THEN a + a ELSE b
Apply(Op(_, _), a, b) == Op(a, b)
RECURSIVE Down(_, _, _)
Down(Op(_, _), a, k) == IF k = 0 THEN Op(a, k) ELSE Down(Op, a, k - 1)
Init == x = 0
Next == \/ /\ x < 2
           /\ Apply(Twice, IF PrintT(<<"op", x>>) THEN x ELSE 0, PrintT("unused")) = 2 * x
           /\ Apply(LAMBDA a, b : a + a, IF PrintT(<<"lambda", x>>) THEN x ELSE 0, PrintT("unused")) = 2 * x
           /\ Down(LAMBDA a, b : a + a, IF PrintT(<<"down", x>>) THEN 1 ELSE 0, 1) = 2
           /\ x' = x + 1
        \/ x = 2 /\ x' = x
====
