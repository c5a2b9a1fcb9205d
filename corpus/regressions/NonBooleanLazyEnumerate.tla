---- MODULE NonBooleanLazyEnumerate ----
\* \E over a lazy {y \\in SUBSET S : P}: SetPredValue's Enumerator's words
EXTENDS Naturals, FiniteSets
VARIABLE x
Init == x = 0
Next == x < 3 /\ x' = x + 1
Inv == x = 1 => \E z \in {y \in SUBSET {1, 2} : 1} : TRUE
====
