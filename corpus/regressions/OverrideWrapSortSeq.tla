---- MODULE OverrideWrapSortSeq ----
\* TLC module's SortSeq is a Java override too: a field of a non-record in its operator
\* comes wrapped, with the inner location at the end of the message.
EXTENDS Integers, Sequences, TLC
ASSUME PrintT(SortSeq(<<1, 2>>, LAMBDA a, b : a.f))
====
