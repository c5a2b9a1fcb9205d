-------------------------- MODULE LazyFcnDefinition --------------------------
(* Function definitions used as values: g (constant) and h (reading x) are   *)
(* passed to operators that apply them at safe points only, one of them      *)
(* recursively, as GameOfLife's Sum(sc, points); TLC never evaluates g[0].   *)
(* Expected (TLC): no error, 3 distinct states, 3 generated, depth 3.       *)
EXTENDS Naturals, FiniteSets
VARIABLE x
Ap(f, p) == f[p]
RECURSIVE Sum(_, _)
Sum(f, S) == IF S = {} THEN 0
             ELSE LET y == CHOOSE y \in S : TRUE IN f[y] + Sum(f, S \ {y})
g[k \in 0..3] == 12 \div k
h[k \in 0..3] == (12 + x) \div k
c == [k \in 0..3 |-> 12 \div k]
Init == x = 0
Next == /\ x < 60
        /\ x' = x + Ap(g, 1) + Sum(h, {1, 2, 3}) + c[4 - 1] - 20 - x \div 2
==============================================================================
