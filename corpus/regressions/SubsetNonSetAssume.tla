---- MODULE SubsetNonSetAssume ----
\* SUBSET of a non-set kept lazy: {} is in SUBSET 1 and SUBSET 1 = SUBSET 1 (no error); {1} \in SUBSET 1 asks IntValue.member
EXTENDS Naturals, Sequences, FiniteSets, TLC
VARIABLE x
ASSUME {} \in SUBSET 1
ASSUME SUBSET 1 = SUBSET 1
ASSUME SUBSET "a" # SUBSET "b"
ASSUME {1} \in SUBSET 1
Init == x = 0
Next == x' = x
====
