---- MODULE Loop ----
EXTENDS Naturals
(* --algorithm Loop
variables x = 0;
fair+ process P \in {1, 2}
begin
  l: while TRUE do
       x := (x + 1) % 3;
     end while;
end process;
fair process Q = 3
begin
  m:+ x := 0;
  n:- x := 1;
end process;
end algorithm; *)
\* BEGIN TRANSLATION (chksum(pcal) = "dfe998a" /\ chksum(tla) = "d2d8aecc")
VARIABLES pc, x

vars == << pc, x >>

ProcSet == ({1, 2}) \cup {3}

Init == (* Global variables *)
        /\ x = 0
        /\ pc = [self \in ProcSet |-> CASE self \in {1, 2} -> "l"
                                        [] self = 3 -> "m"]

l(self) == /\ pc[self] = "l"
           /\ x' = (x + 1) % 3
           /\ pc' = [pc EXCEPT ![self] = "l"]

P(self) == l(self)

m == /\ pc[3] = "m"
     /\ x' = 0
     /\ pc' = [pc EXCEPT ![3] = "n"]

n == /\ pc[3] = "n"
     /\ x' = 1
     /\ pc' = [pc EXCEPT ![3] = "Done"]

Q == m \/ n

Next == Q
           \/ (\E self \in {1, 2}: P(self))

Spec == /\ Init /\ [][Next]_vars
        /\ \A self \in {1, 2} : SF_vars(P(self))
        /\ WF_vars((pc[3] # "n") /\ Q) /\ SF_vars(m)

\* END TRANSLATION 
====
