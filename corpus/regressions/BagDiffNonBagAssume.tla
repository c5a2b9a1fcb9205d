---- MODULE BagDiffNonBagAssume ----
\* [a |-> 0] (-) 1: BagDiff's 'second argument of (-) should be a bag'
EXTENDS Naturals, Bags, TLC
VARIABLE x
ASSUME ([a |-> 0] (-) 1) # 1
Init == x = 0
Next == x' = x
====
