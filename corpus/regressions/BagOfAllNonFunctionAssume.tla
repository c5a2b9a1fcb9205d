---- MODULE BagOfAllNonFunctionAssume ----
\* BagOfAll(F, 1): 'should be a function with a finite domain'
EXTENDS Naturals, Bags, TLC
VARIABLE x
ASSUME BagOfAll(LAMBDA y : y, 1) # 1
Init == x = 0
Next == x' = x
====
