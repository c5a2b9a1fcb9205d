---- MODULE OverrideWrapLocated ----
\* An Assert.fail(msg, expr) inside FoldSet's override while computing successors: the
\* wrapped message ends with the inner expression's location, and the nested positions
\* go down through the override into the LAMBDA.
EXTENDS Integers, FiniteSetsExt
VARIABLE y
Init == y = 0
Next == y' = FoldSet(LAMBDA a, b : IF a = 2 THEN b.f ELSE a + b, 0, {y + 1, 2})
====
