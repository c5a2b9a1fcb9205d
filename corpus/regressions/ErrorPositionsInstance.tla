------------------------ MODULE ErrorPositionsInstance ------------------------
(* Positions through an INSTANCE with parameters (TLC lists the INSTANCE      *)
(* statement between an application and the instance's definition), an       *)
(* operator argument and a LAMBDA.                                            *)
(* Expected (TLC): ErrorPositionsInstance.out.                                *)
EXTENDS Naturals, Sequences
VARIABLES buf, cnt
I == INSTANCE ErrorPositionsInstanceBuffer WITH Cap <- 3
Apply(F(_), x) == F(x)
Init == buf = <<>> /\ cnt = 0
Produce == \E v \in {1, 2} : I!Push(v) /\ cnt' = cnt + 1
Consume == /\ I!Pop
           /\ cnt' = Apply(LAMBDA z : z + I!Peek(cnt), 1)
Next == Produce \/ Consume
==============================================================================
