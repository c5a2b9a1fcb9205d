---- MODULE DivideByZero ----
\* An evaluation error on one successor in the middle of a level.
EXTENDS Naturals
VARIABLES x, y
Init == x = 0 /\ y \in 0..2
Next == \/ x < 6 /\ x' = x + 1 /\ UNCHANGED y
        \/ y < 6 /\ y' = y + 1 /\ UNCHANGED x
        \/ x = 3 /\ x' = 10 \div (y - 3) /\ UNCHANGED y
====
