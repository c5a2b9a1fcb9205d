------------------------- MODULE S5_8_EnabledPerEdge -------------------------
(* LIVENESS.md §5.8, TLC's verdicts: P is violated with no fairness, with
   WF_x(A) (0 -> 1 -> back to state 1, returning through B) and with SF_x(A).
   4 states (x = 0..3), each with 4 out-edges counting the stutter loop. *)
EXTENDS Naturals, TLC
VARIABLE x
Init == x = 0
A == PrintT("evalA") /\ x < 3 /\ x' = x + 1
B == x' \in {0, 1, 2, 3}
Next == A \/ B
SpecNoFair == Init /\ [][Next]_x
SpecWF == Init /\ [][Next]_x /\ WF_x(A)
SpecSF == Init /\ [][Next]_x /\ SF_x(A)
P == <>(x = 3)
=============================================================================
