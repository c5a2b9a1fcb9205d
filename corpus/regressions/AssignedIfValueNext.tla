---- MODULE AssignedIfValueNext ----
\* an IF conjunct reached once every variable is assigned: TLC's fast path evaluates it whole, a branch's 1 is named by the IF, only the conjuncts before it on the stack
EXTENDS Naturals, TLC
VARIABLE x
Init == x = 0
Next == /\ x' = x + 1
        /\ IF x = 1 THEN 1 ELSE TRUE
====
