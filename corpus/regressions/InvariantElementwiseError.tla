---- MODULE InvariantElementwiseError ----
\* A new element of `tasks` makes B fail on itself (\div by 0) and on the pair it forms
\* with an older element that TLC walks first (F applied outside its domain): TLC reports
\* the pair's error, met first in its order.
EXTENDS Integers
VARIABLES tasks
F == [i \in 1..3 |-> 1]
Init == tasks = {[a |-> 1, d |-> 1, k |-> 1]}
Next == /\ tasks = {[a |-> 1, d |-> 1, k |-> 1]}
        /\ tasks' = tasks \cup {[a |-> 2, d |-> 0, k |-> 7]}
Inv == \A t \in tasks :
         /\ 10 \div t.d > 0
         /\ \A t2 \in tasks : F[t2.k] + t.a > 0
====
