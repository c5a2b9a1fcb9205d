---- MODULE SelectFieldTuple ----
\* `t.a` on a tuple in an invariant: TLC turns the tuple into an integer-domain function
\* whose apply refuses the string: TLC appends no location (an invariant: exit 76).
EXTENDS Integers
VARIABLE y
Init == y = 0
Next == y' = y + 1 /\ y < 2
Inv == y < 2 \/ <<y>>.a = 1
====
