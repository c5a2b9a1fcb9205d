---- MODULE ErrorWordingDomainInvariant ----
\* DOMAIN of a set in an invariant: "(a set of the form {e1, ... ,eN})" and the DOMAIN's own
\* location (not the invariant's), though no invariant error is replayed for positions.
EXTENDS Naturals
VARIABLE x
Init == x = 0
Next == x < 3 /\ x' = x + 1
Inv == x = 1 => DOMAIN {x, 2} = {}
====
