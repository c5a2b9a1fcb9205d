---- MODULE EnabledInstanceInsideExprM ----
EXTENDS Naturals
VARIABLE x
vars == <<x>>
Init == x = 0
Inc == x < 2 /\ x' = x + 1
Spec == Init /\ [][Inc]_vars
====
