---- MODULE StringFcnRecordApply ----
\* A record applied to a string outside its fields: TLC's RecordValue.apply words
\* (a function on strings says "Attempted to apply function" instead).
EXTENDS Naturals
VARIABLES r, n
Init == r = [a |-> 0, b |-> 0] /\ n = 0
Next == n < 2 /\ r' = [r EXCEPT !.a = @ + 1] /\ n' = n + 1
Inv == n < 2 \/ r["z"] = 0
====
