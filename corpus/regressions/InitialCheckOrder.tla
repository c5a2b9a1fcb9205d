---- MODULE InitialCheckOrder ----
\* An initial state violating an invariant and a PROPERTY's state-level conjunct: TLC (DoInitFunctor)
\* checks the invariants first, PROPERTY's []P conjuncts among them, then the implied inits, on a new
\* initial state and on one outside the CONSTRAINTs alike.
\* TLC: InitialCheckOrder.cfg: Invariant Inv is violated by the initial state (x = 0);
\* InitialCheckOrderBox.cfg: Invariant Box; InitialCheckOrderConstraint.cfg: Property PInit by x = 3.
EXTENDS Naturals
VARIABLE x
Init == x \in {3, 0, 1}
Next == x' = x
Spec == Init /\ [][Next]_x
Inv == x > 0
PInit == x < 3
PLive == x # 0
Live == PLive /\ <>(x = 0)
Box == [](x > 0)
InModel == x < 3
====
