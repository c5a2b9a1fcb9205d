---- MODULE InNotEnumerableNext ----
\* x' \in Seq(1) in Next: getNextStates' words, a RuntimeException
EXTENDS Naturals, Sequences, FiniteSets, TLC
VARIABLE x
Init == x = 0
Next == /\ x < 2
        /\ x' \in Seq(1)
====
