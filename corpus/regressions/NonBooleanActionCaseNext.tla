---- MODULE NonBooleanActionCaseNext ----
\* a CASE guard of Next that is an integer: getNextStates names the arm's body, the guard is no nested position
EXTENDS Naturals
VARIABLE x
Init == x = 0
Next == CASE x = 0 -> x' = 1
          [] x + 1 -> x' = 2
          [] OTHER -> x' = 0
====
