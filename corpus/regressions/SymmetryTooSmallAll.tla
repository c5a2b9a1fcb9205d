---- MODULE SymmetryTooSmallAll ----
\* Every operand of the SYMMETRY set a singleton (docs/semantics.md, sweep5): as many operands
\* as permutations, so TLC names them all ("The sets C, and D have been defined ...") and checks
\* without symmetry. TLC: Inv violated at depth 2 (exit 12).
EXTENDS Naturals, TLC
CONSTANTS c1, d1
VARIABLES x
C == {c1}
D == {d1}
Sym == Permutations(C) \cup Permutations(D)
Init == x = c1
Next == x' = IF x = c1 THEN d1 ELSE c1
Inv == x = c1
====
