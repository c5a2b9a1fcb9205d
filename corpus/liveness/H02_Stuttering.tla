---------------------------- MODULE H02_Stuttering ----------------------------
(* Hand-derived: implicit stuttering. x toggles 0 <-> 1; 2 states.
   - SpecNoFair, OneOften ([]<>(x = 1)): violated. The behaviour that stays at
     x = 0 forever is allowed ([][Flip]_x admits stuttering, nothing is fair);
     no other cycle avoids x = 1, so the lasso must end stuttering at x = 0.
   - SpecWF, OneOften: holds. <<Flip>>_x is always enabled, so every fair
     behaviour flips forever and visits x = 1 infinitely often. *)
EXTENDS Naturals
VARIABLE x
Init == x = 0
Flip == x' = 1 - x
SpecNoFair == Init /\ [][Flip]_x
SpecWF == Init /\ [][Flip]_x /\ WF_x(Flip)
OneOften == []<>(x = 1)
=============================================================================
