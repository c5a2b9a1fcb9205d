---- MODULE SetToSeqNatAssume ----
\* SetToSeq(Nat) in an ASSUME: Nat's toSetEnum() is null too, the same NullPointerException words
EXTENDS Naturals, SequencesExt
VARIABLE x
ASSUME SetToSeq(Nat) = <<>>
Init == x = 0
Next == x' = x
====
