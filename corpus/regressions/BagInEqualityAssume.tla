---- MODULE BagInEqualityAssume ----
\* BagIn(1, [a |-> 1]): the override walks the domain asking 1.equals("a"), wrapped
EXTENDS Naturals, Bags, TLC
VARIABLE x
ASSUME BagIn(1, [a |-> 1])
Init == x = 0
Next == x' = x
====
