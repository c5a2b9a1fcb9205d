---- MODULE SetToSeqNonSetNext ----
\* SetToSeq of an integer in Next: TLC's Java NullPointerException (toSetEnum() is null) in the override's words, an EvalException (exit 255)
EXTENDS Naturals, Integers, FiniteSets, Sequences, SequencesExt, Bags, TLC
VARIABLE x
Init == x = 0
Next == /\ x < 2
        /\ x' = x + 1
        /\ x = 1 => SetToSeq(x + 4) = <<>>
====
