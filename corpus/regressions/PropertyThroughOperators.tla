---- MODULE PropertyThroughOperators ----
\* A PROPERTY whose []P conjuncts are reached through operator applications with
\* arguments, or under \A over a constant set, is checked by TLC as an invariant during
\* the search (processConfigProps): it stops at the first state violating P, exit 12.
\* TLC, Applied.cfg: "Invariant Box is violated", 4 states generated, 4 distinct, depth 4.
\* TLC, ForEach.cfg: "Invariant line 19, col 44 to line 19, col 60 of module
\* PropertyThroughOperators is violated", 5 generated, 5 distinct, depth 5.
\* tla2ts used to check both as temporal properties (exit 13, after the whole graph).
EXTENDS Naturals
VARIABLE x
Init == x = 0
Next == x' = (x + 1) % 7
Spec == Init /\ [][Next]_x
Below(n, m) == n < m
Box(P(_, _), a, b) == [](P(a, b))
Applied == Box(Below, x, 3)
Eventually(v) == <>(v = 6)
ForEach == /\ Eventually(x)
           /\ \A i \in {4, 5}, j \in {1} : [](x + j < i + 1) /\ <>(x = i)
====
