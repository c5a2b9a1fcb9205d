---- MODULE GridInvariant ----
\* Many parents reach each state; the first violation in breadth-first order (and its
\* trace) depends on which parent reaches a state first. A constraint keeps states out
\* of the model (they are still checked), an action constraint cuts some steps.
EXTENDS Naturals
VARIABLES x, y, z
Init == x \in 0..1 /\ y = 0 /\ z = 0
Next == \/ x < 6 /\ x' = x + 1 /\ UNCHANGED <<y, z>>
        \/ y < 6 /\ y' = y + 1 /\ UNCHANGED <<x, z>>
        \/ z < 3 /\ z' = z + 1 /\ UNCHANGED <<x, y>>
        \/ x > 0 /\ y > 0 /\ x' = x - 1 /\ y' = y - 1 /\ UNCHANGED z
Inv == ~(x = 4 /\ y = 3 /\ z = 2)
InModel == x + y < 10
NoBigJump == ~(z = 2 /\ z' = 3 /\ x = 1)
====
