---- MODULE RecursionOperatorArguments ----
\* Recursion through operator parameters and LET RECURSIVE operators, at depths TLC
\* reaches (its Java stack overflows at a few hundred levels, fewer inside an action);
\* tla2ts runs them on an explicit stack (100,000-deep cases: recursion.test.ts).
EXTENDS Integers
RECURSIVE Iter(_, _, _)
Iter(f(_), v, n) == IF n = 0 THEN v ELSE Iter(f, f(v), n - 1)
RECURSIVE Fold(_, _, _)
Fold(op(_, _), acc, n) == IF n = 0 THEN acc ELSE op(n, Fold(op, acc, n - 1))
Sum(n) == LET RECURSIVE S(_) S(k) == IF k = 0 THEN 0 ELSE k + S(k - 1) IN S(n)
Inc(a) == a + 1
VARIABLES x, y
Init == x = 0 /\ y = 0
Next == /\ x < 150
        /\ x' = Iter(Inc, x, 1 + (x % 3))
        /\ y' \in {Fold(LAMBDA a, b : b - a, Sum(x % 7), 30) % 1000, Sum(120) % 7}
Inv == y \in -1000..1000
====
