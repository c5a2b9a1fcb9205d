---- MODULE InitialStateErrorSpecification ----
\* An invariant that fails to evaluate on an initial state, the behaviour given by SPECIFICATION:
\* TLC's processConfigSpec takes the body of `Init` (a zero-arity state-level definition) as the
\* initial predicate, so the positions start with that body, not with `Init` in Spec.
EXTENDS Naturals
VARIABLE x, y
Init == /\ x \in {2, 0, 1}
        /\ \E k \in {3} : y = k
Next == UNCHANGED <<x, y>>
Spec == Init /\ [][Next]_<<x, y>>
Bound == y \div x > 0
====
