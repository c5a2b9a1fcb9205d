---- MODULE NonBooleanGuardNext ----
\* a guard conjunct of Next that is an IF giving a numeral: getNextStates reaches a NumeralNode, 'The next state relation is not a boolean expression.' and its image
EXTENDS Naturals
VARIABLE x
Init == x = 0
Next == /\ x < 3
        /\ IF x = 1 THEN 1 ELSE TRUE
        /\ x' = x + 1
====
