------------------------ MODULE H04_QuantifiedLeadsTo ------------------------
(* Hand-derived: ~> under a quantifier. Each of 3 processes goes
   idle -> req (Ask, not fair) -> done (Finish); st is any function into the 3
   values: 3^3 = 27 states, all reachable. Every step moves one process forward,
   so the only cycles are stutter loops.
   - SpecAll (WF Finish(p) for every p), Answered: holds: a process in "req"
     keeps Finish(p) enabled until it is taken.
   - SpecPartial (WF Finish(p) only for p in {1, 2}), Answered: violated: process
     3 asks and the behaviour stutters with st[3] = "req" once 1 and 2 cannot
     move (Finish(3) is not fair, Ask is not fair): a stuttering lasso.
   - SpecPartial, AnsweredFair (the property for p in {1, 2} only): holds. *)
VARIABLE st
Procs == {1, 2, 3}
Init == st = [p \in Procs |-> "idle"]
Ask(p) == st[p] = "idle" /\ st' = [st EXCEPT ![p] = "req"]
Finish(p) == st[p] = "req" /\ st' = [st EXCEPT ![p] = "done"]
Next == \E p \in Procs : Ask(p) \/ Finish(p)
SpecAll == Init /\ [][Next]_st /\ \A p \in Procs : WF_st(Finish(p))
SpecPartial == Init /\ [][Next]_st /\ \A p \in {1, 2} : WF_st(Finish(p))
Answered == \A p \in Procs : (st[p] = "req") ~> (st[p] = "done")
AnsweredFair == \A p \in {1, 2} : (st[p] = "req") ~> (st[p] = "done")
=============================================================================
