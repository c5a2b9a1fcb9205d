--------------------------- MODULE H06_FairnessFamily ---------------------------
(* Hand-derived: fairness on a parameterised action family. Two bits c[1], c[2];
   Toggle(p) flips c[p] and is always enabled. 4 states.
   - SpecEach (\A p : WF_vars(Toggle(p))), BothOften: holds: each Toggle(p) is
     always enabled, so each is taken infinitely often and each bit is 1
     infinitely often.
   - SpecAny (WF_vars(\E p : Toggle(p))), BothOften: violated: toggling only
     c[1] forever satisfies WF of the disjunction, and c[2] stays 0: a cycle
     <<0,0>> -> <<1,0>> -> back to state 1 (stuttering is unfair under both). *)
EXTENDS Naturals
VARIABLE c
Procs == {1, 2}
Init == c = [p \in Procs |-> 0]
Toggle(p) == c' = [c EXCEPT ![p] = 1 - c[p]]
Next == \E p \in Procs : Toggle(p)
SpecEach == Init /\ [][Next]_c /\ \A p \in Procs : WF_c(Toggle(p))
SpecAny == Init /\ [][Next]_c /\ WF_c(\E p \in Procs : Toggle(p))
BothOften == \A p \in Procs : []<>(c[p] = 1)
=============================================================================
