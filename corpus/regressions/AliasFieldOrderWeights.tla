---------------------------- MODULE AliasFieldOrderWeights ----------------------------
(* An ALIAS record prints its fields in the order its constructor wrote them:  *)
(* TLC prints that fresh RecordValue without normalizing it, so `weights`,     *)
(* first seen after the variables, still comes between `active` and `msgs`.   *)
(* Expected (TLC): AliasFieldOrder.out; invariant Inv violated, 3 distinct,   *)
(* 3 generated, depth 3.                                                       *)
EXTENDS Naturals, Sequences
VARIABLES active, msgs, weight
Tag == \E b \in {1} : b = 1
Init == active = 0 /\ msgs = <<>> /\ weight = [zz |-> 0, b |-> 1]
Next == /\ active' = active + 1
        /\ msgs' = Append(msgs, active)
        /\ weight' = [weight EXCEPT !.zz = @ + 1]
Inv == active < 2
Alias == [active |-> active, weights |-> weight.zz, msgs |-> msgs]
================================================================================
