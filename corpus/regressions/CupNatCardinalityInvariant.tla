---- MODULE CupNatCardinalityInvariant ----
\* Cardinality({1} \cup Nat) in an invariant: the FiniteSets override wraps SetCupValue's words
EXTENDS Naturals, Sequences, FiniteSets, TLC
VARIABLE x
Init == x = 0
Next == x' = x
Inv == Cardinality({1} \cup Nat) > 0
====
