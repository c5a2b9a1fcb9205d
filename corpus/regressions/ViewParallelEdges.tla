------------------------------ MODULE ViewParallelEdges ------------------------------
(* VIEW and a property without a tableau (<>[](x = 0), negated []<>(x # 0)): TLC keeps *)
(* a state's successors in a set keyed by value, not by view (SetOfStates,             *)
(* TLCStateMut.equals), and adds one edge per successor to a node not expanded yet,    *)
(* the state itself included (LiveCheck.LiveChecker.addNextState). So x = 0 has three  *)
(* steps to itself, labelled Tock, Drop and stuttering; only the first (Tock) decides   *)
(* whether x = 0 alone is a cycle (LiveWorker.isStuttering), but in the component      *)
(* {x = 0, x = 1} the Drop step meets WF_vars(Drop), and the cycle 0 -> 1 -> 0 violates *)
(* Prop. With one step per view Drop is never taken and Prop would hold (difftest      *)
(* --models seed 109 is this case). docs/semantics.md, "VIEW and temporal properties". *)
(* Expected (TLC): corpus/regressions/expected.json                                   *)
EXTENDS Naturals
VARIABLES x, h, m
vars == <<x, h, m>>
Init == x = 0 /\ h = 0 /\ m = 0
Flip == x' = 1 - x /\ UNCHANGED <<h, m>>
Tock == h' = 1 - h /\ UNCHANGED <<x, m>>
Drop == m' = 1 - m /\ UNCHANGED <<x, h>>
Next == Flip \/ Tock \/ Drop
Spec == Init /\ [][Next]_vars /\ WF_vars(Drop)
Prop == <>[](x = 0)
View == x
=======================================================================================
