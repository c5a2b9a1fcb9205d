---- MODULE OverrideWrapEvalException ----
\* An EvalException raised inside a Java override (Len of a non-sequence in FoldFunction's
\* operator) passes unwrapped (MethodValue.eval rethrows it as it is).
EXTENDS Integers, Sequences, Functions, TLC
ASSUME PrintT(FoldFunction(LAMBDA x, y : Len(x) + y, 0, <<1, 2>>))
====
