---- MODULE BagInNonFunctionNext ----
\* BagIn(1, 2) in Next: the NullPointerException in the override's words
EXTENDS Naturals, Bags, TLC
VARIABLE x
Init == x = 0
Next == /\ x < 2
        /\ x' = x + 1
        /\ x = 1 => BagIn(1, 2)
====
