---- MODULE StringFcnRecord ----
\* A record kept in a state: TLC's RecordValue words for a field outside it.
EXTENDS Naturals
VARIABLES r, n
Init == r = [a |-> 0, b |-> 0] /\ n = 0
Next == n < 2 /\ r' = [r EXCEPT !.a = @ + 1] /\ n' = n + 1
Inv == n < 2 \/ r.z = 0
====
