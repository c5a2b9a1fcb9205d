// The seed corpus models with temporal properties (shared/corpus/EXPECTED.md), checked
// with their full configurations: the properties are checked (a liveness summary, no
// "not checked" warning), the verdicts and distinct-state counts are TLC's, and
// UpdateCluster's lasso is a behaviour of the spec (test/support/lassoReplay.ts).
// UpdateCluster's three properties are also checked one at a time, from copies of its
// .cfg with a single PROPERTY written to a temporary folder: only
// NoPartialUpdateTermination is violated.
// test/corpus/seed.test.ts compares the same runs' counts with expected.json; here the
// subject is the temporal part.

import test, { type ExecutionContext } from "ava";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { lassoProblems } from "../support/lassoReplay.js";
import { runModel, type ModelRun } from "../support/runModel.js";
import { sharedAvailable, sharedDir, sharedMissingMessage } from "../support/shared.js";

const corpus = join(sharedDir, "corpus");

/**
 * The run's temporal properties were checked: no warning that one was skipped, and a
 * liveness summary with `properties` checked on the behaviour graph (UpdateCluster's
 * `[](...)` NoConcurrentUpdate is not among them: a box of a state predicate is checked state by state).
 */
function assertPropertiesChecked(t: ExecutionContext, r: ModelRun, properties: number): void {
  t.deepEqual(
    r.diagnostics.filter((d) => d.severity === "error").map((d) => d.message),
    [],
  );
  const skipped = r.diagnostics.filter((d) => /not checked/i.test(d.message));
  t.deepEqual(skipped.map((d) => d.message), [], "no property is left unchecked");
  if (properties === 0) {
    // `[]P` with P a state predicate is checked on every state during the search, with no behaviour graph.
    t.is(r.result?.liveness, undefined, "no liveness search");
    return;
  }
  t.truthy(r.result?.liveness, "a liveness summary");
  t.is(r.result?.liveness?.properties, properties, "properties checked on the behaviour graph");
  t.is(r.result?.liveness?.graphNodes, r.result?.distinctStates, "the behaviour graph is the state graph");
}

function assertLassoValid(t: ExecutionContext, r: ModelRun): void {
  const got = r.result!;
  const trace = got.trace ?? [];
  t.true(trace.length > 0, "a lasso has states");
  t.not(got.loopsBackTo, undefined, "a lasso says where its cycle starts");
  t.deepEqual(
    lassoProblems(r.spec!, { states: trace.map((s) => s.state), loopsBackTo: got.loopsBackTo, stuttering: got.stuttering }),
    [],
    "the lasso is a behaviour of the spec",
  );
}

/** `cfgText` with its PROPERTY/PROPERTIES section replaced by `PROPERTY name`. */
function withSingleProperty(cfgText: string, name: string): string {
  const kept: string[] = [];
  let inProperties = false;
  for (const line of cfgText.split("\n")) {
    const word = line.trim().split(/\s+/)[0] ?? "";
    if (word === "PROPERTY" || word === "PROPERTIES") {
      inProperties = true;
      continue;
    }
    // The section's names run until the next keyword or a blank line.
    if (inProperties && (line.trim() === "" || /^[A-Z_]+$/.test(word))) inProperties = false;
    if (!inProperties) kept.push(line);
  }
  return `${kept.join("\n")}\nPROPERTY ${name}\n`;
}

if (!sharedAvailable) {
  console.warn(sharedMissingMessage());
  test.skip("seed corpus liveness (shared corpus missing)", () => {});
} else {
  const holding = [
    { dir: "swarmkit", spec: "SwarmKit.tla", config: "models/SwarmKit.cfg", distinct: 5190, properties: 1 },
    { dir: "swarmkit", spec: "WorkerImpl.tla", config: "models/WorkerImpl.cfg", distinct: 1490, properties: 1 },
    { dir: "updatecluster-final", spec: "UpdateCluster.tla", config: "UpdateCluster.cfg", distinct: 2909, properties: 2 },
  ];
  for (const m of holding) {
    test(`${m.dir}/${m.spec} with ${m.config}: temporal properties checked, no error, ${m.distinct} distinct states`, async (t) => {
      const r = await runModel(join(corpus, m.dir, m.spec), join(corpus, m.dir, m.config));
      assertPropertiesChecked(t, r, m.properties);
      t.is(r.result?.result, "ok", r.result?.error?.message ?? r.result?.violated);
      t.is(r.result?.distinctStates, m.distinct);
    });
  }

  const spec = join(corpus, "updatecluster", "UpdateCluster.tla");
  const cfg = join(corpus, "updatecluster", "UpdateCluster.cfg");

  test("updatecluster/UpdateCluster.cfg: NoPartialUpdateTermination violated on the complete graph (16,892 states), by a valid lasso", async (t) => {
    const r = await runModel(spec, cfg);
    assertPropertiesChecked(t, r, 2);
    t.is(r.result?.result, "temporal");
    t.is(r.result?.violated, "NoPartialUpdateTermination");
    t.is(r.result?.distinctStates, 16892);
    if (r.result?.result === "temporal") assertLassoValid(t, r);
  });

  const single = [
    { name: "NoPartialUpdateTermination", violated: true, onGraph: 1 },
    { name: "EveryReqIsProcessed", violated: false, onGraph: 1 },
    { name: "NoConcurrentUpdate", violated: false, onGraph: 0 },
  ];
  const original = readFileSync(cfg, "utf8");
  const scratch = mkdtempSync(join(tmpdir(), "tla2ts-seed-liveness-"));
  for (const p of single) {
    test(`updatecluster/UpdateCluster.tla with only PROPERTY ${p.name}: ${p.violated ? "violated" : "holds"}`, async (t) => {
      const text = withSingleProperty(original, p.name);
      t.is(text.match(/PROPERTY|PROPERTIES/g)?.length, 1, "the copy has one property section");
      const one = join(scratch, `UpdateCluster-${p.name}.cfg`);
      writeFileSync(one, text);
      const r = await runModel(spec, one);
      assertPropertiesChecked(t, r, p.onGraph);
      t.is(r.result?.distinctStates, 16892);
      if (p.violated) {
        t.is(r.result?.result, "temporal");
        t.is(r.result?.violated, p.name);
        if (r.result?.result === "temporal") assertLassoValid(t, r);
      } else {
        t.is(r.result?.result, "ok", r.result?.violated);
        t.is(r.result?.statesGenerated, 63380);
      }
    });
  }
}
