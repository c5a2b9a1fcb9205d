---- MODULE LazyArgRecursive ----
\* A recursive operator passes a failing argument down and never uses it: TLC completes.
EXTENDS Naturals
VARIABLE x
RECURSIVE R(_, _)
R(k, a) == IF k = 0 THEN 0 ELSE R(k - 1, a)
Init == x = 0
Next == x < 3 /\ x' = x + 1 + R(3, CHOOSE y \in {} : TRUE)
====
