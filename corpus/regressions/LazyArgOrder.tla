---- MODULE LazyArgOrder ----
\* Two failing arguments: the body uses b before a, so TLC (LazyValue) reports b's
\* error, not the first argument's.
EXTENDS Naturals
VARIABLE x
G(a, b) == b + a
Init == x = 0
Next == x < 3 /\ x' = G(CHOOSE y \in {} : TRUE, x \div 0)
====
