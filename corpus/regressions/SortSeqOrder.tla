---- MODULE SortSeqOrder ----
\* TLC's SortSeq override is an insertion sort moving each element left while Op(element, left neighbour)
\* holds: ties come out reversed under a relation that holds on them, any other relation gives this walk's
\* order, and Op (Print in it) is applied to exactly these pairs.
EXTENDS Naturals, Sequences, TLC
VARIABLE x
ASSUME PrintT(SortSeq(<<[k |-> 1, v |-> 1], [k |-> 1, v |-> 2], [k |-> 0, v |-> 3], [k |-> 1, v |-> 4]>>, LAMBDA a, b : a.k <= b.k))
ASSUME PrintT(SortSeq(<<[k |-> 1, v |-> 1], [k |-> 1, v |-> 2], [k |-> 0, v |-> 3], [k |-> 1, v |-> 4]>>, LAMBDA a, b : a.k < b.k))
ASSUME PrintT(SortSeq(<<3, 1, 4, 1, 5, 9, 2, 6>>, LAMBDA a, b : a # b))
ASSUME PrintT(SortSeq(<<3, 1, 4, 1, 5>>, LAMBDA a, b : PrintT(<<a, b>>) /\ a < b))
ASSUME PrintT(SortSeq(<<>>, LAMBDA a, b : a < b))
Init == x = SortSeq(<<2, 3, 1>>, LAMBDA a, b : a > b)
Next == x' = SortSeq(x, LAMBDA a, b : a <= b)
Inv == x = <<3, 2, 1>>
====
