---- MODULE FairnessTautology ----
\* TLC's start-up warning EC 2258 (SpecProcessor.processConfig): a SPECIFICATION and exactly one
\* PROPERTY, and every temporal conjunct of the specification reached through a definition of the
\* property's name: the property can never be violated. TLC's test model Github1198 (A, B, C warn;
\* D with the definition under \A, E with two properties, G with a fairness conjunct of its own
\* do not). The property is still checked.
EXTENDS Naturals
VARIABLE b
Init == b = 0
Next == b' = (b + 1) % 3
S1 == WF_b(Next)
S2 == \A i \in {1, 2} : S1
Live == S1 /\ S2
Spec == Init /\ [][Next]_b /\ Live
====
