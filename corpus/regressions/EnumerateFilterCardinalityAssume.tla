---- MODULE EnumerateFilterCardinalityAssume ----
\* Cardinality of a lazy filter over Nat in an ASSUME: the override wrapper around SetPredValue's enumeration error
EXTENDS Naturals, Integers, FiniteSets, TLC
VARIABLE x
ASSUME Cardinality({y \in Nat : y > 0}) = 1
Init == x = 0
Next == x' = x
====
