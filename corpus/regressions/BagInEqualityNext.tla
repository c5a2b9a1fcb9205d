---- MODULE BagInEqualityNext ----
\* BagIn(1, [a |-> 1]) in Next: the wrapped equality failure is a RuntimeException (exit 75)
EXTENDS Naturals, Bags, TLC
VARIABLE x
Init == x = 0
Next == /\ x < 2
        /\ x' = x + 1
        /\ x = 1 => BagIn(1, [a |-> 1])
====
