--------------------------- MODULE S5_4_Stuttering ---------------------------
(* LIVENESS.md §5.4, TLC's verdicts (CHECK_DEADLOCK FALSE unless a .cfg says
   otherwise).
   - SpecNoFair, ReachTwo: violated, 0 -> 1 -> stuttering (not the shortest lasso).
   - SpecWF: ReachTwo holds; NotTwoOften and IncOften violated, 0 -> 1 -> 2 ->
     stuttering (nothing is enabled at the dead end). With deadlock checking on:
     "Deadlock reached" before any liveness.
   - SpecSpin, ReachTwo: violated with stuttering; <<Spin>>_x is never enabled.
   States: 3 (x = 0, 1, 2). *)
EXTENDS Naturals
VARIABLE x
Init == x = 0
Inc == x < 2 /\ x' = x + 1
Spin == x' = x
SpecNoFair == Init /\ [][Inc]_x
SpecWF == Init /\ [][Inc]_x /\ WF_x(Inc)
SpecSpin == Init /\ [][Inc \/ Spin]_x /\ WF_x(Spin)
ReachTwo == <>(x = 2)
NotTwoOften == []<>(x # 2)
IncOften == []<><<Inc>>_x
=============================================================================
