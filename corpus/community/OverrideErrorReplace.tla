---- MODULE OverrideErrorReplace ----
\* An error in an argument of a community @Evaluation override (SequencesExt!ReplaceFirstSubSeq).
EXTENDS Naturals, SequencesExt
VARIABLE x
Init == x = ReplaceFirstSubSeq(<<1>>, <<2>>, <<1 \div 0>>)
Next == x' = x
====
