---- MODULE ChooseNoWitnessInvariant ----
\* A CHOOSE without witness in an invariant: the CHOOSE's own location after the message, not
\* the invariant's (TLC's Assert.fail at the CHOOSE).
EXTENDS Naturals
VARIABLE x
Init == x = 0
Next == x < 3 /\ x' = x + 1
Inv == x = 1 => (CHOOSE y \in {1, 2} : y > 5) = 1
====
