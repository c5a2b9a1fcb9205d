---- MODULE SetToSeqTupleInvariant ----
\* SetToSeq of a tuple in an invariant: the NullPointerException words
EXTENDS Naturals, SequencesExt
VARIABLE x
Init == x = 0
Next == x < 2 /\ x' = x + 1
Inv == x = 1 => SetToSeq(<<x>>) # <<>>
====
