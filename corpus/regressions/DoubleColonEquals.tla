------------------------- MODULE DoubleColonEquals ---------------------------
(* `::=` is a user-definable infix operator (SANY; TLC's test48), lexed as   *)
(* one token although `::` is one too; `:=` beside it stays itself.         *)
(* Expected (TLC): no error, 6 distinct states, 7 generated, depth 3.         *)
EXTENDS Naturals
VARIABLE x
a ::= b == a + b
a := b == a * b
Init == x = 0
Next == /\ x < 3
        /\ \/ x' = (x ::= 1)
           \/ x' = ((x + 1) := 2)
==============================================================================
