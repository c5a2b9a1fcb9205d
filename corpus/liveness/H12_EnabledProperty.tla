---------------------------- MODULE H12_EnabledProperty ----------------------------
(* Hand-derived: ENABLED inside properties. x goes 0 -> 1 -> 2 and stays (pure
   stutter disjunct); WF_x(Next); 3 states. ENABLED Inc holds at 0 and 1.
   - IncEventuallyOff (<>[]~ENABLED Inc): holds: x reaches 2 in every fair
     behaviour.
   - IncOftenOn ([]<>ENABLED Inc): violated by stuttering at x = 2.
   - EnabledLeadsToStep ((ENABLED Inc) ~> (x = 2)): holds. *)
EXTENDS Naturals
VARIABLE x
Init == x = 0
Inc == x < 2 /\ x' = x + 1
Next == Inc \/ (x = 2 /\ UNCHANGED x)
Spec == Init /\ [][Next]_x /\ WF_x(Next)
IncEventuallyOff == <>[](~ENABLED Inc)
IncOftenOn == []<>(ENABLED Inc)
EnabledLeadsToStep == (ENABLED Inc) ~> (x = 2)
=============================================================================
