---- MODULE EnumerateNestedNext ----
\* a filter whose base Nat \ {x} cannot be enumerated, in Next: the inner set's words (SetDiffValue), the FingerprintException headed by the inner set's source
EXTENDS Naturals, Integers, FiniteSets, TLC
VARIABLE x
Init == x = 0
Next == /\ x < 2
        /\ x' = x + 1
        /\ x = 1 => \E y \in {z \in Nat \ {x} : z > x} : TRUE
====
