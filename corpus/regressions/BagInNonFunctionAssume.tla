---- MODULE BagInNonFunctionAssume ----
\* BagIn(1, 2): the override reads the null function's values, a NullPointerException in the override's words
EXTENDS Naturals, Bags, TLC
VARIABLE x
ASSUME BagIn(1, 2)
Init == x = 0
Next == x' = x
====
