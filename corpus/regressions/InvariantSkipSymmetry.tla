---- MODULE InvariantSkipSymmetry ----
\* Under SYMMETRY the queue holds the states as generated, not their representatives:
\* (p2, 0) is checked and expanded as itself (its representative (p1, 0) would violate
\* NotP1), so NotP1 holds in (p2, 1), (p2, 2) because it held in their parents, x being
\* unchanged; the step to x = p1 changes x and is checked (docs/semantics.md,
\* "Invariants of unchanged variables").
\* Expected (TLC): Invariant NotP1 is violated, 4 distinct states, 4 generated, depth 4.
EXTENDS Naturals, TLC
CONSTANT P
VARIABLES x, c
Min == CHOOSE p \in P : TRUE
Init == x = (CHOOSE p \in P : p # Min) /\ c = 0
Next == \/ c < 2 /\ c' = c + 1 /\ UNCHANGED x
        \/ c = 2 /\ x' = Min /\ c' = 10
NotP1 == x # Min
Sym == Permutations(P)
====
