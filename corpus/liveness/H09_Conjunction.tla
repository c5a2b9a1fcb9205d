----------------------------- MODULE H09_Conjunction -----------------------------
(* Hand-derived: several properties, only one violated. x cycles 0 -> 1 -> 2 -> 0
   under WF (stuttering unfair everywhere); 3 states. ZeroOften ([]<>(x = 0))
   and OneLeadsToTwo ((x = 1) ~> (x = 2)) hold on the only fair behaviour;
   NeverZeroAgain (<>[](x # 0)) is violated by the cycle (back loop).
   - PROPERTIES ZeroOften NeverZeroAgain OneLeadsToTwo: violated is
     NeverZeroAgain.
   - PROPERTY All (their conjunction): violated is All. *)
EXTENDS Naturals
VARIABLE x
Init == x = 0
Next == x' = (x + 1) % 3
Spec == Init /\ [][Next]_x /\ WF_x(Next)
ZeroOften == []<>(x = 0)
NeverZeroAgain == <>[](x # 0)
OneLeadsToTwo == (x = 1) ~> (x = 2)
All == ZeroOften /\ NeverZeroAgain /\ OneLeadsToTwo
=============================================================================
