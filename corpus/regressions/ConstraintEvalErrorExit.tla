---- MODULE ConstraintEvalErrorExit ----
EXTENDS Naturals
VARIABLE x
Init == x = 0
Next == x < 3 /\ x' = x + 1
Cons == [i \in 1..2 |-> IF x = 2 THEN i \div 0 ELSE i][1] = 1
====
