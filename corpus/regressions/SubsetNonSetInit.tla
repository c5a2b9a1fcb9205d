---- MODULE SubsetNonSetInit ----
\* x \in SUBSET "ab" in Init: enumerated, the string's size refused, fingerprint framing
EXTENDS Naturals, Sequences, FiniteSets, TLC
VARIABLE x
Init == x \in SUBSET "ab"
Next == x' = x
====
