---- MODULE UnboundedChooseInvariant ----
\* An unbounded CHOOSE evaluated in an invariant (docs/semantics.md, sweep5): the location
\* printed after TLC's message is the CHOOSE's own, not the invariant's (exit 76).
EXTENDS Naturals
VARIABLE x
Init == x = 0
Next == x < 2 /\ x' = x + 1
Inv == x = 1 => x = CHOOSE v : v \notin Nat
====
