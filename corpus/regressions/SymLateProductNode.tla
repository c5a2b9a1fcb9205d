------------------------------ MODULE SymLateProductNode ------------------------------
(* SYMMETRY and a property with a tableau: the mechanism of ViewLateProductNode. The  *)
(* class of phase = 1 is first reached as who = p2 (Step1), whose product node with   *)
(* [](who # p2) does not exist; Step3 reaches the class again as who = p1 after it was *)
(* expanded, and TLC expands the new product node from that concrete state: Step4 is  *)
(* not enabled there, stuttering is fair and <>(who = p2) is violated (Prop is not    *)
(* symmetric, which TLC allows). docs/semantics.md, "VIEW and temporal properties".    *)
(* Expected (TLC): corpus/regressions/expected.json                                   *)
EXTENDS TLC
CONSTANTS p1, p2
VARIABLES phase, who
vars == <<phase, who>>
Init == phase = 0 /\ who = p1
Step1 == phase = 0 /\ phase' = 1 /\ who' = p2
Step2 == phase = 0 /\ phase' = 2 /\ who' = p1
Step3 == phase = 2 /\ phase' = 1 /\ who' = who
Step4 == phase = 1 /\ who = p2 /\ phase' = 3 /\ who' = who
Next == Step1 \/ Step2 \/ Step3 \/ Step4
Spec == Init /\ [][Next]_vars /\ WF_vars(Next)
Prop == <>(who = p2)
Perms == Permutations({p1, p2})
=======================================================================================
