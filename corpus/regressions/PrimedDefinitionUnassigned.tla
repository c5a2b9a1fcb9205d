---- MODULE PrimedDefinitionUnassigned ----
\* A primed definition evaluated before the action assigned the variables it reads: TLC evaluates
\* Inv in its partial next state, whose lookup of x fails ("identifier x is either undefined or not
\* an operator", a RuntimeException, exit 75), as for a primed variable read before it is assigned.
EXTENDS Naturals
VARIABLES x, y
Inv == x \in 0..3
Init == x = 0 /\ y = 0
Next == x < 3 /\ Inv' /\ x' = x + 1 /\ y' = y
====
