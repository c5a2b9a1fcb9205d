---- MODULE ConstantSetMapMember ----
\* A constant definition is normalised at start-up (deepNormalize): membership is a binary search worded by the value sought.
EXTENDS Naturals
VARIABLES x, y
Doubles == {2*i : i \in 1..40}
Init == x = {1, 2} /\ y = 0
Next == /\ y = 0
        /\ x' = x
        /\ y' = IF "a" \in Doubles THEN 1 ELSE 2
====
