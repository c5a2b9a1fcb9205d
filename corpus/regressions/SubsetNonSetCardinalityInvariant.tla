---- MODULE SubsetNonSetCardinalityInvariant ----
\* Cardinality(SUBSET TRUE) in an invariant: the FiniteSets override wraps 'the number of elements in the boolean TRUE'
EXTENDS Naturals, Sequences, FiniteSets, TLC
VARIABLE x
Init == x = 0
Next == x' = x
Inv == Cardinality(SUBSET TRUE) > 0
====
