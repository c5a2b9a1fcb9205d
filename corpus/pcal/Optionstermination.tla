---- MODULE Optionstermination ----
EXTENDS Naturals
(* PlusCal options (-termination) *)
(* --algorithm X
variables x = 0;
process P \in {1,2}
begin
  a: x := x + 1;
  b: x := 0;
end process;
fair process Q = 3
begin
  q: x := 5;
end process;
end algorithm; *)
\* BEGIN TRANSLATION (chksum(pcal) = "8ba456f6" /\ chksum(tla) = "c22cbdbb")
VARIABLES pc, x

vars == << pc, x >>

ProcSet == ({1,2}) \cup {3}

Init == (* Global variables *)
        /\ x = 0
        /\ pc = [self \in ProcSet |-> CASE self \in {1,2} -> "a"
                                        [] self = 3 -> "q"]

a(self) == /\ pc[self] = "a"
           /\ x' = x + 1
           /\ pc' = [pc EXCEPT ![self] = "b"]

b(self) == /\ pc[self] = "b"
           /\ x' = 0
           /\ pc' = [pc EXCEPT ![self] = "Done"]

P(self) == a(self) \/ b(self)

q == /\ pc[3] = "q"
     /\ x' = 5
     /\ pc' = [pc EXCEPT ![3] = "Done"]

Q == q

(* Allow infinite stuttering to prevent deadlock on termination. *)
Terminating == /\ \A self \in ProcSet: pc[self] = "Done"
               /\ UNCHANGED vars

Next == Q
           \/ (\E self \in {1,2}: P(self))
           \/ Terminating

Spec == /\ Init /\ [][Next]_vars
        /\ \A self \in {1,2} : WF_vars(P(self))
        /\ WF_vars(Q)

Termination == <>(\A self \in ProcSet: pc[self] = "Done")

\* END TRANSLATION 
====
