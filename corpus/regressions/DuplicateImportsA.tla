---- MODULE DuplicateImportsA ----
\* Instantiated by DuplicateImports, which defines K before: SANY keeps that one.
EXTENDS Naturals
VARIABLE x
K == 5
Next == x' = (x + 1) % K
====
