---- MODULE SortSeqNonBoolean ----
\* A comparator giving a non-boolean: TLC.compare's EvalException, 'a boolean function', the value of Op(1, 2).
EXTENDS Naturals, Sequences, TLC
VARIABLE x
ASSUME SortSeq(<<2, 1>>, LAMBDA a, b : a + b) # <<>>
Init == x = 0
Next == x' = x
====
