--------------------------- MODULE S5_4_Constraint ---------------------------
(* LIVENESS.md §5.4, last bullet, TLC's verdicts (CHECK_DEADLOCK FALSE).
   Spec: ZeroOften violated (stutters at 3); 4 states (x = 0..3).
   With CONSTRAINT BelowTwo or ACTION_CONSTRAINT NextBelowTwo: "No error has
   been found" (the cut successor x = 2 still makes <<Next>>_x enabled at
   x = 1, so stuttering there is unfair and no fair cycle is left); with the
   CONSTRAINT even ReachSeven passes. States kept: x = 0, 1 (2 distinct; x = 2
   is generated but fails the constraint). *)
EXTENDS Naturals
VARIABLE x
Init == x = 0
Next == x < 3 /\ x' = x + 1
Spec == Init /\ [][Next]_x /\ WF_x(Next)
ZeroOften == []<>(x = 0)
ReachSeven == <>(x = 7)
ReachThree == <>(x = 3)
BelowTwo == x < 2
NextBelowTwo == x' < 2
=============================================================================
