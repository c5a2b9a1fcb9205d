------------------------------ MODULE ParamInstanceSpec ------------------------------
(* A parameterized instance's whole specification as a PROPERTY, under \A      *)
(* (TLC's Github687): TLC expands the \A over the constant set at start-up and *)
(* splits each instance's Spec into an implied initial predicate, an implied   *)
(* action [][Next]_chosen and its fairness, checked as a temporal formula.     *)
(* Expected (TLC): Correct holds (ok, 13 generated, 9 distinct, depth 3);      *)
(* with Rewrite, a slot chosen twice breaks [][Next]_chosen (violation).       *)
EXTENDS Naturals
CONSTANTS Commands, Slots
VARIABLE log
Init == log = [s \in Slots |-> {}]
Write(s) == log[s] = {} /\ \E v \in Commands : log' = [log EXCEPT ![s] = {v}]
Rewrite(s) == log[s] # {} /\ \E v \in Commands : log[s] # {v} /\ log' = [log EXCEPT ![s] = {v}]
Next == \E s \in Slots : Write(s)
Spec == Init /\ [][Next]_log /\ WF_log(Next)
SpecRewrite == Init /\ [][Next \/ \E s \in Slots : Rewrite(s)]_log /\ WF_log(Next)
Choice(s) == INSTANCE ParamInstanceSpecLib WITH Values <- Commands, chosen <- log[s]
Correct == \A s \in Slots : Choice(s)!Spec
========================================================================================
