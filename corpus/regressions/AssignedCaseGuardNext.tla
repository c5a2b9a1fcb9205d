---- MODULE AssignedCaseGuardNext ----
\* a CASE conjunct after every variable is assigned with a non-boolean guard: eval's words naming the guard, not the arm's body
EXTENDS Naturals, TLC
VARIABLE x
Init == x = 0
Next == /\ x' = x + 1
        /\ CASE x -> TRUE [] OTHER -> TRUE
====
