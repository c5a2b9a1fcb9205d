---- MODULE PrimedLetRecursiveError ----
EXTENDS Naturals
VARIABLE v
Init == v = 0
Next == v' = v + 1 /\ (LET RECURSIVE R(_) R(n) == IF n = 0 THEN 10 \div (2 - v) ELSE R(n - 1) IN R(v))' > 0
====
