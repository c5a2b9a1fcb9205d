---------------------------- MODULE AliasFieldOrderState ----------------------------
(* An ALIAS that is a state variable's record prints it normalized, fields  *)
(* in token order ("b", a bound name, is interned before "zz"), unlike a   *)
(* record the ALIAS builds (AliasFieldOrder).                                *)
(* Expected (TLC): AliasFieldOrderState.out; invariant Inv violated,         *)
(* 3 distinct, 3 generated, depth 3.                                          *)
EXTENDS Naturals, Sequences
VARIABLES active, msgs, weight
Tag == \E b \in {1} : b = 1
Init == active = 0 /\ msgs = <<>> /\ weight = [zz |-> 0, b |-> 1]
Next == /\ active' = active + 1
        /\ msgs' = Append(msgs, active)
        /\ weight' = [weight EXCEPT !.zz = @ + 1]
Inv == active < 2
Alias == weight
================================================================================
