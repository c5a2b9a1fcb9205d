----------------------- MODULE SubstSubscriptedAction ------------------------
(* [A]_q and <<A>>_q with q a parameter: the subscript is the argument, so   *)
(* [A]_x allows the steps leaving x alone and <<A>>_x requires x to change.  *)
(* Step(x) is an action of Next; Grows(x), in an action property, is x' > x. *)
(* Expected (TLC): no error, 9 distinct states, 13 generated, depth 5.         *)
EXTENDS Naturals
VARIABLES x, y
Step(q, r) == /\ q < 2
              /\ [q' = q + 1 /\ r' = r]_q
Change(q, r) == /\ r < 2
                /\ <<q' \in {q, q + 1} /\ r' = r + 1>>_q
Grows(q) == q' > q
Init == x = 0 /\ y = 0
Next == \/ Step(x, y) /\ UNCHANGED y
        \/ Change(x, y)
Spec == Init /\ [][Next]_<<x, y>>
Monotone == [][x' = x \/ Grows(x)]_<<x, y>>
==============================================================================
