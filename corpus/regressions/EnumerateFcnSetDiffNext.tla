---- MODULE EnumerateFcnSetDiffNext ----
\* [Nat \ {x} -> {1}] enumerated in Next: the domain's own failure, both sets' sources on the fingerprint stack
EXTENDS Naturals, Integers, FiniteSets, TLC
VARIABLE x
Init == x = 0
Next == /\ x < 2
        /\ x' = x + 1
        /\ x = 1 => \E y \in [Nat \ {x} -> {1}] : TRUE
====
