---- MODULE EnumerateSubsetNext ----
\* \E over SUBSET Nat in Next: SubsetValue asks Nat's size ('overridden value Nat'), a FingerprintException headed by the set's source
EXTENDS Naturals, Sequences, FiniteSets, TLC
VARIABLE x
Init == x = 0
Next == /\ x < 2
        /\ x' = x + 1
        /\ x = 1 => \E y \in SUBSET Nat : y = {x}
====
