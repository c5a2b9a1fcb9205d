---- MODULE NonBooleanStringLeafNext ----
\* a string literal reached by Next's walk: 'not a boolean expression' and the StringNode's location (not its image)
EXTENDS Naturals
VARIABLE x
Init == x = 0
Next == /\ IF x = 1 THEN "abc" ELSE TRUE
        /\ x' = x + 1
====
