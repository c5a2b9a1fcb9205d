---- MODULE EnumerateFilterCardinalityNext ----
\* Cardinality of a lazy filter over Nat in Next: the filter's enumeration error (SetPredValue) inside TLC's override wrapper
EXTENDS Naturals, Sequences, FiniteSets, TLC
VARIABLE x
Init == x = 0
Next == /\ x < 2
        /\ x' = x + 1
        /\ x = 1 => Cardinality({y \in Nat : y < x}) = 2
====
