---- MODULE InvariantSkipLevel ----
\* An invariant reading TLCGet("level") is evaluated on every new state, even one whose
\* variables are all its parent's: x never changes, yet Inv fails at level 4
\* (compiler/analyse/readSets.ts: TLCGet reads everything; docs/semantics.md,
\* "Invariants of unchanged variables").
\* Expected (TLC): Invariant Inv is violated, 4 distinct states, 4 generated, depth 4.
EXTENDS Naturals, TLC
VARIABLES x, y
Init == x = 0 /\ y = 0
Next == y < 5 /\ y' = y + 1 /\ UNCHANGED x
Inv == TLCGet("level") < 4 \/ x > 0
====
