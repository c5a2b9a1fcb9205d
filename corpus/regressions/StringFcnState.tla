---- MODULE StringFcnState ----
\* Functions on strings TLC holds as FcnRcdValues (built by [x \in S |-> e], :>, @@,
\* TLCEval of a record, [S -> T]) kept in a state and read back from the queue, next to
\* records: only a field outside the domain is worded differently (difftest --rich seed 45).
EXTENDS Naturals, TLC
VARIABLES f, g, r, n
Init == /\ f = [x \in {"a", "b"} |-> 0]
        /\ g = ("c" :> 1) @@ [d |-> 2]
        /\ r = [a |-> 0, b |-> 0]
        /\ n = 0
Next == /\ n < 3
        /\ f' = [f EXCEPT !["a"] = @ + 1]
        /\ g' = g
        /\ r' = [r EXCEPT !.a = @ + 1]
        /\ n' = n + 1
Inv == n < 3 \/ f.z = 0
====
