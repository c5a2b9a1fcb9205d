---- MODULE PrimedBeforeAssigned ----
\* A primed variable read before the action assigns it: TLC's lookup of y in the next state fails
\* with a RuntimeException (named without the prime, its location appended), unexpected while it
\* computes successors.
EXTENDS Naturals
VARIABLES x, y
Init == x = 0 /\ y = 0
Next == /\ x' = y' + 1
        /\ y' = 1
====
