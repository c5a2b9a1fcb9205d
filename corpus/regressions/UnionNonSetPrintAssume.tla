---- MODULE UnionNonSetPrintAssume ----
\* PrintT(UNION {1, 2}) in an ASSUME: normalising to print enumerates, the PrintT override wraps UnionValue's words
EXTENDS Naturals, Sequences, FiniteSets, TLC
VARIABLE x
ASSUME PrintT(UNION {1, 2})
Init == x = 0
Next == x' = x
====
