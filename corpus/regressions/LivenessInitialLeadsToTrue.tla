---- MODULE LivenessInitialLeadsToTrue ----
\* P ~> TRUE: TLC keeps P in its tableau (<>(P /\ []FALSE)) and evaluates it on each new initial state
\* (DoInitFunctor -> LiveCheck.addInitState): the first one fails, "While working on the initial state"; its replay of
\* Init skips that seen state and fails on the next new one (positions from there; 2 states counted), exit 75.
EXTENDS Naturals
VARIABLES v1, v2
vars == <<v1, v2>>
Init == v1 \in 0..1 /\ v2 \in 0..1
Next == UNCHANGED vars
Spec == Init /\ [][Next]_vars
Prop == (v1 = <<0, 2>>) ~> TRUE
====
