-------------------------- MODULE PostconditionFalse --------------------------
(***************************************************************************)
(* No violation: CounterExample is empty in the POSTCONDITION, and a     *)
(* false POSTCONDITION is TLC's "Postcondition ... is false" with exit 10 *)
(* (PostconditionFalse.out is TLC's output).                              *)
(***************************************************************************)
EXTENDS Naturals, TLC, TLCExt
VARIABLE x
Init == x = 0
Next == x < 2 /\ x' = x + 1
Post == PrintT(<<CounterExample, ToTrace(CounterExample), TLCGet("distinct")>>) /\ FALSE
=============================================================================
