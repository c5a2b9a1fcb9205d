// Start-up cost: most models are small, and then loading modules is most of a run.
// `tla2ts check` must load only what checking needs: not yargs (a plain command line),
// ts-morph or prettier (gen), the standard modules' implementations the spec does not use,
// Graphviz and the HTML report (--html), Alloy, PlusCal's translator (a spec without an
// algorithm), the simulator, trace validation or the worker threads (--workers 1).
// The run goes through a real child process with module hooks that record every URL.
// This is the plain CLI (bin/tla2ts.js): the launcher bin/tla2ts starts a check from the
// start-up snapshot instead, which loads no module at all; what its bundle holds is pinned
// in snapshot.test.ts.

import test from "ava";
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { projectRoot } from "../support/shared.js";

function loadedBy(args: readonly string[]): { urls: string[]; status: number | null; stderr: string } {
  const trace = join(mkdtempSync(join(tmpdir(), "tla2ts-modules-")), "loaded.txt");
  const register = pathToFileURL(join(projectRoot, "build", "test", "support", "moduleTrace", "register.js")).href;
  const child = spawnSync(process.execPath, ["--import", register, join(projectRoot, "bin", "tla2ts.js"), ...args], {
    encoding: "utf8",
    env: { ...process.env, TLA2TS_MODULE_TRACE: trace },
  });
  return { urls: readFileSync(trace, "utf8").split("\n").filter((l) => l !== ""), status: child.status, stderr: child.stderr };
}

const notForCheck: readonly [string, RegExp][] = [
  ["ts-morph or the TypeScript compiler", /\/node_modules\/(ts-morph|@ts-morph|typescript)\//],
  ["prettier", /\/node_modules\/prettier\//],
  ["Graphviz", /\/node_modules\/@viz-js\//],
  ["the HTML reports", /\/build\/compiler\/(report\/|cli\/htmlReport\.js)/],
  ["Alloy", /\/build\/(compiler|runtime|grammar)\/alloy\/|\/cli\/alloy/],
  ["the PlusCal translator", /\/build\/compiler\/pcal\/translate\.js|\/build\/grammar\/pcal\//],
  ["the simulate, validate, gen, parse and tlc commands", /\/build\/compiler\/cli\/(simulate|validate|gen|parse|tlc|pcal)Command\.js/],
  ["trace validation", /\/build\/runtime\/testing\//],
  ["the worker threads", /\/build\/runtime\/check\/parallel\//],
  // A plain `check` command line is read by yargs-parser alone (quickCheck.ts).
  ["yargs and its help-text layout", /\/node_modules\/(yargs|cliui|string-width|wrap-ansi|y18n)\//],
  ["the simulator", /\/build\/runtime\/simulate\/simulate\.js/],
  ["node:crypto (only checkpoints hash the model)", /^node:crypto$/],
  ["node:child_process (only a relaunch with a larger heap)", /^node:child_process$/],
  ["type inference and the typed machine (gen, validate)", /\/build\/compiler\/(types\/|typing\.js|emit\/machineEmitter\.js)|\/build\/runtime\/machine\//],
  // TaskQueue extends Naturals, Sequences and FiniteSets: no other module's implementation.
  ["implementations of standard modules the spec does not use", /\/build\/runtime\/modules\/(?!(core|args|registry|Naturals|Sequences|FiniteSets)\.js)/],
];

/**
 * The modules `check` loads for TaskQueue: 211 before start-up was trimmed (issue 13), 133
 * after, 141 with the stored parser tables (grammar/storedLookahead.ts, lexerHints.ts and
 * their generated tables, which save 27-120 ms of parsing), sortedMerge and symmetrySupport,
 * 144 with the stored grammars (grammar/storedGrammar.ts and the TLA+ and .cfg tables, which
 * save some 35 ms of CPU of building the parsers), 148 with lazy function values (lazyFcn),
 * the operator memo (operatorMemo), POSTCONDITION's CounterExample (counterExample) and
 * TLC's value hashing behind --fp (tlcHash), each a few KB that every check may need;
 * 149 with the compiler's counting of `\A` instances in actions (compiler/emit/walkCount.ts);
 * 150 with the snapshot's entry (cli/checkEntry.ts) and the linking of the emitted spec to the
 * loaded runtime (compiler/emittedRuntime.ts), which no longer loads the spec as a data: module;
 * 154 with the EXCEPT folding of the emitter (compiler/emit/exceptFold.ts) and its run-time
 * path check (runtime/values/entryAt.ts), and the run's own actions (runtime/check/spec.ts).
 * 156 with which errors TLC raises as RuntimeExceptions (runtime/check/tlcExceptions.ts, read
 * by the exit status) and the lasso of a liveness counterexample checked against each property
 * (runtime/liveness/derivedGraphs.ts, imported by the liveness entry every check loads).
 * 158 with the invariants' read sets (compiler/analyse/readSets.ts) and the skipping of invariants whose variables an action left
 * unchanged (runtime/check/invariantSkip.ts: up to half of the invariant evaluations of some models).
 * 159 with subexpression selection (compiler/resolve/subexpressionSelect.ts: labels with arguments, !(e), !@,
 * LET definitions; the resolver checks a path's arity with it, so every check loads it).
 * 161 with the replay of TLC's whole intern table (compiler/analyse/tlcInterns.ts and the names
 * of TLC's jar modules, tlcVocabulary.generated.ts), which gives model values TLC's hash codes.
 * Loading a module costs some 0.3 ms of CPU before it runs; a change that adds many
 * to every run must show what it buys and raise this bound on purpose.
 */
const MAX_CHECK_MODULES = 161;

test("check --workers 1 loads no module that only other commands or options use", (t) => {
  const spec = join(projectRoot, "corpus", "examples", "TaskQueue.tla");
  const run = loadedBy(["check", spec, "--workers", "1", "--progress", "0"]);
  t.is(run.status, 0, run.stderr);
  // The hooks saw the run: the checker and the TLA+ parser were loaded.
  t.true(run.urls.some((u) => u.endsWith("/build/runtime/check/bfs.js")));
  t.true(run.urls.some((u) => u.endsWith("/build/grammar/tla/parser.js")));
  for (const [what, pattern] of notForCheck) t.deepEqual(run.urls.filter((u) => pattern.test(u)), [], `check loaded ${what}`);
  // The operator tables of the modules it does use are loaded.
  t.true(run.urls.some((u) => u.endsWith("/build/runtime/modules/Sequences.js")));
  t.true(run.urls.length <= MAX_CHECK_MODULES, `check loaded ${run.urls.length} modules, more than ${MAX_CHECK_MODULES}`);
});

test("the trace sees modules loaded on demand: gen loads prettier", (t) => {
  const spec = join(projectRoot, "corpus", "examples", "TaskQueue.tla");
  const out = mkdtempSync(join(tmpdir(), "tla2ts-modules-gen-"));
  const run = loadedBy(["gen", spec, "--out", out]);
  t.is(run.status, 0, run.stderr);
  t.true(run.urls.some((u) => /\/node_modules\/prettier\//.test(u)));
});
