---- MODULE AssignedIfConditionNext ----
\* an IF conjunct after every variable is assigned with a non-boolean condition: eval's words (not getNextStates'), the IF on the stack
EXTENDS Naturals, TLC
VARIABLE x
Init == x = 0
Next == /\ x' = x + 1
        /\ IF x THEN TRUE ELSE TRUE
====
