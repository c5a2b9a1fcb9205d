---- MODULE ForallWalkOrder ----
\* A \A walked as an action (its first instance assigns x): TLC descends into the first instance
\* and conses the others onto its list of parts to do, each in front of the ones before, so they
\* run last to second (4, 3, 2): the Assert fails for i = 3 first, exit 14. Once x is assigned
\* each is evaluated as a value: the positions of the instances that held are gone.
EXTENDS Naturals, TLC
VARIABLE x
Init == x = 0
Next == \A i \in {1, 2, 3, 4} : IF i = 1 THEN x' = x + 1 ELSE (i > 1 /\ Assert(i = 4, i))
====
