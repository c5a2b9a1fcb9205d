---- MODULE FlattenSeqSingleNext ----
\* FlattenSeq(<<x>>) in Next: TLC's SequencesExt starts from seqs[1] (the value is 1, no error inside), the comparison 1 = <<>> fails
EXTENDS Naturals, Integers, FiniteSets, Sequences, SequencesExt, Bags, TLC
VARIABLE x
Init == x = 0
Next == /\ x < 2
        /\ x' = x + 1
        /\ x = 1 => FlattenSeq(<<x>>) = <<>>
====
