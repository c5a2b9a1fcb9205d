---- MODULE RecordFieldLint ----
\* SANY's record lint: a field spelled like a visible name warns, unless a value
\* of that record (or of a record or set of records with the same fields) reads a
\* declaration.
EXTENDS RecordFieldLintBase
Op(a) == [a |-> 1, x |-> 2]
Tup == [x |-> 1, size |-> 2]
Other == [size |-> 4, name |-> "q"]
Quiet == [size |-> N, name |-> "r"]
Also == [size |-> 1, name |-> Op(3).a]
Nested == [x |-> [Cfg |-> 1]]
Msg == [size |-> 1, kind |-> "t", x |-> 2]
MsgSet == [size : Nat, kind : {"t"}, x : {2}]
Loud == [Op : {1}]
Init == x = [N |-> 0] /\ Tup # Other
Next == UNCHANGED x
====
