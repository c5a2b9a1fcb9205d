------------------------------ MODULE ViewLateProductNode ------------------------------
(* VIEW and a property with a tableau (<>(h = 1), negated [](h # 1)): TLC builds the  *)
(* product of states and tableau nodes as the search goes. The view a = 1 is first    *)
(* reached by Step1 with h = 1, so the product node <a = 1, [](h # 1)> does not exist  *)
(* when a = 1 is expanded. Step3 later reaches a = 1 with h = 0: the node is created   *)
(* then, after its state was expanded, and TLC expands it at once from that concrete   *)
(* state (LiveCheck's private addNextState): at a = 1, h = 0 no step is enabled, so    *)
(* stuttering there is fair and <>(h = 1) is violated by 0 -> 2 -> 1. From the kept    *)
(* state (a = 1, h = 1) the node would have Step4 enabled and no fair cycle: the       *)
(* property would hold. docs/semantics.md, "VIEW and temporal properties".            *)
(* Expected (TLC): corpus/regressions/expected.json                                   *)
VARIABLES a, h
vars == <<a, h>>
Init == a = 0 /\ h = 0
Step1 == a = 0 /\ a' = 1 /\ h' = 1
Step2 == a = 0 /\ a' = 2 /\ h' = 0
Step3 == a = 2 /\ a' = 1 /\ h' = 0
Step4 == a = 1 /\ h = 1 /\ a' = 3 /\ h' = 1
Next == Step1 \/ Step2 \/ Step3 \/ Step4
Spec == Init /\ [][Next]_vars /\ WF_vars(Next)
Prop == <>(h = 1)
View == a
=======================================================================================
