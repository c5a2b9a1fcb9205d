---------------------------- MODULE S5_7_Fairness ----------------------------
(* LIVENESS.md §5.7, TLC's verdicts.
   - SpecJump, ReachSeven: passes. Jump is always enabled (TLC evaluates it
     directly) and never a Next step, so no behaviour is fair. 3 states.
   - SpecGrow: ReachThree and GrowOnly (<>[][Grow]_x) hold; only the choice
     v = x + 1 enables or takes <<Grow>>_x. 4 states.
   - SpecUp: evaluation error inside ENABLED <<Up>>_x (x' is unbound in x' > x). *)
EXTENDS Naturals
VARIABLE x
Init == x = 0
Cycle == x' = (x + 1) % 3
Jump == x' = 5
SpecJump == Init /\ [][Cycle]_x /\ WF_x(Cycle) /\ WF_x(Jump)
ReachSeven == <>(x = 7)
Grow == x < 3 /\ \E v \in {x, x + 1} : x' = v
NextGrow == Grow \/ (x = 3 /\ UNCHANGED x)
SpecGrow == Init /\ [][NextGrow]_x /\ WF_x(Grow)
ReachThree == <>(x = 3)
GrowOnly == <>[][Grow]_x
Step == x < 3 /\ x' = x + 1
Up == x < 3 /\ x' > x
SpecUp == Init /\ [][Step]_x /\ WF_x(Up)
=============================================================================
