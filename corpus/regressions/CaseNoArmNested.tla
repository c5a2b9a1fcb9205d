---- MODULE CaseNoArmNested ----
\* A CASE without a true arm nested in an invariant (inside a tuple tested for membership): TLC's
\* Assert.fail at the CASE, so its message ends with the CASE's location, not the invariant's
\* (difftest seed 200262). Expected (TLC): CaseNoArmNested.out; exit 76.
EXTENDS Naturals
VARIABLE x
Init == x = 0
Next == x' = 1 - x
Inv == x < 1 \/ <<x, (CASE x = 5 -> 1)>> \in {1} \X {1}
====
