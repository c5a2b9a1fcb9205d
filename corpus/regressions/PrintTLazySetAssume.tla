---- MODULE PrintTLazySetAssume ----
\* PrintT of Nat and Seq({1}) prints their names; of <<[a : Nat]>> asks Nat's size, the override wrapper (ASSUME)
EXTENDS Naturals, Sequences, TLC
VARIABLE x
ASSUME PrintT(Nat) /\ PrintT(Seq({1}))
ASSUME PrintT(<<[a : Nat]>>)
Init == x = 0
Next == x' = x
====
