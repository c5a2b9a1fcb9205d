---- MODULE LivenessInitialEvalException ----
\* A tableau predicate raising an EvalException (\div by 0) on every initial state, in P ~> Q with a state-level Q:
\* no "While working on the initial state" (TLC records the state only for its RuntimeExceptions), positions from
\* the replay's second initial state (the first is seen), 2 states counted, exit 75.
EXTENDS Naturals
VARIABLES v1, v2
vars == <<v1, v2>>
Init == v1 \in 0..1 /\ v2 \in 0..1
Next == UNCHANGED vars
Spec == Init /\ [][Next]_vars
Prop == (6 \div (v1 - v1) > 0) ~> (v2 = 7)
====
