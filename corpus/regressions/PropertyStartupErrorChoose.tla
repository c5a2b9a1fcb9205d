---- MODULE PropertyStartupErrorChoose ----
EXTENDS Naturals
VARIABLE x
Init == x = 0
Next == x' = 1 - x
Live == ((CHOOSE y \in {} : TRUE) = 1) ~> (x = 1)
Spec == Init /\ [][Next]_x
====
