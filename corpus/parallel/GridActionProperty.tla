---- MODULE GridActionProperty ----
\* The action property fails on one step out of a state many parents reach.
EXTENDS Naturals
VARIABLES x, y
vars == <<x, y>>
Init == x = 0 /\ y \in 0..2
Next == \/ x < 5 /\ x' = x + 1 /\ UNCHANGED y
        \/ y < 5 /\ y' = y + 1 /\ UNCHANGED x
        \/ x = 3 /\ y = 4 /\ x' = 0 /\ UNCHANGED y
Spec == Init /\ [][Next]_vars
NeverBack == [][x' >= x]_vars
====
