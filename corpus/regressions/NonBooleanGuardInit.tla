---- MODULE NonBooleanGuardInit ----
\* a conjunct of Init evaluated once every variable is assigned: 'expected a boolean expression, but instead found', off the call stack
EXTENDS Naturals
VARIABLE x
Init == /\ x = 0
        /\ x + 1
Next == x' = x
====
