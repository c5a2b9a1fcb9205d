---- MODULE EnabledInvariantPrimed ----
\* An invariant asking ENABLED of an action that primes a definition reading a variable the action
\* leaves unassigned (y): TLC's Tool.enabled looks y up in its partial next state and fails (exit 75
\* on the initial state); with every variable the definition reads assigned it would not.
EXTENDS Naturals
VARIABLES x, y
Inv2 == x \in 0..5 /\ y = 0
Init == x = 0 /\ y = 0
Next == x < 3 /\ x' = x + 1 /\ y' = y
Spec == Init /\ [][Next]_<<x, y>>
Inv9 == ENABLED (x' = x + 1 /\ Inv2')
====
