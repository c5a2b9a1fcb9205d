// The seed corpus (shared/corpus: SwarmKit, UpdateCluster, Rebalanser) against TLC's
// answers in shared/corpus/expected.json: verdict (temporal properties included: a
// violated one is found on the complete state graph, so the counts are TLC's complete
// counts), distinct states, states generated and depth. Besides counts, this compares
// our exploration with TLC's state dumps state by state, and our printed
// counterexample for MCClusterNeverFails with TLC's output line by line.

import test from "ava";
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { compileToJs, loadCompiledSpec } from "../../compiler/index.js";
import { discoveryOrder } from "../support/discoveryOrder.js";
import { parseTlcDump } from "../support/tlcDump.js";
import { runModel, type ModelRun } from "../support/runModel.js";
import { projectRoot, sharedAvailable, sharedDir, sharedMissingMessage } from "../support/shared.js";

interface Expected {
  readonly dir: string;
  readonly spec: string;
  readonly config?: string;
  readonly result: string;
  readonly violated?: string;
  readonly traceLength?: number;
  readonly distinctStates?: number;
  readonly statesGenerated?: number;
  readonly depth?: number;
}

const corpus = join(sharedDir, "corpus");

/**
 * SwarmKitLarge (1.2 M distinct states) takes a few minutes. It runs by default (CI
 * included: the issue asks for a test per model); TLA2TS_SKIP_LARGE=1 skips it for
 * quick local runs, with a loud message.
 */
const slowModels = new Set(["swarmkit-large"]);

async function run(e: Expected): Promise<ModelRun> {
  return runModel(join(corpus, e.dir, e.spec), join(corpus, e.dir, e.config!));
}

function countsOf(run: ModelRun): string {
  const r = run.result!;
  return `${r.result}: ${r.distinctStates} distinct, ${r.statesGenerated} generated, depth ${r.depth}`;
}

if (!sharedAvailable) {
  console.warn(sharedMissingMessage());
  test.skip("seed corpus matches TLC (shared corpus missing)", () => {});
} else {
  const expected = JSON.parse(readFileSync(join(corpus, "expected.json"), "utf8")) as Record<string, Expected>;
  const models = Object.entries(expected).filter(([, e]) => e.spec.endsWith(".tla"));

  for (const [name, e] of models) {
    const skipSlow = slowModels.has(name) && process.env["TLA2TS_SKIP_LARGE"] === "1";
    if (skipSlow) console.warn(`!!! SKIPPED ${name}: TLA2TS_SKIP_LARGE=1`);
    const register = skipSlow ? test.skip : test;
    const title = `${name} (${e.dir}/${e.spec}, ${e.config}): TLC's ${e.result}${e.violated ? " " + e.violated : ""}`;
    register(title, async (t) => {
      const r = await run(e);
      t.truthy(r.result, `did not compile: ${r.diagnostics.find((d) => d.severity === "error")?.message}`);
      if (r.result === undefined) return;
      t.log(`${countsOf(r)} in ${r.seconds.toFixed(1)} s`);
      const got = r.result;
      // TLC's "property" (exit 13) is our "temporal".
      const want = e.result === "property" ? "temporal" : e.result;
      t.is(got.result as string, want, got.error?.message);
      if (e.violated !== undefined) t.is(got.violated, e.violated);
      if (e.traceLength !== undefined) t.is(got.trace?.length, e.traceLength);
      if (e.distinctStates !== undefined) t.is(got.distinctStates, e.distinctStates, "distinct states");
      if (e.statesGenerated !== undefined) t.is(got.statesGenerated, e.statesGenerated, "states generated");
      if (e.depth !== undefined) t.is(got.depth, e.depth, "depth");
    });
  }

  // TLC's expected.json leaves out where it stopped on the invariant violation; EXPECTED.md
  // gives it (317 distinct, 463 generated). Stopping at the same point shows the same order.
  test("MCClusterNeverFails stops where TLC stops (317 distinct, 463 generated)", async (t) => {
    const r = await runModel(join(corpus, "updatecluster-final", "MCClusterNeverFails.tla"), join(corpus, "updatecluster-final", "MCClusterNeverFails.cfg"));
    t.is(r.result?.result, "invariant");
    t.is(r.result?.distinctStates, 317);
    t.is(r.result?.statesGenerated, 463);
  });

  // The deadlocks: the same counts at the stop mean TLC was expanding the same state, so
  // its trace is ours. Our trace length is that state's BFS level: 11 and 10.
  for (const [dir, traceLength] of [["updatecluster", 11], ["updatecluster-final", 10]] as const) {
    test(`${dir}/UpdateClusterDeadlock.cfg: the deadlocked state and its ${traceLength}-state trace`, async (t) => {
      const r = await runModel(join(corpus, dir, "UpdateCluster.tla"), join(corpus, dir, "UpdateClusterDeadlock.cfg"));
      t.is(r.result?.result, "deadlock");
      t.is(r.result?.trace?.length, traceLength);
      t.is(r.result?.trace?.[0]?.action, undefined, "the trace starts at an initial state");
    });
  }

  test("tla2ts check MCClusterNeverFails.tla prints TLC's counterexample, state by state", (t) => {
    const spec = join(corpus, "updatecluster-final", "MCClusterNeverFails.tla");
    let out = "";
    try {
      execFileSync(process.execPath, [join(projectRoot, "bin", "tla2ts.js"), "check", spec], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
      t.fail("an invariant violation must exit non-zero");
    } catch (e) {
      out = (e as { stdout?: string }).stdout ?? "";
    }
    const tlc = readFileSync(join(corpus, "updatecluster-final", "MCClusterNeverFails.tlc.txt"), "utf8");
    const section = (text: string): string[] => {
      const lines = text.split("\n");
      const from = lines.findIndex((l) => l.startsWith("Error: Invariant"));
      const to = lines.findIndex((l) => l.startsWith("The depth of the complete state graph search"));
      return from < 0 || to < 0 ? [] : lines.slice(from, to + 1);
    };
    const ours = section(out);
    const theirs = section(tlc);
    t.true(theirs.length > 60, "TLC's trace section was found");
    t.is(ours.filter((l) => /^State \d+:/.test(l)).length, 6);
    t.deepEqual(ours, theirs);
  });

  // TLC's -dump files list every distinct state in discovery order. updatecluster-final's
  // lists each state twice (5,818 entries for 2,909 states); its first occurrences are
  // the discovery order.
  const dumps = [
    { name: "swarmkit-safety", dir: "swarmkit", spec: "SwarmKit.tla", config: "models/SwarmKitSafety.cfg", states: 5190 },
    { name: "updatecluster-final", dir: "updatecluster-final", spec: "UpdateCluster.tla", config: "UpdateCluster.cfg", states: 2909 },
  ];
  for (const d of dumps) {
    test(`${d.name}: our ${d.states} states, discovered and printed in TLC's dump order`, async (t) => {
      const compiled = compileToJs(join(corpus, d.dir, d.spec), { config: join(corpus, d.dir, d.config) });
      t.truthy(compiled.code);
      const spec = await loadCompiledSpec(compiled.code!);
      const ours = discoveryOrder(spec);
      const theirs = [...new Set(parseTlcDump(readFileSync(join(corpus, "tlc-states", `${d.name}.states`), "utf8")))];
      t.is(theirs.length, d.states);
      t.is(ours.length, d.states);
      const first = ours.findIndex((s, i) => s !== theirs[i]);
      t.is(first, -1, first < 0 ? "" : `state ${first + 1} differs:\n${ours[first]}\n--- TLC:\n${theirs[first]}`);
    });
  }
}
