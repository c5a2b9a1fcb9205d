---- MODULE NonBooleanConjList ----
\* a bullet-list conjunct that is a variable: 'a formula in a conjunction' and the conjunct's location
EXTENDS Naturals, FiniteSets
VARIABLE x
Init == x = 0
Next == x < 3 /\ x' = x + 1
Cond == /\ TRUE
        /\ x
        /\ TRUE
Inv == x = 1 => Cond
====
