---- MODULE PrintTLazySetNext ----
\* PrintT([1..2 -> Nat]) in Next: normalising the value to print it asks Nat's size, inside TLC.PrintT's override wrapper
EXTENDS Naturals, Integers, FiniteSets, Sequences, SequencesExt, Bags, TLC
VARIABLE x
Init == x = 0
Next == /\ x < 2
        /\ x' = x + 1
        /\ x = 1 => PrintT([1..2 -> Nat])
====
