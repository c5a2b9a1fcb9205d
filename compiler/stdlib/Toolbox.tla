------------------------------- MODULE Toolbox ------------------------------
(***************************************************************************)
(* Trace exploration: the trace being explored and the position in it.    *)
(***************************************************************************)
LOCAL INSTANCE Naturals
LOCAL INSTANCE TLC

_TETrace == CHOOSE t \in [(Nat \ {0}) -> STRING] : TRUE

_TEPosition == TLCGet("level")
=============================================================================
