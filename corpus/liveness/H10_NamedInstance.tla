---------------------------- MODULE H10_NamedInstance ----------------------------
(* Hand-derived: properties through a named instance (I!Reaches(2),
   I!ZeroOften with y <- x). x goes 0 -> 1 -> 2 and stays (a pure stutter
   disjunct, so WF_x(Next) is not enabled at 2); 3 states.
   - ReachTwo (I!Reaches(2)): holds: WF forces both steps.
   - BackToZero (I!ZeroOften): violated by stuttering at x = 2 (the graph has no
     other cycle). *)
EXTENDS Naturals
VARIABLE x
I == INSTANCE H10_Counter WITH y <- x
Init == x = 0
Next == (x < 2 /\ x' = x + 1) \/ (x = 2 /\ UNCHANGED x)
Spec == Init /\ [][Next]_x /\ WF_x(Next)
ReachTwo == I!Reaches(2)
BackToZero == I!ZeroOften
=============================================================================
