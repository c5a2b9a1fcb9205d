---- MODULE NonBooleanOr ----
\* P \/ Q with Q a tuple
EXTENDS Naturals, FiniteSets
VARIABLE x
Init == x = 0
Next == x < 3 /\ x' = x + 1
Inv == x = 1 => (FALSE \/ <<1>>)
====
