---- MODULE ConstantInvariantValue ----
\* A constant-level INVARIANT settled at start-up (docs/semantics.md, sweep5): Inv1, TRUE, is
\* dropped with TLC's warning (EC.TLC_INVARIANT_CONSTANT_LEVEL); Inv2, a set, stops TLC while it
\* reads the .cfg: "The invariant of Inv2 is equal to {1}" (exit 151), no counts, no outdegree.
EXTENDS Naturals
VARIABLE x
Init == x = 0
Next == x < 2 /\ x' = x + 1
Inv1 == 1 + 1 = 2
Inv2 == {1}
====
