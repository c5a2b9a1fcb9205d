------------------------------ MODULE ViewLassoDetour ------------------------------
(* A lasso found under VIEW is a path of view fingerprints; replaying it from      *)
(* concrete states, the state reached back at "idle" (b = 1) cannot take Go(p2)    *)
(* as the first "idle" state (b = 0) can. tla2ts inserts the view-keeping step      *)
(* Clear there, so the counterexample is a behaviour of the spec (it used to stop   *)
(* with TT5303, difftest seed 127). The verdict and counts are TLC's; the lasso     *)
(* need not be (docs/semantics.md, "VIEW and temporal properties").                 *)
(* Expected (TLC): corpus/regressions/expected.json                                  *)
EXTENDS Naturals
CONSTANT Procs
VARIABLES a, b
vars == <<a, b>>
Init == a = "idle" /\ b = 0
Go(p) == a = "idle" /\ b = 0 /\ a' = p /\ b' = b
Back == a # "idle" /\ a' = "idle" /\ b' = 1
Clear == b = 1 /\ b' = 0 /\ a' = a
Next == (\E p \in Procs : Go(p)) \/ Back \/ Clear
Spec == Init /\ [][Next]_vars /\ \A p \in Procs : SF_vars(Go(p))
Reaches == <>(a = "done")
View == a
=====================================================================================
