---- MODULE PropertyStartupErrorAssume ----
EXTENDS Naturals
VARIABLE x
Init == x = 0
Next == x' = 1 - x
ASSUME 1 = 2
Live == (<<>> = "c") ~> (x = 1)
Spec == Init /\ [][Next]_x
====
