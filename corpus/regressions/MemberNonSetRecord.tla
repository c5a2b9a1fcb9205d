---- MODULE MemberNonSetRecord ----
\* membership in a record in an invariant: RecordValue.member's 'is in the record:'
EXTENDS Naturals
VARIABLE x
Init == x = 0
Next == x < 2 /\ x' = x + 1
Inv == x = 1 => 1 \in [a |-> x, b |-> "s"]
====
