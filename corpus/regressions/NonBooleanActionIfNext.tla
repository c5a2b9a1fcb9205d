---- MODULE NonBooleanActionIfNext ----
\* an IF of Next whose condition is an integer: getNextStates' words, the IF's location glued on; the condition is no nested position
EXTENDS Naturals, FiniteSets
VARIABLE x
Init == x = 0
Next == IF (IF x = 1 THEN 1 ELSE TRUE) THEN x' = x + 1 ELSE x' = 0
Inv == x \in Nat
====
