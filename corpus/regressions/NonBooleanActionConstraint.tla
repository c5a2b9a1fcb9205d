---- MODULE NonBooleanActionConstraint ----
\* an ACTION_CONSTRAINT that is an integer: a RuntimeException while computing successors, call stack empty
EXTENDS Naturals
VARIABLE x
Init == x = 0
Next == x' = x + 1
Con == IF x < 2 THEN TRUE ELSE x'
====
