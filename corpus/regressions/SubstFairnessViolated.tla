--------------------------- MODULE SubstFairnessViolated----------------------------
(* Fairness applied through a parameter only for x: y need not reach 3, and *)
(* EventuallyAt(y, 3) is violated (a lasso where y stays below 3).           *)
(* Expected (TLC): temporal property violated, 16 distinct states, 25 generated, depth 7. *)
EXTENDS Naturals
VARIABLES x, y
vars == <<x, y>>
Inc(q, r) == q < 3 /\ q' = q + 1 /\ UNCHANGED r
Fair(q, r) == WF_q(Inc(q, r))
EventuallyAt(q, v) == <>(q = v)
Leads(q) == (q = 1) ~> (q = 3)
Init == x = 0 /\ y = 0
Next == Inc(x, y) \/ Inc(y, x)
Spec == Init /\ [][Next]_vars /\ Fair(x, y)
XDone == EventuallyAt(y, 3)
==============================================================================
