---- MODULE SeqNonSetEqualityInvariant ----
\* Seq(1) # {} in an invariant: UserValue.equals refuses ('compare overridden value'), a RuntimeException on the initial state
EXTENDS Naturals, Sequences, FiniteSets, TLC
VARIABLE x
Init == x = 0
Next == x' = x
Inv == Seq(1) # {}
====
