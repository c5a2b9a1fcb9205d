---- MODULE UnionNonSetInit ----
\* x \in UNION {1, 2} in Init: TLC's UnionValue keeps the integers and refuses to enumerate them in its own words
EXTENDS Naturals, Sequences, FiniteSets, TLC
VARIABLE x
Init == x \in UNION {1, 2}
Next == x' = x
====
