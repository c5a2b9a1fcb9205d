// Conformance with TLC on the public TLA+ examples whose .cfg has PROPERTY or
// PROPERTIES (../shared/conformance/manifest.json): each model is compiled and checked
// with its temporal properties and compared with TLC's figures.
// - TLC's "success": our "ok" with TLC's distinct states, states generated and depth.
// - TLC's "invariant": the invariant's name and the trace length (TLC stops there).
// - TLC's "property" (a violated temporal property, exit 13): our "temporal" with the
//   violated PROPERTY name, and a lasso that is a behaviour of the spec
//   (test/support/lassoReplay.ts). TLC's counts there are not compared: it may report
//   from a periodic check on a partial graph, while ours come from the complete graph
//   (LIVENESS.md §2.3); they are only reported.
//
// Models we do not match yet are listed in `knownMismatches` with the reason. The
// test fails when a model outside that list mismatches (a regression) and when a
// listed model starts to match (so the list stays true).

import test from "ava";
import { lassoProblems } from "../support/lassoReplay.js";
import { hasProperties, modelFiles, readManifest, successDifference, type ManifestEntry } from "../support/manifest.js";
import { runModel, type ModelRun } from "../support/runModel.js";
import { sharedAvailable, sharedMissingMessage } from "../support/shared.js";

/** Model name → why we do not match TLC on it yet. */
const knownMismatches: ReadonlyMap<string, string> = new Map<string, string>([
]);

/** TLC's verdict in our result vocabulary. */
function ourKind(tlcResult: string): string {
  if (tlcResult === "success") return "ok";
  if (tlcResult === "property") return "temporal";
  return tlcResult;
}

function compare(e: ManifestEntry, r: ModelRun): string | undefined {
  if (r.result === undefined) return `did not compile: ${r.diagnostics.find((d) => d.severity === "error")?.message}`;
  const x = e.expected;
  const got = r.result;
  const want = ourKind(x.result);
  if (got.result !== want) {
    const detail = got.error ? ` (${got.error.message.split("\n")[0]})` : got.violated ? ` ${got.violated}` : "";
    return `verdict ${got.result}${detail}, TLC ${want}${x.violated ? " " + x.violated : ""}`;
  }
  if (want === "ok") return successDifference(x, got);
  if (x.violated !== undefined && got.violated !== x.violated) return `violated ${got.violated}, TLC ${x.violated}`;
  if (want === "temporal") {
    const trace = got.trace ?? [];
    // A violation by an initial state (a state-level PROPERTY) has a one-state trace and no lasso.
    if (got.loopsBackTo === undefined) return trace.length === 1 ? undefined : `a ${trace.length}-state trace without a loop`;
    const problems = lassoProblems(r.spec!, { states: trace.map((s) => s.state), loopsBackTo: got.loopsBackTo, stuttering: got.stuttering });
    return problems.length === 0 ? undefined : `the lasso is not a behaviour of the spec: ${problems.join("; ")}`;
  }
  if (x.traceLength !== undefined && got.trace?.length !== x.traceLength) return `trace of ${got.trace?.length}, TLC ${x.traceLength}`;
  return undefined;
}

/** For a violation: our counts against TLC's (reported, not required). */
function note(e: ManifestEntry, r: ModelRun): string {
  const got = r.result;
  if (e.expected.result === "success" || got === undefined) return "";
  const lasso = got.loopsBackTo === undefined ? "" : `, lasso of ${got.trace?.length} states ${got.stuttering ? "stuttering" : `back to ${got.loopsBackTo}`}`;
  return ` (ours ${got.distinctStates}/${got.statesGenerated} distinct/generated, TLC ${e.expected.distinctStates}/${e.expected.statesGenerated}${lasso})`;
}

if (!sharedAvailable) {
  console.warn(sharedMissingMessage());
  test.skip("conformance: liveness models of the shared manifest (shared corpus missing)", () => {});
} else {
  const models = readManifest().filter(hasProperties);

  const rows: string[] = [];
  let matched = 0;

  // One serial test per model: a failure names its model, the runs do not compete for
  // the CPU (the seconds are comparable with TLC's), and each finished model resets
  // ava's inactivity timeout.
  for (const e of models) {
    test.serial(`liveness conformance: ${e.name}`, async (t) => {
      let problem: string | undefined;
      let extra = "";
      let got: { distinct: number | string; seconds: number; verdict: string } = { distinct: "-", seconds: 0, verdict: "-" };
      try {
        const files = modelFiles(e);
        const r = await runModel(files.spec, files.config);
        problem = compare(e, r);
        extra = note(e, r);
        const verdict = r.result === undefined ? "no compile" : r.result.result + (r.result.violated ? " " + r.result.violated : "");
        got = { distinct: r.result?.distinctStates ?? "-", seconds: r.seconds, verdict };
      } catch (err) {
        problem = `threw ${(err as Error).message.split("\n")[0]}`;
      }
      if (problem === undefined) matched++;
      const tlc = e.expected.result + (e.expected.violated ? " " + e.expected.violated : "");
      rows.push(
        `${e.name.padEnd(52)} ${tlc.padEnd(24)} ${String(e.expected.distinctStates).padStart(7)} ${String(e.tlcSeconds ?? "-").padStart(6)}  ` +
          `${got.verdict.padEnd(24)} ${String(got.distinct).padStart(7)} ${got.seconds.toFixed(2).padStart(6)}  ` +
          `${problem === undefined ? "match" : "MISMATCH: " + problem}${extra}`,
      );
      const known = knownMismatches.get(e.name);
      if (known === undefined) t.is(problem, undefined, "mismatch with TLC (not in knownMismatches)");
      else t.not(problem, undefined, `listed in knownMismatches (${known}) but now matches: remove it from the list`);
      if (problem !== undefined) t.log(problem);
    });
  }

  test.serial("liveness conformance: summary table (at least 95% match)", (t) => {
    const percent = (100 * matched) / models.length;
    t.log(
      `\n${"model".padEnd(52)} ${"TLC".padEnd(24)} ${"states".padStart(7)} ${"secs".padStart(6)}  ${"ours".padEnd(24)} ${"states".padStart(7)} ${"secs".padStart(6)}\n` +
        rows.join("\n") +
        `\n${matched} of ${models.length} match (${percent.toFixed(1)}%)`,
    );
    t.is(rows.length, models.length);
    t.true(percent >= 95, `${percent.toFixed(1)}% of the liveness models match TLC; the acceptance bar is 95%`);
  });
}
