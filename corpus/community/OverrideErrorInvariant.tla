---- MODULE OverrideErrorInvariant ----
\* An error in TLCCache's argument inside an invariant: the invariant's failure, the wrapped cause on its own line.
EXTENDS Naturals, TLC, TLCExt
VARIABLE x
Init == x = 0
Next == x' = x + 1
Inv == x < 1 \/ TLCCache(1 \div (x - 1), {}) = 1
====
