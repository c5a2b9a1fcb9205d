---- MODULE ViewKeepsFirst ----
\* VIEW identifies states by x alone: the state kept for a view is the first one
\* reached in breadth-first order, and its h decides its successors, so the counts
\* depend on which parent reaches a view first.
EXTENDS Naturals
VARIABLES x, h
Init == x = 0 /\ h = 0
Next == \/ x < 12 /\ x' = x + 1 /\ h' = (h + 1) % 3
        \/ x < 11 /\ x' = x + 2 /\ h' = (h + 2) % 3
        \/ h = 1 /\ x < 10 /\ x' = x + 3 /\ h' = 0
ByX == x
====
