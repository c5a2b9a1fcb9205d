--------------------------- MODULE H07_ActionTemporal ---------------------------
(* Hand-derived: []<><<A>>_v and <>[][A]_v as properties. 3 states (x = 0..2)
   under both specs; WF_x(Next) makes stuttering unfair wherever <<Next>>_x is
   enabled.
   - SpecLoop (0 -> 1 -> 2 -> 0): ResetOften ([]<><<Reset>>_x) holds, the only
     fair behaviour goes round forever; IncOnlyEventually (<>[][Inc]_x) is
     violated by that same cycle (every round has a Reset step): back loop.
   - SpecStop (0 -> 1 -> 2, then only stuttering, which never enables
     <<Next>>_x): IncOnlyEventually holds (from x = 2 on every step is a
     stutter, which satisfies [Inc]_x); IncOften ([]<><<Inc>>_x) is violated
     by stuttering at x = 2. *)
EXTENDS Naturals
VARIABLE x
Init == x = 0
Inc == x < 2 /\ x' = x + 1
Reset == x = 2 /\ x' = 0
SpecLoop == Init /\ [][Inc \/ Reset]_x /\ WF_x(Inc \/ Reset)
StopNext == Inc \/ (x = 2 /\ UNCHANGED x)
SpecStop == Init /\ [][StopNext]_x /\ WF_x(StopNext)
ResetOften == []<><<Reset>>_x
IncOnlyEventually == <>[][Inc]_x
IncOften == []<><<Inc>>_x
=============================================================================
