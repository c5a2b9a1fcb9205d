---- MODULE EnumerateFcnSetNext ----
\* \E over [Nat -> S] in Next: SetOfFcnsValue's domain error, a FingerprintException headed by the set's source
EXTENDS Naturals, Sequences, FiniteSets, TLC
VARIABLE x
Init == x = 0
Next == /\ x < 2
        /\ x' = x + 1
        /\ x = 1 => \E y \in [Nat -> {x}] : TRUE
====
