// Liveness under VIEW/SYMMETRY built as TLC builds its graphs (runtime/liveness/derivedGraphs.ts,
// docs/semantics.md "VIEW and temporal properties"): the regressions' verdicts are TLC's
// (corpus/regressions/expected.json); here their lassos must be behaviours of the spec,
// although they use steps the graph's kept states do not have (a product node expanded
// from a later concrete state, a parallel edge labelled by another successor).

import test from "ava";
import { join } from "node:path";
import { lassoProblems } from "../../support/lassoReplay.js";
import { runModel } from "../../support/runModel.js";
import { projectRoot } from "../../support/shared.js";

const dir = join(projectRoot, "corpus", "regressions");

for (const [name, stuttering] of [
  ["ViewLateProductNode", true],
  ["SymLateProductNode", true],
  ["ViewParallelEdges", false],
] as const) {
  test(`${name}: violated as in TLC, and the lasso replays`, async (t) => {
    const r = await runModel(join(dir, `${name}.tla`), join(dir, `${name}.cfg`));
    const got = r.result!;
    t.is(got.result, "temporal", got.error?.message);
    t.is(got.violated, "Prop");
    t.deepEqual(got.violatedProperties, ["Prop"]);
    t.is(got.stuttering === true, stuttering);
    const trace = got.trace ?? [];
    t.deepEqual(lassoProblems(r.spec!, { states: trace.map((s) => s.state), loopsBackTo: got.loopsBackTo, stuttering: got.stuttering }), []);
  });
}
