---- MODULE Auto ----
EXTENDS Naturals
(* --algorithm Auto
variables x = 0, y = 0;
begin
  x := 1;
  y := x + 1;
  x := y;
  while x < 5 do
    x := x + 1;
  end while;
end algorithm; *)
\* BEGIN TRANSLATION (chksum(pcal) = "bf39b6d5" /\ chksum(tla) = "81afb3e1")
VARIABLES pc, x, y

vars == << pc, x, y >>

Init == (* Global variables *)
        /\ x = 0
        /\ y = 0
        /\ pc = "Lbl_1"

Lbl_1 == /\ pc = "Lbl_1"
         /\ x' = 1
         /\ y' = x' + 1
         /\ pc' = "Lbl_2"

Lbl_2 == /\ pc = "Lbl_2"
         /\ x' = y
         /\ pc' = "Lbl_3"
         /\ y' = y

Lbl_3 == /\ pc = "Lbl_3"
         /\ IF x < 5
               THEN /\ x' = x + 1
                    /\ pc' = "Lbl_3"
               ELSE /\ pc' = "Done"
                    /\ x' = x
         /\ y' = y

(* Allow infinite stuttering to prevent deadlock on termination. *)
Terminating == pc = "Done" /\ UNCHANGED vars

Next == Lbl_1 \/ Lbl_2 \/ Lbl_3
           \/ Terminating

Spec == Init /\ [][Next]_vars

Termination == <>(pc = "Done")

\* END TRANSLATION
====
