---- MODULE OverrideErrorNext ----
\* TLCExt!PickSuccessor's own argument check in Next: TLC's wrapper is a RuntimeException it reports as unexpected.
EXTENDS Naturals, TLC, TLCExt
VARIABLE x
Init == x = 0
Next == x' = x + 1 /\ PickSuccessor(1)
====
