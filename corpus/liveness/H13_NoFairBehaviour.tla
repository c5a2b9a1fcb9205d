---------------------------- MODULE H13_NoFairBehaviour ----------------------------
(* Hand-derived: specs with no fair behaviour, so every property passes. x
   toggles 0 <-> 1; 2 states.
   - SpecImpossible: WF_x(Leap) where Leap (x' = x + 10) is enabled in every
     state (TLC evaluates it directly) but no Next step is a Leap step, so no
     behaviour satisfies the fairness: ReachSeven passes.
   - SpecStrongImpossible: SF_x(Leap), same reasoning (enabled always, never
     taken): ReachSeven passes.
   - SpecWF (only WF_x(Flip)), ReachSeven: violated (control case: the
     toggle cycle, back loop). *)
EXTENDS Naturals
VARIABLE x
Init == x = 0
Flip == x' = 1 - x
Leap == x' = x + 10
SpecWF == Init /\ [][Flip]_x /\ WF_x(Flip)
SpecImpossible == SpecWF /\ WF_x(Leap)
SpecStrongImpossible == SpecWF /\ SF_x(Leap)
ReachSeven == <>(x = 7)
=============================================================================
