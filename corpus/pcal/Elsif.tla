---- MODULE Elsif ----
EXTENDS Naturals, TLC
(* --fair algorithm Elsif
variables x = 0, y = <<1, 2>>, z = [k \in 1..2 |-> k];
begin
  a: if x = 0 then x := 1;
     elsif x = 1 then y[1] := 5;
     elsif x = 2 then
       b: x := 3;
     else z[1] := 2 || z[2] := 3;
     end if;
  c: with t \in {1, 2}; u = t * 2 do
       x := t + u;
     end with;
     assert x \in Nat /\ y \in Seq(Nat)
                      /\ z # <<>>;
     goto Done;
end algorithm; *)
\* BEGIN TRANSLATION (chksum(pcal) = "7c28162a" /\ chksum(tla) = "f4ba7915")
VARIABLES pc, x, y, z

vars == << pc, x, y, z >>

Init == (* Global variables *)
        /\ x = 0
        /\ y = <<1, 2>>
        /\ z = [k \in 1..2 |-> k]
        /\ pc = "a"

a == /\ pc = "a"
     /\ IF x = 0
           THEN /\ x' = 1
                /\ pc' = "c"
                /\ UNCHANGED << y, z >>
           ELSE /\ IF x = 1
                      THEN /\ y' = [y EXCEPT ![1] = 5]
                           /\ pc' = "c"
                           /\ z' = z
                      ELSE /\ IF x = 2
                                 THEN /\ pc' = "b"
                                      /\ z' = z
                                 ELSE /\ z' = [z EXCEPT ![1] = 2,
                                                        ![2] = 3]
                                      /\ pc' = "c"
                           /\ y' = y
                /\ x' = x

b == /\ pc = "b"
     /\ x' = 3
     /\ pc' = "c"
     /\ UNCHANGED << y, z >>

c == /\ pc = "c"
     /\ \E t \in {1, 2}:
          LET u == t * 2 IN
            x' = t + u
     /\ Assert(x' \in Nat /\ y \in Seq(Nat)
                          /\ z # <<>>, 
               "Failure of assertion at line 15, column 6.")
     /\ pc' = "Done"
     /\ UNCHANGED << y, z >>

(* Allow infinite stuttering to prevent deadlock on termination. *)
Terminating == pc = "Done" /\ UNCHANGED vars

Next == a \/ b \/ c
           \/ Terminating

Spec == /\ Init /\ [][Next]_vars
        /\ WF_vars(Next)

Termination == <>(pc = "Done")

\* END TRANSLATION 
====
