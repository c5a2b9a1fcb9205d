---- MODULE InitialStateInvariantError ----
\* An invariant that fails to evaluate on an initial state: TLC checks it while Init
\* computes the state, so it prints no behaviour and its positions start with Init's.
EXTENDS Naturals
VARIABLE x, y
Init == /\ x \in {2, 0, 1}
        /\ \E k \in {3} : y = k
Next == UNCHANGED <<x, y>>
Inv == y \div x > 0
====
