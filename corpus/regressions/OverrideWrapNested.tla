---- MODULE OverrideWrapNested ----
\* TLC's MethodValue wraps every RuntimeException raised inside a Java override, another
\* override's failure too: `+` on a string fails in Integers' Plus, and FoldFunction's
\* override wraps that message again.
EXTENDS Integers, Functions, TLC
ASSUME PrintT(FoldFunction(LAMBDA x, y : x + y, 0, [a |-> "x"]))
====
