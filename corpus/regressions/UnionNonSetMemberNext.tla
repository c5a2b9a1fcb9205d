---- MODULE UnionNonSetMemberNext ----
\* 1 \in UNION {1, 2} in Next: UnionValue.member asks each element (IntValue.member's words)
EXTENDS Naturals, Sequences, FiniteSets, TLC
VARIABLE x
Init == x = 0
Next == /\ x < 2
        /\ x' = x + 1
        /\ x = 1 => 1 \in UNION {1, 2}
====
