---- MODULE UnboundedChooseNext ----
\* An unbounded CHOOSE evaluated in Next (docs/semantics.md, sweep5): TLC's Assert.fail in Tool,
\* "Make sure that the expression is of form CHOOSE x \in S: P(x)." and the CHOOSE's location
\* after the message, a RuntimeException while computing successors (exit 75).
EXTENDS Naturals
VARIABLE x
NoVal == CHOOSE v : v \notin Nat
Init == x = 0
Next == x' = IF x = 1 THEN NoVal ELSE x + 1
====
