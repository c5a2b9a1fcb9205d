------------------------------ MODULE OperatorTable ------------------------------
(* An operator constant given pointwise in the model file (TLC's               *)
(* ConstantOperatorConfiguration, its OpRcdValue): CONSTANT F(0) = 1 ...,      *)
(* of one and two arguments, model values and strings among them.             *)
(* Expected (TLC): invariant Inv violated after 4 states (4 distinct, 4        *)
(* generated, depth 4).                                                        *)
EXTENDS Naturals
CONSTANTS Step(_), Name(_, _), a, b
VARIABLE x, tag
Init == x = 0 /\ tag = "none"
Next == x' = Step(x) /\ tag' = Name(x, x % 2 = 0)
Inv == tag # b
==================================================================================
