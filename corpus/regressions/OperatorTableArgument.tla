---- MODULE OperatorTableArgument ----
EXTENDS Naturals
CONSTANT F(_)
VARIABLE x
RECURSIVE Iter(_, _, _)
Iter(Op(_), v, n) == IF n = 0 THEN v ELSE Iter(Op, Op(v), n - 1)
Init == x = 0
\* A table constant passed as an operator argument, to a recursive operator and to a plain one (TLC: ok, 3 generated, 2 distinct, depth 2).
Apply(Op(_), v) == Op(v)
Next == x < 2 /\ x' = IF x = 0 THEN Iter(F, x, 2) - 1 ELSE Apply(F, x) - 1
====
