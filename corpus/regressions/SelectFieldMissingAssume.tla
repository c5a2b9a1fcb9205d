---- MODULE SelectFieldMissingAssume ----
\* A record without the field, in an ASSUME: TLC appends the location of the `r.b`
\* (the inner one), not the assumption's.
EXTENDS Integers
R == [b |-> 2, a |-> [c |-> 3]]
ASSUME \A k \in {1, 2} : R.a.d = k
====
