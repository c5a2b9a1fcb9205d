---- MODULE CompareKindsSort ----
\* Sorting a set with an element TLC cannot compare: TLC's ValueVec.sort inserts each
\* element by binary search over the sorted prefix, asking `elem.compareTo(prefix[mid])`,
\* so the error names the later element ("b") and the prefix's middle (2), in the words of
\* the later element's class (StringValue: "with non-string:"). TLC: invariant evaluation
\* fails in state 2, 2 distinct / 2 generated, depth 2, exit 76 (docs/semantics.md, sweep4).
EXTENDS Naturals
VARIABLE x
Init == x = 0
Next == x' = 1 - x
Inv == x = 0 \/ {x, 2, 3, "b"} = {}
====
