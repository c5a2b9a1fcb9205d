---------------------- MODULE ErrorPositionsAssignedInit ----------------------
(* Init has TLC's all-assigned fast path too (getInitStates(acts)): y >= 0,   *)
(* evaluated once x, y, z are assigned, is off the stack when the Assert      *)
(* fails; x >= 0, walked before, stays.                                       *)
(* Expected (TLC): ErrorPositionsAssignedInit.out; exit 75.                   *)
EXTENDS Naturals, TLC
VARIABLES x, y, z
Init == /\ x = 0
        /\ x >= 0
        /\ y \in {0, 1}
        /\ z = 0
        /\ y >= 0
        /\ Assert(y < 1, "boom")
Next == UNCHANGED <<x, y, z>>
==============================================================================
