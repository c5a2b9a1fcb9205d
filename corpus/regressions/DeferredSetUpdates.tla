---- MODULE DeferredSetUpdates ----
\* Successors assigning S \ {x}, S \cup {y} and (S \ {x}) \cup {y} as their last step
\* (the shapes a deferred-set-update attempt, branch fpdefer 4dc99c7, built lazily): counts, the invariant
\* on new states and the trace's values.
\* TLC: invariant NotFull violated, 4401 generated, 376 distinct, depth 7, 7-state trace.
EXTENDS Naturals, FiniteSets
VARIABLES x, y
vars == <<x, y>>
Init == x = {1, 3, 5} /\ y = 0
Swap == \E e \in x : /\ y' = (y + 1) % 3
                     /\ x' = (x \ {e}) \cup {(e + 2) % 7}
Drop == \E e \in x : /\ Cardinality(x) > 1
                     /\ y' = y
                     /\ x' = x \ {e}
Add  == \E e \in 0..6 : /\ y' = y
                        /\ x' = x \cup {e}
Next == Swap \/ Drop \/ Add
TypeOK == x \subseteq 0..6 /\ Cardinality(x) >= 1 /\ y \in 0..2
NotFull == ~(x = {0, 2, 4, 6} /\ y = 2)
====
