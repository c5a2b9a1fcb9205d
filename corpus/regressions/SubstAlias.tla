---------------------------- MODULE SubstAlias -------------------------------
(* A zero-arity definition that is a variable (X == x) or an operator's      *)
(* parameter bound to one: X' = e assigns x, as TLC follows definitions to   *)
(* find the variable of a primed name.                                       *)
(* Expected (TLC): no error, 16 distinct states, 25 generated, depth 7.        *)
EXTENDS Naturals
VARIABLES x, y
X == x
Twice(q) == LET r == q IN r' = 2 * r + 1
Init == X = 0 /\ y = 0
Next == \/ X < 5 /\ X' = X + 2 /\ UNCHANGED y
        \/ y < 5 /\ Twice(y) /\ UNCHANGED X

==============================================================================
