---- MODULE NonBooleanActionImpliesNext ----
\* P => Q in Next with P an integer: getNextStates' 'of the form P => Q, P was' and the =>'s location
EXTENDS Naturals
VARIABLE x
Init == x = 0
Next == /\ x < 2
        /\ (IF x = 1 THEN 7 ELSE TRUE) => x' = x + 1
        /\ x' = x + 1
====
