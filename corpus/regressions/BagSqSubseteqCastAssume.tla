---- MODULE BagSqSubseteqCastAssume ----
\* [a |-> 1] \sqsubseteq [a |-> "x"]: SqSubseteq's ClassCastException
EXTENDS Naturals, Bags, TLC
VARIABLE x
ASSUME [a |-> 1] \sqsubseteq [a |-> "x"]
Init == x = 0
Next == x' = x
====
