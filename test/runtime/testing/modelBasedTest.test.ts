// modelBasedTest's contract on the TaskQueue example machine: partial projections compare
// only what they project, async drivers are awaited, a mismatch in the initial state, a
// driver that throws and a projection of the wrong type are each reported at their step,
// coverage refuses a state graph over its bound, diffs name the differing place, and an
// action with several successors accepts any of them.

import test from "ava";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setImmediate } from "node:timers/promises";
import { CoverageTooLarge, modelBasedTest, type Driver } from "tla2ts/testing";
import { machine, type TaskQueueAction, type TaskQueueState } from "../../../corpus/examples/taskqueue/generated/TaskQueue.machine.js";
import { Dispatcher } from "../../../corpus/examples/taskqueue/dispatcher.js";
import { Dispatcher as BuggyDispatcher } from "../../../corpus/examples/taskqueue/dispatcher-buggy.js";
import { dispatcherDriver, type DispatcherApi } from "../../../corpus/examples/taskqueue/driver.js";
import { diffPlain } from "../../../runtime/testing/format.js";
import type { Machine } from "../../../runtime/machine/index.js";
import { compileToTs } from "../../../compiler/index.js";
import { importGeneratedMachine } from "../../support/generatedModule.js";

// Fixed unless TLA2TS_FUZZ_SEED says otherwise, so that a failure replays.
const seed = Number(process.env["TLA2TS_FUZZ_SEED"] ?? 20261125);

type TQDriver = Driver<TaskQueueState, TaskQueueAction, DispatcherApi>;

function projecting(driver: TQDriver, variables: readonly (keyof TaskQueueState)[]): TQDriver {
  return {
    ...driver,
    async project(impl) {
      await setImmediate();
      const full = await driver.project(impl);
      return Object.fromEntries(variables.map((v) => [v, full[v]])) as Partial<TaskQueueState>;
    },
  };
}

test("a partial projection compares only its variables: the seeded bug is invisible in crashes, visible later in done", async (t) => {
  const buggy = dispatcherDriver(BuggyDispatcher);
  const crashesOnly = await modelBasedTest(machine, projecting(buggy, ["crashes"]), { seed, numRuns: 100 });
  t.true(crashesOnly.ok, crashesOnly.report);
  const doneOnly = await modelBasedTest(machine, projecting(buggy, ["done"]), { seed, numRuns: 300, maxSteps: 25 });
  t.false(doneOnly.ok);
  t.deepEqual(
    doneOnly.failure?.differences.map((d) => d.variable),
    ["done"],
  );
  t.regex(doneOnly.report, /done: missing "t\d"/);
  t.is(doneOnly.failure?.action?.name, "Finish");
});

test("an async driver is awaited at every step", async (t) => {
  const order: string[] = [];
  const base = dispatcherDriver(Dispatcher);
  const slow: TQDriver = {
    async create(init) {
      await setImmediate();
      return base.create(init);
    },
    async apply(impl, action) {
      order.push(`start ${action.name}`);
      await setImmediate();
      await base.apply(impl, action);
      order.push(`end ${action.name}`);
    },
    project: base.project,
  };
  const result = await modelBasedTest(machine, slow, { seed, numRuns: 20 });
  t.true(result.ok, result.report);
  t.true(order.length > 0);
  for (let i = 0; i < order.length; i += 2) t.is(order[i + 1], order[i]!.replace("start", "end"));
});

test("an implementation that ignores the initial queue order fails in the initial state", async (t) => {
  const base = dispatcherDriver(Dispatcher);
  const sorted: TQDriver = { ...base, create: (init) => base.create({ ...init, queue: [...init.queue].sort() }) };
  const result = await modelBasedTest(machine, sorted, { seed, numRuns: 50 });
  t.false(result.ok);
  t.is(result.failure?.step, 0);
  t.is(result.failure?.action, undefined);
  t.regex(result.report, /disagrees with the spec in the initial state\.\n {2}queue\[\d\]: expected "t\d", actual "t\d"/);
});

test("a driver that throws is reported at its step with the error", async (t) => {
  const base = dispatcherDriver(Dispatcher);
  const throwing: TQDriver = {
    ...base,
    async apply(impl, action) {
      if (action.name === "Finish" && action.w === "w2") throw new Error("w2 cannot finish");
      await base.apply(impl, action);
    },
  };
  const result = await modelBasedTest(machine, throwing, { seed, numRuns: 100 });
  t.false(result.ok);
  t.deepEqual(result.failure?.action, { name: "Finish", w: "w2" });
  t.is(result.failure?.step, 2); // shrunk to Dispatch(w2), Finish(w2)
  t.regex(result.report, /threw: Error: w2 cannot finish/);
});

test("a projected value outside the spec's type is a difference, not a crash", async (t) => {
  const base = dispatcherDriver(Dispatcher);
  const wrong: TQDriver = { ...base, project: async (impl) => ({ ...(await base.project(impl)), crashes: "none" as unknown as number }) };
  const result = await modelBasedTest(machine, wrong, { seed, numRuns: 5 });
  t.false(result.ok);
  t.is(result.failure?.step, 0);
  t.regex(result.report, /crashes: not a value of the spec's type/);
});

test("coverage mode refuses a state graph larger than maxStates", async (t) => {
  await t.throwsAsync(modelBasedTest(machine, dispatcherDriver(Dispatcher), { mode: "coverage", maxStates: 10 }), {
    instanceOf: CoverageTooLarge,
    message: /TaskQueue has more than 10 reachable states; use the random mode or raise maxStates/,
  });
});

test("diffs name the differing place inside records, sequences, sets and maps", (t) => {
  t.deepEqual(diffPlain("worker", { w1: { state: "busy", task: "t1" }, w2: { state: "idle", task: "idle" } }, { w1: { state: "busy", task: "t2" }, w2: { state: "idle", task: "idle" } }), [
    'worker.w1.task: expected "t1", actual "t2"',
  ]);
  t.deepEqual(diffPlain("done", new Set(["t1", "t2"]), new Set(["t2", "t3"])), ['done: missing "t1"; unexpected "t3" (expected Set{"t1", "t2"}, actual Set{"t2", "t3"})']);
  t.deepEqual(diffPlain("queue", ["t1"], ["t1", "t2"]), ['queue: expected ["t1"], actual ["t1", "t2"]']);
  t.deepEqual(diffPlain("m", new Map([[1, "a"]]), new Map([[1, "b"]])), ['m[1]: expected "a", actual "b"']);
  t.deepEqual(diffPlain("x", 1, 1), []);
});

test("when an action has several successors the implementation may take any of them, and the walk follows it", async (t) => {
  const dir = mkdtempSync(join(tmpdir(), "tla2ts-mbt-"));
  writeFileSync(join(dir, "Climb.tla"), "---- MODULE Climb ----\nEXTENDS Naturals\nVARIABLE x\nInit == x = 0\nUp == x < 8 /\\ x' \\in {x + 1, x + 2}\nNext == Up\n====\n");
  writeFileSync(join(dir, "Climb.cfg"), "INIT Init\nNEXT Next\n");
  const compiled = await compileToTs(join(dir, "Climb.tla"), { config: join(dir, "Climb.cfg") });
  const { machine: climb } = await importGeneratedMachine<{ machine: Machine<{ readonly x: number }, { readonly name: "Up" }, unknown> }>(compiled.code!, compiled.machine!, "Climb");
  // Always the same step: by 2 is one of the spec's successors (not always the one the walk
  // chose), by 3 none.
  const stepping = (step: number): Driver<{ readonly x: number }, { readonly name: "Up" }, { x: number }> => ({
    create: (init) => ({ x: init.x }),
    apply: (impl) => void (impl.x += step),
    project: (impl) => ({ x: impl.x }),
  });
  const ok = await modelBasedTest(climb, stepping(2), { seed, numRuns: 50 });
  t.true(ok.ok, ok.report);
  const bad = await modelBasedTest(climb, stepping(3), { seed, numRuns: 50 });
  t.false(bad.ok);
  t.is(bad.failure?.step, 1);
  t.regex(bad.report, /x: expected [12], actual 3/);
});
