--------------------------- MODULE S5_2_BoxDiamond ---------------------------
(* LIVENESS.md §5.2, TLC's verdicts. 2 states (x = 0, x = 1) under both specs.
   SpecFlip: InfOftenOne holds; EventuallyAlwaysOne violated, 0 -> 1 -> back to
   state 1. SpecSet: EventuallyAlwaysOne holds; InfOftenZero violated by
   0 -> 1 -> stuttering despite the fairness: at x = 1 the only step leaves x
   unchanged, so <<x' = 1>>_x is not enabled. *)
EXTENDS Naturals
VARIABLE x
Init == x = 0
Flip == x' = 1 - x
Set == x' = 1
SpecFlip == Init /\ [][Flip]_x /\ WF_x(Flip)
SpecSet == Init /\ [][Set]_x /\ WF_x(Set)
InfOftenOne == []<>(x = 1)
EventuallyAlwaysOne == <>[](x = 1)
InfOftenZero == []<>(x = 0)
=============================================================================
