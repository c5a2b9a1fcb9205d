---- MODULE InNotEnumerableInit ----
\* x \in Nat in Init after a conjunct: getInitStates' 'right side of \IN is not enumerable' with the \in's location
EXTENDS Naturals, Sequences, FiniteSets, TLC
VARIABLE x
VARIABLE y
Init == /\ y = 0
        /\ x \in Nat
Next == UNCHANGED <<x, y>>
====
