------------------------- MODULE GuardStatementsAssert -------------------------
(* Assert(\A ...) in a guard, computed before the Assert is called: it fails *)
(* with its message, located at the Assert, in the state TLC reports.       *)
(* Expected (TLC): Assert failure "s grew past 1" in state 4, 4 distinct     *)
(* states, 4 generated, depth 4.                                             *)
EXTENDS Naturals, TLC
VARIABLE s

Init == s = {}

Size(S) == IF S = {} THEN 0 ELSE IF S = {0} THEN 1 ELSE 2

Grow == /\ Assert(\A e \in s : e <= 1, "s grew past 1")
        /\ \E e \in 0..5 : e = Size(s) /\ s' = s \cup {e}

Next == Grow
=============================================================================
