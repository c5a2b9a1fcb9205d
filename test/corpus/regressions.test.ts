// Our own small regression specs (corpus/regressions): each is a minimal model of a bug
// the seed corpus or a review revealed (Subst*: operator arguments substituted, see
// docs/semantics.md), with TLC's result in corpus/regressions/expected.json and in the
// spec's header comment, taken from `../shared/oracles/tlc -workers 1 -metadir
// $(mktemp -d) -noGenerateSpecTE -config X.cfg X.tla` run in corpus/regressions.

import test from "ava";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { printTraceState } from "../../runtime/check/report.js";
import type { CorpusExpected } from "../support/manifest.js";
import { runModel } from "../support/runModel.js";
import { projectRoot } from "../support/shared.js";

const dir = join(projectRoot, "corpus", "regressions");
const expected = JSON.parse(readFileSync(join(dir, "expected.json"), "utf8")) as Record<string, CorpusExpected>;

for (const [name, e] of Object.entries(expected)) {
  test(`regression ${name}: ${e.result}, ${e.distinctStates} distinct, ${e.statesGenerated} generated, depth ${e.depth}`, async (t) => {
    const r = await runModel(join(dir, e.spec), join(dir, e.config));
    t.deepEqual(r.diagnostics.filter((d) => d.severity === "error").map((d) => d.message), []);
    t.is(r.result?.result as string | undefined, e.result, r.result?.error?.message);
    t.is(r.result?.distinctStates, e.distinctStates);
    t.is(r.result?.statesGenerated, e.statesGenerated);
    t.is(r.result?.depth, e.depth);
    if (e.violated !== undefined) t.is(r.result?.violated ?? undefined, e.violated);
    if (e.traceLength !== undefined) t.is(r.result?.trace?.length, e.traceLength);
    if (e.firstState !== undefined) t.is(r.spec && r.result?.trace?.[0] ? printTraceState(r.spec, r.result.trace[0]) : undefined, e.firstState);
    if (e.result === "temporal") t.is(r.result?.finitePrefix === true, e.finitePrefix === true, "reported during the search as a finite behaviour (TLC exit 12)");
  });
}
