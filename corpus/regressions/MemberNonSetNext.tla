---- MODULE MemberNonSetNext ----
\* 1 \in 2 in Next: IntValue.member's 'is an element of the integer 2', a RuntimeException (exit 75)
EXTENDS Naturals, Sequences, FiniteSets, TLC
VARIABLE x
Init == x = 0
Next == /\ x < 2
        /\ x' = x + 1
        /\ x = 1 => x \in 2
====
