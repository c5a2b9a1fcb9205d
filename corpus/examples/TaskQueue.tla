------------------------------ MODULE TaskQueue ------------------------------
(***************************************************************************)
(* A dispatcher hands tasks from a queue to idle workers; a worker finishes *)
(* its task or crashes and gives it back. The bundled example of the        *)
(* README: small enough to read in a minute, with the constructs real       *)
(* orchestrator specs use (records, EXCEPT, quantifiers, bulleted lists).   *)
(***************************************************************************)
EXTENDS Naturals, Sequences, FiniteSets

CONSTANTS Workers, Tasks, MaxCrashes

ASSUME MaxCrashes \in Nat /\ Tasks # {}

VARIABLES queue, worker, done, crashes

vars == <<queue, worker, done, crashes>>

Idle == "idle"

TypeOK ==
  /\ queue \in Seq(Tasks)
  /\ worker \in [Workers -> [state : {"idle", "busy"}, task : Tasks \cup {Idle}]]
  /\ done \subseteq Tasks
  /\ crashes \in 0..MaxCrashes

\* The queue starts with every task once, in any order.
Distinct(s) == \A i, j \in DOMAIN s : i # j => s[i] # s[j]

Init ==
  /\ queue \in {s \in [1..Cardinality(Tasks) -> Tasks] : Distinct(s)}
  /\ worker = [w \in Workers |-> [state |-> "idle", task |-> Idle]]
  /\ done = {}
  /\ crashes = 0

Dispatch(w) ==
  /\ worker[w].state = "idle"
  /\ queue # << >>
  /\ worker' = [worker EXCEPT ![w] = [state |-> "busy", task |-> Head(queue)]]
  /\ queue' = Tail(queue)
  /\ UNCHANGED <<done, crashes>>

Finish(w) ==
  /\ worker[w].state = "busy"
  /\ done' = done \cup {worker[w].task}
  /\ worker' = [worker EXCEPT ![w].state = "idle", ![w].task = Idle]
  /\ UNCHANGED <<queue, crashes>>

Crash(w) ==
  /\ worker[w].state = "busy"
  /\ crashes < MaxCrashes
  /\ queue' = Append(queue, worker[w].task)
  /\ worker' = [worker EXCEPT ![w] = [@ EXCEPT !.state = "idle", !.task = Idle]]
  /\ crashes' = crashes + 1
  /\ UNCHANGED done

Next ==
  \/ \E w \in Workers : Dispatch(w) \/ Finish(w) \/ Crash(w)
  \/ /\ done = Tasks
     /\ UNCHANGED vars

\* Without fairness for Dispatch, an idle worker may ignore a non-empty queue
\* forever and AllDone fails (tla2ts finds that lasso).
Spec == Init /\ [][Next]_vars /\ \A w \in Workers : WF_vars(Dispatch(w)) /\ WF_vars(Finish(w))

\* No task is held by two workers at once.
NoDoubleAssignment ==
  \A v, w \in Workers :
    v # w /\ worker[v].state = "busy" /\ worker[w].state = "busy"
      => worker[v].task # worker[w].task

AllDone == <>(done = Tasks)
==============================================================================
