---------------------- MODULE ErrorPositionsAssignedNext ----------------------
(* Whether every variable is assigned is known only when the action runs:     *)
(* after an IF that assigns z in one branch TLC evaluates z' \in {0, 1} as a  *)
(* value, and x' > 0 after it (both off the stack when the Assert fails); the *)
(* IF and the branch taken stay.                                              *)
(* Expected (TLC): ErrorPositionsAssignedNext.out; exit 14.                   *)
EXTENDS Naturals, TLC
VARIABLES x, y, z
Init == x = 0 /\ y = 0 /\ z = 0
Next == /\ x' = 1 /\ y' = 1
        /\ IF x = 0 THEN z' = 1 ELSE TRUE
        /\ z' \in {0, 1}
        /\ x' > 0
        /\ Assert(FALSE, "boom")
==============================================================================
