------------------------- MODULE SubstValueContext ---------------------------
(* Applications evaluated as values rather than walked as actions: after     *)
(* every variable is assigned (TLC's fast path), in an action constraint and *)
(* in an action property, a primed parameter still means its argument primed. *)
(* Expected (TLC): no error, 24 distinct states, 49 generated, depth 9.        *)
EXTENDS Naturals
VARIABLES x, y
Step(q) == q' = q + 1
Grows(q) == q' >= q
AtMostOne(q) == q' <= q + 1
Init == x = 0 /\ y = 0
Next == \/ x' = x + 1 /\ y' = y /\ Step(x)
        \/ y' \in {y + 1, y + 2} /\ x' = x /\ Step(y)
YByOne == AtMostOne(y)
Small == x <= 3 /\ y <= 5
Spec == Init /\ [][Next]_<<x, y>>
Monotone == [][Grows(x) /\ Grows(y) /\ (x' # x \/ y' # y)]_<<x, y>>
==============================================================================
