---- MODULE EnabledPrimedDefinition ----
\* ENABLED of a fairness action that primes a definition before assigning anything (MCAlternatingBit's
\* `WF_msgQ(~ABTypeInv')`): TLC's Tool.enabled evaluates ~Inv' in an empty next state and fails on x
\* at the first state whose successors it labels (2 states generated, 1 left), exit 255; reading the
\* ENABLED off Next's successors instead never fails (and reported the deadlock at x = 3).
EXTENDS Naturals
VARIABLES x, y
Inv == x \in 0..3
Init == x = 0 /\ y = 0
Next == x < 3 /\ x' = x + 1 /\ y' = y
Spec == Init /\ [][Next]_<<x, y>> /\ WF_x(~Inv')
Prop == <>(x = 3)
====
