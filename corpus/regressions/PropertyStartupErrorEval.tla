---- MODULE PropertyStartupErrorEval ----
EXTENDS Naturals
VARIABLE x
Init == x = 0
Next == x' = 1 - x
Live == (1 \div 0 = 1) ~> (x = 1)
Spec == Init /\ [][Next]_x
====
