---- MODULE PermutationsNonSet ----
\* Permutations of a value that is not a set: TLC_MODULE_APPLYING_TO_WRONG_VALUE.
EXTENDS Naturals, Sequences, TLC
VARIABLE x
ASSUME Permutations(<<1, 2>>) = {}
Init == x = 0
Next == x' = x
====
