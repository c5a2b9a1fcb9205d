---- MODULE NonBooleanFilterNext ----
\* a set filter's predicate that is an integer, filtered in a loop in Next
EXTENDS Naturals, FiniteSets
VARIABLE x
Init == x = 0
Next == x < 3 /\ x' = IF x = 1 THEN {y \in {1,2} : y} ELSE x + 1
Inv == x \in Nat
====
