---- MODULE PrefixConstantNotAccepting ----
\* P ~> FALSE: its negation <>(P /\ []TRUE) keeps []TRUE (TLC folds no constant through [] or <>),
\* so no tableau node is empty and TLC finds the violation after the search, with a stuttering step.
EXTENDS Naturals
VARIABLE x
Init == x = 0
Next == x < 2 /\ x' = x + 1
Spec == Init /\ [][Next]_x
Live == (x = 1) ~> (\A y \in {1} : FALSE)
====
