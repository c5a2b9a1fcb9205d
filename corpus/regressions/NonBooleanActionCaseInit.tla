---- MODULE NonBooleanActionCaseInit ----
\* a CASE guard of Init that is a set: getInitStates' words, the arm's body on the next line
EXTENDS Naturals
VARIABLE x
Init == CASE {1} -> x = 1
          [] OTHER -> x = 0
Next == x' = x
====
