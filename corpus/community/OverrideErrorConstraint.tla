---- MODULE OverrideErrorConstraint ----
\* TLCGet's argument check in a CONSTRAINT (evaluated while computing successors).
EXTENDS Naturals, TLC
VARIABLE x
Init == x = 0
Next == x' = x + 1
C == x < 1 \/ TLCGet(x = 1) = 1
====
