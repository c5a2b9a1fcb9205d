---- MODULE ErrorWordingNegate ----
\* Unary minus of a record (Integers.Neg(IntValue)): "Cannot cast tlc2.value.impl.RecordValue".
EXTENDS Integers
VARIABLE x
Init == x = 0
Next == x < 3 /\ x' = x + 1
Inv == x = 1 => -[a |-> x] = 1
====
