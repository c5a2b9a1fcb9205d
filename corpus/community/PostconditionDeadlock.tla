------------------------ MODULE PostconditionDeadlock ------------------------
(***************************************************************************)
(* POSTCONDITION after a deadlock, failing to evaluate: TLC prints what   *)
(* it printed, then "Evaluating postcondition ... failed" and the cause   *)
(* (PostconditionDeadlock.out is TLC's output; exit 11).                  *)
(***************************************************************************)
EXTENDS Naturals, TLC, TLCExt
VARIABLE x
Init == x = 0
Next == x < 2 /\ x' = x + 1
Post == PrintT(ToTrace(CounterExample)) /\ PrintT(ToTrace(<<1, 2>>))
=============================================================================
