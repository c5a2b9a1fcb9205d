---- MODULE FairnessUnassignedVariable ----
EXTENDS Naturals
VARIABLES x, y
vars == <<x, y>>
Init == x = 0 /\ y = 0
A == x < 2 /\ x' = x + 1
Next == A /\ y' = y
Spec == Init /\ [][Next]_vars /\ WF_y(A)
Prop == <>(x = 2)
====
