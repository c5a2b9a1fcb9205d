---- MODULE FcnRcdMergeNonInteger ----
(* (1 :> x) @@ (2 :> y) is a FcnRcdValue with a domain array: applied to a   *)
(* string each domain element is asked equals(arg) first, and IntValue.equals *)
(* fails. Expected (TLC): the .out.                                           *)
EXTENDS Naturals, TLC
VARIABLES f, n
Init == f = (1 :> "x") @@ (2 :> "y") /\ n = 0
Next == /\ n < 3
        /\ n' = n + 1
        /\ f' = f
        /\ n = 2 => f["a"] = "x"
====
