--------------------------- MODULE ExceptFieldFold ---------------------------
(* A field read of an EXCEPT folds to the new value or the old record's field   *)
(* (compiler/emit/exceptFold.ts): SwarmKit's ProgressTask shape, through a LET  *)
(* and an operator whose body is a field path, a read beside the path, a read  *)
(* below the new value, and a direct `[r EXCEPT ...].f`.                        *)
(* Expected (TLC): no error, 64 distinct states, 257 generated, depth 9.       *)
EXTENDS Naturals

VARIABLE tasks

States == {"new", "ready", "running", "done"}
Next1 == [s \in States |-> CASE s = "new" -> "ready" [] s = "ready" -> "running"
                             [] s = "running" -> "done" [] s = "done" -> "new"]
State(t) == t.status.state
Info(t) == t.status

Init == tasks = {[id |-> i, status |-> [state |-> "new", err |-> [code |-> 0]]] : i \in 1..2}

Next ==
  \E t \in tasks, s2 \in States, c \in 0..1 :
    LET t2 == [t EXCEPT !.status.state = s2]
        t3 == [t EXCEPT !.status.err = [code |-> c]]
    IN /\ State(t2) = Next1[State(t)]
       /\ s2 # State(t)
       /\ t2.id = t.id
       /\ t3.status.err.code = c
       /\ Info(t2).err = t.status.err
       /\ [t EXCEPT !.id = 7].status.state = State(t)
       /\ tasks' = (tasks \ {t}) \cup {IF c = 0 THEN t2 ELSE [t2 EXCEPT !.status.err = t3.status.err]}
==============================================================================
