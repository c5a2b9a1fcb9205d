---- MODULE Omit ----
EXTENDS Naturals
(* --algorithm Omit
variables x = 0;
begin
  l: while TRUE do
       either x := (x + 1) % 3;
       or     x := 0;
       end either;
     end while;
end algorithm; *)
\* BEGIN TRANSLATION (chksum(pcal) = "e837537a" /\ chksum(tla) = "33f5511c")
VARIABLE x

vars == << x >>

Init == (* Global variables *)
        /\ x = 0

Next == \/ /\ x' = (x + 1) % 3
        \/ /\ x' = 0

Spec == Init /\ [][Next]_vars

\* END TRANSLATION 
====
