---- MODULE SymmetryTooSmall ----
\* TLC's warning for a symmetry set of fewer than two elements (docs/semantics.md, sweep5):
\* Permutations(MCB) with MCB = {b1} moves no model value, so TLC names it, by the constant the
\* .cfg overrides with it (B <- MCB): "The set B has been defined to be a symmetry set but
\* contains less than two elements." The group of A's permutations stays: 1 initial state of 2.
\* TLC: no error, 2 distinct, 4 generated, depth 2 (exit 0).
EXTENDS Naturals, TLC
CONSTANTS A, B, a1, a2, b1
VARIABLES x, y, n
MCB == {b1}
Sym == Permutations(A) \cup Permutations(MCB)
Init == x \in A /\ y \in B /\ n = 0
Next == n < 1 /\ x' \in A /\ n' = n + 1 /\ UNCHANGED y
====
