---- MODULE DuplicateImports ----
\* A name imported into a module that already has it is only SANY's warning "Multiple
\* declarations or definitions for symbol": the first binding is kept (EXTENDS: any two
\* definitions; unnamed INSTANCE: same arity). Here K is 3 (not A's 5, though A's Next
\* still uses its own K), Step is 2 and Cap(_) is B's, so Inv fails at x = 4.
\* TLC 2026.04: Invariant Inv is violated; 5 distinct states, 5 generated, depth 5.
EXTENDS Naturals, DuplicateImportsB, DuplicateImportsC
VARIABLE x
K == 3
INSTANCE DuplicateImportsA
Init == x = 0
Inv == x < Cap(K) + Step - 1
====
