---- MODULE NonBooleanActionIfInit ----
\* an IF of Init whose condition is a set: getInitStates' words, the IF's location on the next line
EXTENDS Naturals, FiniteSets
VARIABLE x
Init == IF {1} THEN x = 0 ELSE x = 1
Next == x < 3 /\ x' = x + 1
Inv == x \in Nat
====
