---- MODULE EnabledAngleUnassigned ----
EXTENDS Naturals
VARIABLES x, y
vars == <<x, y>>
Init == x = 0 /\ y = 0
A == x < 2 /\ x' = x + 1
Next == A /\ y' = y
Inv == ENABLED <<A>>_vars
====
