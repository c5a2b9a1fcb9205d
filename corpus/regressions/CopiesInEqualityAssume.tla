---- MODULE CopiesInEqualityAssume ----
\* CopiesIn(1, [a |-> "x"]): IntValue.equals against "a" wrapped in CopiesIn's words
EXTENDS Naturals, Bags, TLC
VARIABLE x
ASSUME CopiesIn(1, [a |-> "x"]) = 0
Init == x = 0
Next == x' = x
====
