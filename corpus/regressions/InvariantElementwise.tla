---- MODULE InvariantElementwise ----
\* Invariants `\A t \in tasks : B` (B with a pairwise `\A t2 \in tasks : Q`) and
\* `tasks \in SUBSET S`: a successor shares most elements of its parent's set, and some
\* steps change only another variable (owner) or only that one.
EXTENDS Integers
VARIABLES tasks, owner
Ids == 1..3
Init == tasks = {} /\ owner = 0
Add(i) == /\ i \notin {t.id : t \in tasks}
          /\ tasks' = tasks \cup {[id |-> i, st |-> 0]}
          /\ UNCHANGED owner
Step(t) == /\ t.st < 2
           /\ tasks' = (tasks \ {t}) \cup {[t EXCEPT !.st = @ + 1]}
           /\ UNCHANGED owner
Own == owner' = (owner + 1) % 2 /\ UNCHANGED tasks
Both(t) == /\ t.st > 0
           /\ tasks' = (tasks \ {t}) \cup {[t EXCEPT !.st = @ - 1]}
           /\ owner' = 1 - owner
Next == (\E i \in Ids : Add(i)) \/ (\E t \in tasks : Step(t) \/ Both(t)) \/ Own
Inv == \A t \in tasks :
         /\ t.st \in 0..2
         /\ owner \in {0, 1}
         /\ \A t2 \in tasks : t.id = t2.id => t = t2
Ordered == \A t \in tasks : \A t2 \in tasks : t.id < t2.id => t.st <= t2.st + 2
TypeOK == tasks \in SUBSET [id : Ids, st : 0..2]
====
