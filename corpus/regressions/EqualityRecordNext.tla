---- MODULE EqualityRecordNext ----
\* A record (a state's) compared with an integer: TLC's RecordValue.equals fails with a
\* RuntimeException, "unexpected" while computing successors.
EXTENDS Naturals
VARIABLE r
Init == r = [a |-> 1]
Next == r # 2 /\ r' = r
====
