---- MODULE BagDiffCastAssume ----
\* [a |-> 1] (-) [a |-> "x"]: BagDiff casts the count "x" to IntValue, a ClassCastException in the override's words
EXTENDS Naturals, Bags, TLC
VARIABLE x
ASSUME ([a |-> 1] (-) [a |-> "x"]) # 1
Init == x = 0
Next == x' = x
====
