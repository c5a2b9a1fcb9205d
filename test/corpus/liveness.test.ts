// Soundness corpus for liveness (corpus/liveness): every worked example of
// LIVENESS.md §5 with TLC's verdict, and small specs whose verdict was derived by hand
// (the reasoning heads each .tla). One test per (spec, cfg) of expected.json: verdict,
// violated property, distinct states, and for a lasso its shape and that it is a
// behaviour of the spec (test/support/lassoReplay.ts). `loop` is given only where every
// violating lasso has that shape, since lassos may differ from TLC's (LIVENESS.md §2.4).

import test from "ava";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { compileToJs, loadCompiledSpec } from "../../compiler/index.js";
import { lassoProblems } from "../support/lassoReplay.js";
import { runModel, type ModelRun } from "../support/runModel.js";
import { projectRoot } from "../support/shared.js";

interface Expected {
  readonly spec: string;
  readonly config: string;
  readonly result: "ok" | "temporal" | "deadlock" | "action-property" | "error" | "refused";
  readonly violated?: string;
  readonly distinctStates?: number;
  readonly loop?: "stuttering" | "back";
  /** For a violation by an initial state: the trace is that one state. */
  readonly traceLength?: number;
  /** For "refused" (a formula TLC will not check, refused before the search): a fragment of the message. */
  readonly message?: string;
  /** A fragment of a warning the run must give (SYMMETRY, VIEW, constraints with liveness: LIVENESS.md §4). */
  readonly warning?: string;
  readonly source: string;
}

const dir = join(projectRoot, "corpus", "liveness");
const expected = JSON.parse(readFileSync(join(dir, "expected.json"), "utf8")) as Record<string, Expected>;

/** One run per entry, shared by the verdict test and the state-count test. */
const runs = new Map<string, Promise<ModelRun>>();
function run(name: string): Promise<ModelRun> {
  let r = runs.get(name);
  if (r === undefined) {
    const e = expected[name]!;
    r = runModel(join(dir, e.spec), join(dir, e.config));
    runs.set(name, r);
  }
  return r;
}

function errorMessages(r: ModelRun): string[] {
  return r.diagnostics.filter((d) => d.severity === "error").map((d) => d.message);
}

for (const [name, e] of Object.entries(expected)) {
  const what = e.result === "temporal" || e.result === "action-property" ? `${e.result} ${e.violated ?? ""}` : e.result;
  test(`liveness ${name} (${e.source}): ${what}${e.loop === undefined ? "" : `, ${e.loop} lasso`}`, async (t) => {
    const r = await run(name);
    if (e.result === "refused") {
      // A refusal comes as a compile diagnostic or, when the shape is known only once
      // quantifiers are expanded, as an error result before any state is explored.
      const messages = [...errorMessages(r), ...(r.result?.result === "error" && r.result.distinctStates === 0 ? [r.result.error?.message ?? ""] : [])];
      t.true(
        messages.some((m) => m.includes(e.message!)),
        `expected a refusal containing "${e.message}"; got diagnostics ${JSON.stringify(errorMessages(r))}, result ${r.result?.result} ${r.result?.error?.message ?? ""}`,
      );
      return;
    }
    t.deepEqual(errorMessages(r), []);
    if (e.warning !== undefined) {
      const warnings = r.diagnostics.filter((d) => d.severity === "warning").map((d) => d.message);
      t.true(warnings.some((m) => m.includes(e.warning!)), `expected a warning containing "${e.warning}"; got ${JSON.stringify(warnings)}`);
    }
    const got = r.result;
    if (got === undefined) return t.fail("no result");
    t.is(got.result as string, e.result, got.error?.message);
    t.is(got.violated, e.violated);
    if (e.distinctStates !== undefined) t.is(got.distinctStates, e.distinctStates, "distinct states");
    if (e.traceLength !== undefined) t.is(got.trace?.length, e.traceLength, "trace length");
    if (e.result !== "temporal" || got.result !== "temporal" || e.traceLength !== undefined) return;

    const trace = got.trace ?? [];
    t.true(trace.length > 0, "a lasso has states");
    if (e.loop === "stuttering") t.true(got.stuttering, "the cycle is the last state stuttering");
    if (e.loop === "back") t.not(got.stuttering, true, "the cycle goes back to an earlier state");
    const compiled = compileToJs(join(dir, e.spec), { config: join(dir, e.config) });
    const spec = await loadCompiledSpec(compiled.code!);
    t.deepEqual(
      lassoProblems(spec, { states: trace.map((s) => s.state), loopsBackTo: got.loopsBackTo, stuttering: got.stuttering }),
      [],
      "the lasso is a behaviour of the spec",
    );
  });
}

// LIVENESS.md §5 gives TLC's state counts for the mutex (§5.3): 1,280 states for
// n = 8 and 6,144 for n = 10, the same graph under SpecWF and SpecSF.
for (const [n, states] of [
  [8, 1280],
  [10, 6144],
] as const) {
  test(`LIVENESS.md §5.3: the mutex with Procs == 1..${n} has ${states} distinct states under SpecWF and SpecSF`, async (t) => {
    const [wf, sf] = await Promise.all([run(`S5_3_Mutex_SpecWF_N${n}`), run(`S5_3_Mutex_SpecSF_N${n}`)]);
    t.is(wf.result?.distinctStates, states);
    t.is(sf.result?.distinctStates, states);
  });
}
