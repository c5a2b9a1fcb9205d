---- MODULE StringFcnApply ----
\* Application outside the domain, in Next, of a function on strings TLC holds as a
\* FcnRcdValue (TLCEval of a record): FcnRcdValue.apply asks "a" = 1 first.
EXTENDS Naturals, TLC
VARIABLES h, n
Init == h = TLCEval([a |-> 1]) /\ n = 0
Next == n' = n + 1 /\ h' = IF n = 1 THEN [h EXCEPT !["a"] = h[1]] ELSE h
====
