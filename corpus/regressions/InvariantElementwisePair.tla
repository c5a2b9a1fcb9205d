---- MODULE InvariantElementwisePair ----
\* `Ordered` is violated only by a pair (old t, new t2): t2 is new and smaller in st, while
\* t2 with each element (t2, t) holds; the violation must still be found.
EXTENDS Integers
VARIABLES tasks
Init == tasks = {[id |-> 1, st |-> 0]}
Next == \/ \E t \in tasks : /\ t.st < 2
                            /\ tasks' = (tasks \ {t}) \cup {[t EXCEPT !.st = @ + 1]}
        \/ /\ \A t \in tasks : t.id < 2
           /\ tasks' = tasks \cup {[id |-> 2, st |-> 0]}
Ordered == \A t \in tasks : \A t2 \in tasks : t.id < t2.id => t.st <= t2.st
====
