// What the start-up snapshot runs before it is saved (entry.ts, docs/process.md): a whole
// `tla2ts check` of a small spec, so that the functions of the check path are compiled
// into the snapshot. V8 compiles a function the first time it is called and keeps that
// bytecode in a snapshot, so a run from the snapshot does not compile them again: some
// thousands of functions (parser rules, resolver, emitter, runtime, search, report),
// compiled in every run before. Only code is shared with later runs, no results: each run
// parses, resolves, compiles and checks its own spec from the start, and this check leaves
// no state behind that a later run reads (its output goes nowhere, its files are removed).

import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Output } from "../parseCommand.js";
import { runCheck } from "../checkEntry.js";
import { quickCheckArgs } from "../quickCheck.js";

/** A spec with the usual constructs: records, EXCEPT, sequences, sets, quantifiers, CHOOSE, LET, CASE, fairness, an invariant and a temporal property. */
const spec = String.raw`---- MODULE Warm ----
EXTENDS Naturals, Sequences, FiniteSets, TLC
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
  /\ LET t == worker[w].task IN queue' = Append(queue, t)
  /\ worker' = [worker EXCEPT ![w] = [@ EXCEPT !.state = "idle", !.task = Idle]]
  /\ crashes' = crashes + 1
  /\ UNCHANGED done
Next ==
  \/ \E w \in Workers : Dispatch(w) \/ Finish(w) \/ Crash(w)
  \/ /\ done = Tasks
     /\ UNCHANGED vars
Spec == Init /\ [][Next]_vars /\ \A w \in Workers : WF_vars(Dispatch(w)) /\ WF_vars(Finish(w))
Busy == {w \in Workers : worker[w].state = "busy"}
Load == CASE Cardinality(Busy) = 0 -> "none" [] Cardinality(Busy) = 1 -> "one" [] OTHER -> "many"
NoDoubleAssignment ==
  /\ Load \in {"none", "one", "many"}
  /\ \A v, w \in Busy : v # w => worker[v].task # worker[w].task
  /\ (Busy # {}) => (CHOOSE w \in Busy : TRUE) \in Workers
AllDone == <>(done = Tasks)
====
`;

const cfg = `CONSTANTS
  Workers = {w1, w2}
  Tasks = {t1, t2}
  MaxCrashes = 1
SPECIFICATION Spec
INVARIANT TypeOK NoDoubleAssignment
PROPERTY AllDone
`;

/** Nothing the warm-up check prints is kept. */
const nowhere: Output = { out: () => {}, err: () => {}, terminal: false };

/** Checks the spec above as `tla2ts check Warm.tla --workers 1` would; the exit code it gives (0). */
export async function warmUpCheckPath(): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), "tla2ts-snapshot-warm-"));
  try {
    writeFileSync(join(dir, "Warm.tla"), spec);
    writeFileSync(join(dir, "Warm.cfg"), cfg);
    const args = quickCheckArgs([join(dir, "Warm.tla"), "--workers", "1", "--progress", "0"]);
    if (args === undefined) throw new Error("the snapshot's warm-up command line was not read");
    return await runCheck(args, nowhere);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
