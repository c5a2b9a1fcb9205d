------------------------------ MODULE ParamInstanceSpecLib ------------------------------
(* Helper of ParamInstanceSpec: a one-shot choice, with weak fairness.          *)
CONSTANT Values
VARIABLE chosen
Init == chosen = {}
Next == chosen = {} /\ \E v \in Values : chosen' = {v}
Spec == Init /\ [][Next]_chosen /\ WF_chosen(Next)
=========================================================================================
