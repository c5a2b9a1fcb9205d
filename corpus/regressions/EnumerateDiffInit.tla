---- MODULE EnumerateDiffInit ----
\* x \in Nat \ {0} in Init: SetDiffValue's enumeration error
EXTENDS Naturals, Integers, FiniteSets, TLC
VARIABLE x
Init == x \in Nat \ {0}
Next == x' = x
====
