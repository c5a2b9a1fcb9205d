--------------------------- MODULE SubstFairness ----------------------------
(* Fairness and temporal operators applied through parameters: WF_q(Inc(q)) *)
(* with q given x is WF_x(x' = x + 1 ...), so x reaches 3; EventuallyAt(x,3) *)
(* and Leads(x) are <>(x = 3) and (x = 1) ~> (x = 3) with x substituted.     *)
(* Expected (TLC): no error, 16 distinct states, 25 generated, depth 7.        *)
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
XDone == EventuallyAt(x, 3) /\ Leads(x)
==============================================================================
