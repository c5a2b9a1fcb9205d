----------------------------- MODULE H15_InitialState -----------------------------
(* Hand-derived: a state-level PROPERTY is checked on initial states only.
   Init allows x = 0 and x = 1; StartsAtZero (x = 0) is violated by the initial
   state x = 1: "Property StartsAtZero is violated by the initial state".
   StartsSmall (x < 2) holds: 3 states (0, 1, 2; x = 2 is reached but the
   property is not checked on it). *)
EXTENDS Naturals
VARIABLE x
Init == x \in {0, 1}
Next == x < 2 /\ x' = x + 1
Spec == Init /\ [][Next]_x
StartsAtZero == x = 0
StartsSmall == x < 2
=============================================================================
