---- MODULE RecordFieldLintBase ----
EXTENDS Naturals
CONSTANT N
VARIABLE x
size == 3
Pair == [size |-> 2, kind |-> "p"]
Cfg == [N |-> N]
====
