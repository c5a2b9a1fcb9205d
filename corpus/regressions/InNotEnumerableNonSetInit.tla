---- MODULE InNotEnumerableNonSetInit ----
\* x \in 1 in Init: an integer is not Enumerable either, the same words (not the argument error)
EXTENDS Naturals, Sequences, FiniteSets, TLC
VARIABLE x
Init == x \in 1
Next == x' = x
====
