---- MODULE NonBooleanLeafNext ----
\* a set as a disjunct's conjunct in Next: getNextStates evaluates the operator it does not walk, the value and the set's location
EXTENDS Naturals
VARIABLE x
Init == x = 0
Next == \/ x' = x + 1 /\ x < 2
        \/ x = 2 /\ {x}
====
