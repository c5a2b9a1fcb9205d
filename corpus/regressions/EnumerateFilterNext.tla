---- MODULE EnumerateFilterNext ----
\* \E over a filter of Nat in Next: SetPredValue's enumeration error, the filter having no source (no fingerprint framing)
EXTENDS Naturals, Integers, FiniteSets, TLC
VARIABLE x
Init == x = 0
Next == /\ x < 2
        /\ x' = x + 1
        /\ x = 1 => \E y \in {z \in Nat : z > x} : TRUE
====
