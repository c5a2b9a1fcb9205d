------------------------- MODULE PostconditionLasso -------------------------
(***************************************************************************)
(* POSTCONDITION after a temporal violation: CounterExample's actions end *)
(* with the step back to the state the cycle returns to, and ToTrace      *)
(* lists each state once (PostconditionLasso.out is TLC's output; exit    *)
(* 13).                                                                   *)
(***************************************************************************)
EXTENDS Naturals, TLC, TLCExt
VARIABLE x
Init == x = 0
Next == x' = (x + 1) % 3
Spec == Init /\ [][Next]_x /\ WF_x(Next)
Prop == <>(x = 5)
Post == PrintT(CounterExample) /\ PrintT(ToTrace(CounterExample))
=============================================================================
