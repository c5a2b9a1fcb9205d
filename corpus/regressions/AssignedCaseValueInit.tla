---- MODULE AssignedCaseValueInit ----
\* Init: a CASE conjunct after x is assigned whose arm is 1: getInitStates' fast path names the CASE
EXTENDS Naturals, TLC
VARIABLE x
Init == /\ x = 0
        /\ CASE x = 0 -> 1 [] OTHER -> TRUE
Next == x' = x + 1
====
