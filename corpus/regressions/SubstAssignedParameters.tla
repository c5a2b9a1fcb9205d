---------------------- MODULE SubstAssignedParameters ------------------------
(* Parameters that are assigned: Move(a, b) assigns both variables passed,   *)
(* Swap(p, q) exchanges them; after substitution x' = e is an assignment of  *)
(* x, so each application yields successors instead of failing a test.      *)
(* Expected (TLC): no error, 15 distinct states, 33 generated, depth 6.        *)
EXTENDS Naturals
VARIABLES a, b, c
Move(from, to) == /\ from > 0
                  /\ from' = from - 1
                  /\ to' = to + 1
Swap(p, q) == p # q /\ p' = q /\ q' = p
Init == a = 3 /\ b = 0 /\ c = 1
Next == \/ Move(a, b) /\ UNCHANGED c
        \/ Move(b, c) /\ UNCHANGED a
        \/ Swap(a, c) /\ UNCHANGED b
==============================================================================
