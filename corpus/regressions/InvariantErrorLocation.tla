---- MODULE InvariantErrorLocation ----
\* An invariant failing on a missing record field: TLC's message ends with the location of the
\* field selection itself (the innermost expression), not of an enclosing one.
EXTENDS Naturals
VARIABLE x
Init == x = 0
Next == x' = x + 1
R == [name |-> "UnnamedAction", location |-> [beginLine |-> 0, beginColumn |-> 0, endLine |-> 0, endColumn |-> 0, module |-> "--TLA+ BUILTINS--"]]
Inv == x = 0 \/ R.context = 1
====
