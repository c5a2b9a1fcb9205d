---- MODULE SubsetNonSetNext ----
\* \E over SUBSET 1 in Next: TLC's SubsetValue keeps 1 and asks its size when enumerated ('the number of elements in the integer 1'), fingerprint framing
EXTENDS Naturals, Sequences, FiniteSets, TLC
VARIABLE x
Init == x = 0
Next == /\ x < 2
        /\ x' = x + 1
        /\ x = 1 => \E y \in SUBSET 1 : y = {x}
====
