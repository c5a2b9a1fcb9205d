----------------------------- MODULE H05_CycleOnly -----------------------------
(* Hand-derived: a violation that exists only as a cycle. x runs 0 -> 1 -> 2,
   and from 2 either back to 0 or on to 3 (Finish), where it stays (a pure
   stutter step that never enables <<Next>>_x). 4 states. Stuttering at 0, 1 or
   2 is unfair (WF Next, Next enabled and changes x), and stuttering at 3
   satisfies ReachThree, so no stuttering lasso violates it.
   - SpecWF (WF Next): ReachThree violated by 0 -> 1 -> 2 -> back to state 1.
   - SpecWFFinish (plus WF Finish): still violated: Finish is enabled only at
     x = 2, never continuously along the cycle.
   - SpecSFFinish (plus SF Finish): holds: Finish is enabled infinitely often on
     the cycle, so SF forces it. *)
EXTENDS Naturals
VARIABLE x
Init == x = 0
Finish == x = 2 /\ x' = 3
Next == \/ x < 2 /\ x' = x + 1
        \/ x = 2 /\ x' = 0
        \/ Finish
        \/ x = 3 /\ UNCHANGED x
SpecWF == Init /\ [][Next]_x /\ WF_x(Next)
SpecWFFinish == SpecWF /\ WF_x(Finish)
SpecSFFinish == SpecWF /\ SF_x(Finish)
ReachThree == <>(x = 3)
=============================================================================
