// The solver on the shared Kubernetes model: `scenario` has an instance within its
// scopes, the CNF is of the size the Alloy Analyzer builds (EXPECTED.md: 311 primary
// variables, 7,395 variables, 17,753 clauses), and the decoded trace makes sense on
// its own terms (checked here directly on the tuples, independently of the
// evaluator; test/corpus/alloy.test.ts checks every fact with the emitted code).
import test from "ava";
import { join } from "node:path";
import { checkAlloy } from "../../../compiler/alloy/index.js";
import { solveCommand } from "../../../runtime/alloy/index.js";
import { indexInstance } from "../../../runtime/alloy/instance.js";
import { sharedAvailable, sharedDir, sharedMissingMessage } from "../../support/shared.js";

if (!sharedAvailable) {
  console.log(sharedMissingMessage());
  test.skip("Kubernetes scenario (shared corpus missing)", () => {});
} else {
  const path = join(sharedDir, "corpus", "kubernetes", "Kubernetes.als");

  test("Kubernetes: scenario has an instance; CNF size close to the Alloy Analyzer's", (t) => {
    const { model, diagnostics } = checkAlloy(path);
    t.deepEqual(diagnostics, []);
    const command = model!.commands.find((c) => c.name === "scenario")!;
    const r = solveCommand(model!, command);
    t.is(r.result, "instance");
    t.is(r.instances.length, 1);
    t.log(`primary ${r.primaryVariables}, variables ${r.variables}, clauses ${r.clauses}, ${r.seconds.toFixed(3)} s`);
    t.true(Math.abs(r.primaryVariables - 311) <= 311 * 0.1, `primary variables ${r.primaryVariables}`);
    t.true(r.variables < 7395 * 1.5, `variables ${r.variables}`);
    t.true(r.clauses < 17753 * 1.5, `clauses ${r.clauses}`);

    const inst = indexInstance(r.instances[0]!);
    t.deepEqual(inst.sig("Time"), ["Time$0", "Time$1", "Time$2", "Time$3", "Time$4", "Time$5"]);
    // Each event goes from a time to the next one, and every time but the last starts exactly one event.
    const pre = new Map(inst.field("Event", "pre").map(([e, time]) => [e!, time!]));
    const post = new Map(inst.field("Event", "post").map(([e, time]) => [e!, time!]));
    const index = (time: string): number => Number(time.slice("Time$".length));
    for (const event of inst.sig("Event")) t.is(index(post.get(event)!), index(pre.get(event)!) + 1, event);
    t.deepEqual([...pre.values()].map(index).sort(), [0, 1, 2, 3, 4]);
    // completed[last]: a replica set with 2 replicas, 2 images, 2 containers of each image running at the end.
    const rs = inst.sig("ReplicaSet")[0]!;
    t.deepEqual(inst.field("ReplicaSet", "replicas"), [[rs, "2"]]);
    const running = inst.field("Container", "runningOn").filter(([, , time]) => time === "Time$5");
    const imageOf = new Map(inst.field("Container", "image").map(([c, im]) => [c!, im!]));
    for (const [, im] of inst.field("ReplicaSet", "images")) {
      t.is(running.filter(([c]) => imageOf.get(c!) === im).length, 2, `containers of ${im}`);
    }
    // init[first]: nothing scheduled or running at Time$0.
    t.false(inst.field("Pod", "scheduledOn").some(([, , time]) => time === "Time$0"));
  });

  test("Kubernetes: enumeration goes on past the first instance; symmetry breaking leaves fewer", (t) => {
    const { model } = checkAlloy(path);
    const command = model!.commands[0]!;
    const off = solveCommand(model!, command, { maxInstances: 20, symmetryBreaking: false });
    t.is(off.instances.length, 20);
    t.true(new Set(off.instances.map((i) => JSON.stringify(i))).size > 1);
    const on = solveCommand(model!, command, { maxInstances: 20 });
    t.true(on.instances.length > 1 && on.instances.length < 20, String(on.instances.length));
    t.true(on.totalSeconds >= on.seconds);
  });
}
