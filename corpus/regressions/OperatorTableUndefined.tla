------------------------------ MODULE OperatorTableUndefined ------------------------------
(* An operator constant given pointwise, applied to arguments its table does    *)
(* not list: TLC's RuntimeException with the table (OpRcdValue), exit 75.       *)
EXTENDS Naturals
CONSTANT F(_, _)
VARIABLE x
Init == x = 0
Next == x < 5 /\ x' = F(x, "k")
===========================================================================================
