---- MODULE Rename ----
EXTENDS Naturals
(* --algorithm D
variables x = 0;
process P = 1
variable t = 0;
begin
  a: x := x + 1;
  b: t := x;
end process;
process Q = 2
variable t = 5;
begin
  a: x := x + 2;
  b: t := t + x;
end process;
end algorithm; *)
\* BEGIN TRANSLATION (chksum(pcal) = "6dc8605c" /\ chksum(tla) = "f91a50b")
\* Label a of process P at line 8 col 6 changed to a_
\* Label b of process P at line 9 col 6 changed to b_
\* Process variable t of process P at line 6 col 10 changed to t_
VARIABLES pc, x, t_, t

vars == << pc, x, t_, t >>

ProcSet == {1} \cup {2}

Init == (* Global variables *)
        /\ x = 0
        (* Process P *)
        /\ t_ = 0
        (* Process Q *)
        /\ t = 5
        /\ pc = [self \in ProcSet |-> CASE self = 1 -> "a_"
                                        [] self = 2 -> "a"]

a_ == /\ pc[1] = "a_"
      /\ x' = x + 1
      /\ pc' = [pc EXCEPT ![1] = "b_"]
      /\ UNCHANGED << t_, t >>

b_ == /\ pc[1] = "b_"
      /\ t_' = x
      /\ pc' = [pc EXCEPT ![1] = "Done"]
      /\ UNCHANGED << x, t >>

P == a_ \/ b_

a == /\ pc[2] = "a"
     /\ x' = x + 2
     /\ pc' = [pc EXCEPT ![2] = "b"]
     /\ UNCHANGED << t_, t >>

b == /\ pc[2] = "b"
     /\ t' = t + x
     /\ pc' = [pc EXCEPT ![2] = "Done"]
     /\ UNCHANGED << x, t_ >>

Q == a \/ b

(* Allow infinite stuttering to prevent deadlock on termination. *)
Terminating == /\ \A self \in ProcSet: pc[self] = "Done"
               /\ UNCHANGED vars

Next == P \/ Q
           \/ Terminating

Spec == Init /\ [][Next]_vars

Termination == <>(\A self \in ProcSet: pc[self] = "Done")

\* END TRANSLATION 
====
