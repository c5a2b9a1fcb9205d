---- MODULE InvariantReadsInner ----
\* Instantiated by InvariantReads with `a <- y + 1`: Pos reads y there.
EXTENDS Naturals
CONSTANT b
VARIABLE a
Pos == a > 0 /\ b > 0
====
