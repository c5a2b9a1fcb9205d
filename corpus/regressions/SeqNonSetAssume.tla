---- MODULE SeqNonSetAssume ----
\* <<>> \in Seq(1) is TRUE and PrintT(Seq(1)) prints Seq(1): no error
EXTENDS Naturals, Sequences, FiniteSets, TLC
VARIABLE x
ASSUME <<>> \in Seq(1)
ASSUME PrintT(Seq(1))
Init == x = 0
Next == x' = x
====
