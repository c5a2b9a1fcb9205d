---- MODULE Tabs ----
EXTENDS Naturals, TLC
(* --algorithm T
variables x = 0;
begin
	a:	await	\/ x = 0
			\/ x = 1;
		assert x = 0;
end algorithm; *)
\* BEGIN TRANSLATION (chksum(pcal) = "eca85384" /\ chksum(tla) = "7f193e50")
VARIABLES pc, x

vars == << pc, x >>

Init == (* Global variables *)
        /\ x = 0
        /\ pc = "a"

a == /\ pc = "a"
     /\ \/ x = 0
        \/ x = 1
     /\ Assert(x = 0, "Failure of assertion at line 8, column 17.")
     /\ pc' = "Done"
     /\ x' = x

(* Allow infinite stuttering to prevent deadlock on termination. *)
Terminating == pc = "Done" /\ UNCHANGED vars

Next == a
           \/ Terminating

Spec == Init /\ [][Next]_vars

Termination == <>(pc = "Done")

\* END TRANSLATION 
====
