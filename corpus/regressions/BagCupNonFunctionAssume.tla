---- MODULE BagCupNonFunctionAssume ----
\* 1 (+) [a |-> 1]: BagCup's IsABag(null) is a NullPointerException in the override's words
EXTENDS Naturals, Bags, TLC
VARIABLE x
ASSUME (1 (+) [a |-> 1]) # 1
Init == x = 0
Next == x' = x
====
