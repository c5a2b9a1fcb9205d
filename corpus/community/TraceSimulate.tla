--------------------------- MODULE TraceSimulate ---------------------------
(***************************************************************************)
(* TLCExt!Trace in simulation (tla2ts simulate, TLC -simulate): the        *)
(* behaviour so far, each state with `_action`, the action that produced  *)
(* it (the initial predicate for the first).  One successor per state, so *)
(* every seed walks the same behaviour (TraceSimulate.out is TLC's).      *)
(***************************************************************************)
EXTENDS Naturals, TLC, TLCExt
VARIABLES x, y
Init == /\ x = 0
        /\ y = "a"
Step(d) == x < 2 /\ x' = x + d /\ UNCHANGED y
Next == \E d \in {1} : Step(d)
Inv == PrintT(Trace)
=============================================================================
