---- MODULE ErrorWordingTupleIndexInvariant ----
\* Append's result (a TupleValue) applied to a string in an invariant: TupleValue.apply's words
EXTENDS Naturals, Sequences
VARIABLE x
Init == x = 0
Next == x < 2 /\ x' = x + 1
Inv == x = 1 => Append(<<1>>, 2)["a"] = 1
====
