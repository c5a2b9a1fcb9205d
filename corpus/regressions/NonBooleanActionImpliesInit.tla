---- MODULE NonBooleanActionImpliesInit ----
\* P => Q in Init with P a set: getInitStates' sentence, its period glued to the location on the next line
EXTENDS Naturals
VARIABLE x
Init == /\ {2} => x = 1
        /\ x = 0
Next == x' = x
====
