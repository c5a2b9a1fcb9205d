---- MODULE CaseNoArm ----
\* A CASE without a true arm and without OTHER: TLC's Assert.fail at the CASE, a RuntimeException
\* (its location appended; unexpected while computing successors), in Next and in an invariant.
EXTENDS Naturals
VARIABLE x
Init == x = 0
Next == x' = (CASE x = 0 -> 1 [] x = 1 -> 2)
Inv == (CASE x < 2 -> TRUE [] x = 5 -> FALSE)
====
