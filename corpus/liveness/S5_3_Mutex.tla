----------------------------- MODULE S5_3_Mutex -----------------------------
(* LIVENESS.md §5.3, TLC's verdicts, with Procs == 1..N (N = 2 is the doc's
   Procs == {1, 2}: the same set). SpecWF violates NoStarvation (process 2 keeps
   going wait -> cs -> idle while process 1 waits; Enter(1) is disabled whenever
   2 holds the lock); SpecSF: no error. States: no process in cs gives 2^N
   (each idle or wait, lock = 0), one process p in cs gives N * 2^(N-1):
   N = 2: 8; N = 8: 1,280; N = 10: 6,144 (TLC: 269 s with SpecSF, 3.9 s with
   SpecWF). *)
EXTENDS Naturals
CONSTANT N
Procs == 1..N
VARIABLES pc, lock
vars == <<pc, lock>>
Init == pc = [p \in Procs |-> "idle"] /\ lock = 0
Request(p) == pc[p] = "idle" /\ pc' = [pc EXCEPT ![p] = "wait"] /\ UNCHANGED lock
Enter(p) == pc[p] = "wait" /\ lock = 0 /\ lock' = p /\ pc' = [pc EXCEPT ![p] = "cs"]
Exit(p) == pc[p] = "cs" /\ lock' = 0 /\ pc' = [pc EXCEPT ![p] = "idle"]
Next == \E p \in Procs : Request(p) \/ Enter(p) \/ Exit(p)
SpecWF == Init /\ [][Next]_vars /\ \A p \in Procs : WF_vars(Enter(p)) /\ WF_vars(Exit(p))
SpecSF == Init /\ [][Next]_vars /\ \A p \in Procs : SF_vars(Enter(p)) /\ WF_vars(Exit(p))
NoStarvation == \A p \in Procs : (pc[p] = "wait") ~> (pc[p] = "cs")
=============================================================================
