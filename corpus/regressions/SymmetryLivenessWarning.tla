---- MODULE SymmetryLivenessWarning ----
EXTENDS Naturals, TLC, FiniteSets
CONSTANTS P1, P2, P3
Procs == {P1, P2, P3}
VARIABLE owner, cnt
Init == owner = P1 /\ cnt = [p \in Procs |-> 0]
Pass(p) == owner # p /\ owner' = p /\ cnt' = [cnt EXCEPT ![p] = (@ + 1) % 3]
Next == \E p \in Procs : Pass(p)
vars == <<owner, cnt>>
Spec == Init /\ [][Next]_vars /\ \A p \in Procs : WF_vars(Pass(p))
Sym == Permutations(Procs)
Live == \A p \in Procs : []<>(owner = p)
Live2 == <>[](cnt[P1] = 0)
Live3 == (owner = P1) ~> (owner = P2)
====
