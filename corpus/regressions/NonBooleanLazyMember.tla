---- MODULE NonBooleanLazyMember ----
\* membership in a lazy {y \\in Nat : P}: SetPredValue.member's words
EXTENDS Naturals, FiniteSets
VARIABLE x
Init == x = 0
Next == x < 3 /\ x' = x + 1
Inv == x = 1 => 3 \in {y \in Nat : y}
====
