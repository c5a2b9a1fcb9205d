// What the start-up snapshot runs before it is saved (entry.ts, docs/process.md): whole
// `tla2ts check` runs of small specs, so that the functions of the check path are compiled
// into the snapshot. V8 compiles a function the first time it is called and keeps that
// bytecode in a snapshot, so a run from the snapshot does not compile them again: some
// thousands of functions (parser rules, resolver, emitter, runtime, search, report),
// compiled in every run before. Only code is shared with later runs, no results: each run
// parses, resolves, compiles and checks its own spec from the start, and these checks leave
// no state behind that a later run reads (their output goes nowhere, their files are removed).
// Importing the PlusCal translator here also builds its lexer into the snapshot: `check`
// imports it on demand, for a file whose translation records checksums (pcal/staleness.ts).

import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Output } from "../parseCommand.js";
import { translatePlusCal } from "../../pcal/translate.js";
import { runCheck } from "../checkEntry.js";
import { ExitCode } from "../exitCodes.js";
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

/** Integers, RECURSIVE, a recursive function, \X, SUBSET, UNION, LAMBDA, a bag; an invariant that fails (the trace's printing). */
const failing = String.raw`---- MODULE Fails ----
EXTENDS Integers, Sequences, FiniteSets, Bags, TLC
CONSTANT N
VARIABLES x, s, f
RECURSIVE Sum(_)
Sum(q) == IF q = << >> THEN 0 ELSE Head(q) + Sum(Tail(q))
fact[n \in 0..N] == IF n = 0 THEN 1 ELSE n * fact[n - 1]
Pairs == {<<a, b>> \in (1..N) \X (1..N) : a < b}
Init == x = 0 /\ s = << >> /\ f = [i \in 1..N |-> 0]
Add(i) == /\ x < N /\ x' = x + 1 /\ s' = Append(s, i) /\ f' = [f EXCEPT ![i] = @ + 1]
Drop == /\ Len(s) > 0 /\ s' = SubSeq(s, 2, Len(s)) /\ UNCHANGED <<x, f>>
Next == (\E i \in 1..N : Add(i)) \/ Drop
Inv ==
  /\ Sum(s) <= N * N /\ fact[N] > 0 /\ -x <= 0 /\ x % 2 \in {0, 1} /\ x \div 1 = x
  /\ \A p \in Pairs : p[1] # p[2]
  /\ Len(SelectSeq(s, LAMBDA e : e > 1)) <= Len(s) /\ s \o << >> = s
  /\ Cardinality(UNION {SUBSET {1, 2}}) = 4
  /\ BagCardinality(SetToBag({x})) = 1
  /\ x < N
====
`;

/**
 * A proof (the TLAPS syntax many specs carry), a named INSTANCE with a substitution, ASSUME,
 * the bundled community modules, a CONSTRAINT, a symmetry set and a temporal property that
 * fails (the lasso's printing).
 */
const proofs = String.raw`---- MODULE Proofs ----
EXTENDS Naturals, FiniteSets, Sequences, SequencesExt, FiniteSetsExt, Functions, TLC
CONSTANTS N, Procs
ASSUME NAssumption == N \in Nat \ {0}
VARIABLES c, seen
PTL == TRUE
I == INSTANCE Inner WITH k <- c
Init == c = 0 /\ seen = {}
Step(p) == /\ c' = (c + 1) % N /\ seen' = seen \cup {p}
Next == \E p \in Procs : Step(p)
Spec == Init /\ [][Next]_<<c, seen>> /\ WF_<<c, seen>>(Next)
TypeOK == c \in 0..(N - 1) /\ seen \subseteq Procs
Inv == /\ TypeOK /\ I!Double >= c /\ Range([i \in 1..2 |-> c]) = {c}
       /\ ToSet(<<c, c>>) = {c} /\ Quantify(seen, LAMBDA p : TRUE) = Cardinality(seen)
Bounded == c < N
Perms == Permutations(Procs)
THEOREM Typing == Spec => []TypeOK
<1>1. Init => TypeOK
  BY NAssumption DEF Init, TypeOK
<1>2. TypeOK /\ [Next]_<<c, seen>> => TypeOK'
  <2>1. CASE Next
    BY <2>1, NAssumption DEF TypeOK, Next, Step
  <2>2. CASE UNCHANGED <<c, seen>>
    BY <2>2 DEF TypeOK
  <2>3. QED
    BY <2>1, <2>2
<1>3. QED
  BY <1>1, <1>2, PTL DEF Spec
Reaches == <>(c = N)
====
`;

const inner = String.raw`---- MODULE Inner ----
EXTENDS Naturals
CONSTANT k
Double == 2 * k
====
`;

/** A PlusCal algorithm, for the translator that compares a file's translation with its algorithm (pcal/staleness.ts). */
const algorithm = String.raw`---- MODULE Algo ----
EXTENDS Naturals
(* --algorithm Algo
variables x = 0;
process p \in 1..2
variable y = 0;
begin
  a: while x < 2 do
    b: x := x + 1; y := y + 1;
  end while;
end process;
end algorithm; *)
\* BEGIN TRANSLATION
\* END TRANSLATION
====
`;

/** Nothing the warm-up check prints is kept. */
const nowhere: Output = { out: () => {}, err: () => {}, terminal: false };

/**
 * Checks the specs above as `tla2ts check` would (with --workers 1: the worker threads are
 * not in the snapshot), in text and JSON (the first two), and translates the algorithm; throws unless each
 * check gives the exit code it should.
 */
export async function warmUpCheckPath(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "tla2ts-snapshot-warm-"));
  try {
    writeFileSync(join(dir, "Warm.tla"), spec);
    writeFileSync(join(dir, "Warm.cfg"), cfg);
    writeFileSync(join(dir, "Fails.tla"), failing);
    writeFileSync(join(dir, "Fails.cfg"), "CONSTANT N = 3\nINIT Init\nNEXT Next\nINVARIANT Inv\n");
    writeFileSync(join(dir, "Proofs.tla"), proofs);
    writeFileSync(join(dir, "Inner.tla"), inner);
    writeFileSync(join(dir, "Proofs.cfg"), "CONSTANTS N = 3\n  Procs = {p1, p2}\nSYMMETRY Perms\nSPECIFICATION Spec\nINVARIANT Inv\nCONSTRAINT Bounded\nPROPERTY Reaches\n");
    const runs: [string[], number][] = [
      [["Warm.tla"], ExitCode.ok],
      [["Warm.tla", "--json"], ExitCode.ok],
      [["Fails.tla"], ExitCode.invariantViolated],
      [["Fails.tla", "--json"], ExitCode.invariantViolated],
      [["Proofs.tla"], ExitCode.propertyViolated],
    ];
    for (const [[file, ...options], expected] of runs) {
      const args = quickCheckArgs([join(dir, file!), ...options, "--workers", "1", "--progress", "0"]);
      if (args === undefined) throw new Error("the snapshot's warm-up command line was not read");
      const code = await runCheck(args, nowhere);
      if (code !== expected) throw new Error(`the snapshot's warm-up check of ${file} ${options.join(" ")} ended with exit code ${code}, not ${expected}`);
    }
    if (translatePlusCal(algorithm).translation === undefined) throw new Error("the snapshot's warm-up algorithm did not translate");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
