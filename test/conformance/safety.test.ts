// Conformance with TLC on the public TLA+ examples: every model of
// ../shared/conformance/manifest.json without a PROPERTY (temporal properties are a
// later issue) is compiled and checked here, and compared with TLC's exact figures.
// For a success: verdict, distinct states, states generated and depth. For a
// violation: verdict, the violated name and the trace length (TLC's counts at the
// stop depend on exploration order; they are only reported).
//
// Models we do not match yet are listed in `knownMismatches` with the reason. The
// test fails when a model outside that list mismatches (a regression) and when a
// listed model starts to match (so the list stays true).

import test from "ava";
import { hasProperties, modelFiles, readManifest, successDifference, type ManifestEntry } from "../support/manifest.js";
import { runModel } from "../support/runModel.js";
import { sharedAvailable, sharedMissingMessage } from "../support/shared.js";

/** Model name → why we do not match TLC on it yet. */
const knownMismatches: ReadonlyMap<string, string> = new Map([
]);

function compare(e: ManifestEntry, r: Awaited<ReturnType<typeof runModel>>): string | undefined {
  if (r.result === undefined) return `did not compile: ${r.diagnostics.find((d) => d.severity === "error")?.message}`;
  const x = e.expected;
  const got = r.result;
  const want = x.result === "success" ? "ok" : x.result;
  if (got.result !== want) return `verdict ${got.result}${got.error ? ` (${got.error.message.split("\n")[0]})` : ""}, TLC ${want}`;
  if (want === "ok") return successDifference(x, got);
  if (x.violated !== undefined && got.violated !== x.violated) return `violated ${got.violated}, TLC ${x.violated}`;
  if (x.traceLength !== undefined && got.trace?.length !== x.traceLength) return `trace of ${got.trace?.length}, TLC ${x.traceLength}`;
  return undefined;
}

/** For a violation, whether we stopped where TLC stopped (same exploration order): reported, not required. */
function stopPoint(e: ManifestEntry, r: Awaited<ReturnType<typeof runModel>>): string {
  if (e.expected.result === "success" || r.result === undefined) return "";
  const same = r.result.distinctStates === e.expected.distinctStates && r.result.statesGenerated === e.expected.statesGenerated;
  return same ? " (stopped where TLC stopped)" : ` (stopped after ${r.result.distinctStates}/${r.result.statesGenerated} distinct/generated, TLC ${e.expected.distinctStates}/${e.expected.statesGenerated})`;
}

if (!sharedAvailable) {
  console.warn(sharedMissingMessage());
  test.skip("conformance: safety models of the shared manifest (shared corpus missing)", () => {});
} else {
  const models = readManifest().filter((e) => !hasProperties(e));

  const rows: string[] = [];
  let matched = 0;

  // One serial test per model: a failure names its model, and each finished model
  // resets ava's inactivity timeout (the whole set takes minutes).
  for (const e of models) {
    test.serial(`conformance: ${e.name}`, async (t) => {
      const files = modelFiles(e);
      let problem: string | undefined;
      let note = "";
      let got: { distinct: number | string; seconds: number; verdict: string } = { distinct: "-", seconds: 0, verdict: "-" };
      try {
        const r = await runModel(files.spec, files.config);
        problem = compare(e, r);
        note = stopPoint(e, r);
        got = { distinct: r.result?.distinctStates ?? "-", seconds: r.seconds, verdict: r.result?.result ?? "no compile" };
      } catch (err) {
        problem = `threw ${(err as Error).message.split("\n")[0]}`;
      }
      if (problem === undefined) matched++;
      rows.push(
        `${e.name.padEnd(58)} ${String(e.expected.distinctStates).padStart(8)} ${String(got.distinct).padStart(8)} ` +
          `${got.verdict.padEnd(10)} ${got.seconds.toFixed(2).padStart(7)}  ${problem === undefined ? "match" : "MISMATCH: " + problem}${note}`,
      );
      const known = knownMismatches.get(e.name);
      if (known === undefined) t.is(problem, undefined, "mismatch with TLC (not in knownMismatches)");
      else t.not(problem, undefined, `listed in knownMismatches (${known}) but now matches: remove it from the list`);
      if (problem !== undefined) t.log(problem);
    });
  }

  test.serial("conformance: summary table", (t) => {
    const percent = ((100 * matched) / models.length).toFixed(1);
    t.log(
      `\n${"model".padEnd(58)} ${"TLC".padStart(8)} ${"ours".padStart(8)} ${"verdict".padEnd(10)} ${"seconds".padStart(7)}\n` +
        rows.join("\n") +
        `\n${matched} of ${models.length} match exactly (${percent}%)`,
    );
    t.is(rows.length, models.length);
  });
}
