---- MODULE AssignedCaseValueNext ----
\* a CASE conjunct after every variable is assigned whose arm is 7: named by the whole CASE
EXTENDS Naturals, TLC
VARIABLE x
Init == x = 0
Next == /\ x' = x + 1
        /\ CASE x = 1 -> 7 [] OTHER -> TRUE
====
