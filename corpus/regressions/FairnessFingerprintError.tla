---------------------- MODULE FairnessFingerprintError ----------------------
(***************************************************************************)
(* An equality TLC cannot decide in Next's sub-action, liveness checked    *)
(* with WF_x(Next): TLC's replay words it as a FingerprintException ("TLC *)
(* was unable to fingerprint", the stack of the failing value's nesting    *)
(* from the sub-action's body), not from the WF's ENABLED, and exits 75.   *)
(* FairnessFingerprintError.out is TLC's output (difftest --rich 1988).   *)
(***************************************************************************)
EXTENDS Naturals
VARIABLES x
Init == x = 0
A == /\ x < 2
     /\ IF {"b"} # [a |-> 3] THEN x' = x + 1 ELSE x' = x
Next == A
Spec == Init /\ [][Next]_x /\ WF_x(Next)
Live == <>(x = 2)
=============================================================================
