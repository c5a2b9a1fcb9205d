---- MODULE CopiesInNonBagAssume ----
\* CopiesIn("a", [a |-> "x"]): the count found is no integer, the second argument 'should be a bag'
EXTENDS Naturals, Bags, TLC
VARIABLE x
ASSUME CopiesIn("a", [a |-> "x"]) = 0
Init == x = 0
Next == x' = x
====
