---- MODULE DeferredSetUpdatesOk ----
\* (S \ {t}) \cup {t2}, S \ {t}, S \cup {t2} on sets of records, no violation: every state explored.
\* TLC: no error, 9217 generated, 512 distinct, depth 14.
EXTENDS Naturals
VARIABLES tasks
Init == tasks = {[id |-> 1, st |-> "new"], [id |-> 2, st |-> "new"]}
Progress(t, s2) == tasks' = (tasks \ {t}) \cup {[t EXCEPT !.st = s2]}
Next == \/ \E t \in tasks, s2 \in {"new", "run", "done"} : Progress(t, s2)
        \/ \E t \in tasks : t.st = "done" /\ tasks' = tasks \ {t}
        \/ \E i \in 1..3 : tasks' = tasks \cup {[id |-> i, st |-> "new"]}
Inv == \A t \in tasks : t.id \in 1..3
====
