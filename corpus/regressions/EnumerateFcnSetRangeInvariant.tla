---- MODULE EnumerateFcnSetRangeInvariant ----
\* \A over [{x} -> Nat] in an invariant: SetOfFcnsValue's range error
EXTENDS Naturals, Integers, FiniteSets, TLC
VARIABLE x
Init == x = 0
Next == x < 2 /\ x' = x + 1
Inv == x = 1 => \A f \in [{x} -> Nat] : TRUE
====
