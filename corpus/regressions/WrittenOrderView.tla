-------------------------- MODULE WrittenOrderView --------------------------
(***************************************************************************)
(* Under VIEW, TLC's TLCStateMut.fingerPrint still deep-normalizes every   *)
(* variable's value before it evaluates the view, so records built out of  *)
(* token order (`alpha` is seen before `zeta`) and an f @@ g print sorted  *)
(* in the trace: the initial state and its successor both were             *)
(* fingerprinted. The deadlock comes at the second state.                 *)
(* WrittenOrderView.out is TLC's output (difftest --rich seed 1117).      *)
(***************************************************************************)
EXTENDS Naturals, TLC
VARIABLES t, r, f
Names == [alpha |-> 0, zeta |-> 0]
Init == /\ t = 0
        /\ r = [zeta |-> 1, alpha |-> 2]
        /\ f = ("zeta" :> 1) @@ ("alpha" :> 2)
Next == /\ t < 1
        /\ t' = t + 1
        /\ r' = [zeta |-> t, alpha |-> t + 1]
        /\ f' = ("zeta" :> t) @@ ("alpha" :> t)
View == t
=============================================================================
