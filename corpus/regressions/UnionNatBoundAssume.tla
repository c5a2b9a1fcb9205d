---- MODULE UnionNatBoundAssume ----
\* \E over UNION {Nat} (one element): still TLC's UnionValue, its words, not Nat's
EXTENDS Naturals, Sequences, FiniteSets, TLC
VARIABLE x
ASSUME \E y \in UNION {Nat} : y = 1
Init == x = 0
Next == x' = x
====
