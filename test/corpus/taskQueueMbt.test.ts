// The worked example of model-based testing (corpus/examples/taskqueue/): the dispatcher
// agrees with TaskQueue.tla under random walks and under transition coverage, and the copy
// with a seeded bug (a crash re-queues the wrong task) is caught with a short, replayable
// counterexample. (The generated machine is a golden file: test/tools/goldens.ts.)

import test from "ava";
import { modelBasedTest, type Driver } from "tla2ts/testing";
import { machine, type TaskQueueAction, type TaskQueueState } from "../../corpus/examples/taskqueue/generated/TaskQueue.machine.js";
import { Dispatcher } from "../../corpus/examples/taskqueue/dispatcher.js";
import { Dispatcher as BuggyDispatcher } from "../../corpus/examples/taskqueue/dispatcher-buggy.js";
import { dispatcherDriver } from "../../corpus/examples/taskqueue/driver.js";

// Fixed unless TLA2TS_FUZZ_SEED says otherwise, so that a failure replays.
const seed = Number(process.env["TLA2TS_FUZZ_SEED"] ?? 20261125);

/** The driver, also counting the distinct (state, action, state) transitions the implementation took. */
function countingTransitions<I>(driver: Driver<TaskQueueState, TaskQueueAction, I>): { driver: Driver<TaskQueueState, TaskQueueAction, I>; taken: Set<string> } {
  const taken = new Set<string>();
  const last = new Map<I, string>();
  const key = async (impl: I): Promise<string> => machine.key((await driver.project(impl)) as TaskQueueState);
  return {
    taken,
    driver: {
      create: driver.create,
      project: driver.project,
      async apply(impl, action) {
        const before = last.get(impl) ?? (await key(impl));
        await driver.apply(impl, action);
        const after = await key(impl);
        taken.add(`${before} --${JSON.stringify(action)}--> ${after}`);
        last.set(impl, after);
      },
    },
  };
}

test("the dispatcher agrees with TaskQueue on 200 random walks", async (t) => {
  const result = await modelBasedTest(machine, dispatcherDriver(Dispatcher), { seed, numRuns: 200, maxSteps: 20 });
  t.log(result.report);
  t.true(result.ok, result.report);
  t.is(result.behaviours, 200);
});

test("coverage mode drives every transition of TaskQueue's state graph through the dispatcher", async (t) => {
  const { driver, taken } = countingTransitions(dispatcherDriver(Dispatcher));
  const result = await modelBasedTest(machine, driver, { mode: "coverage" });
  t.true(result.ok, result.report);
  // The graph the checker explores: its distinct states; every transition of it was taken.
  t.is(result.coverage!.states, countReachable());
  t.is(taken.size, result.coverage!.transitions);
});

function countReachable(): number {
  const seen = new Set(machine.init().map((s) => machine.key(s)));
  const queue = machine.init();
  for (let i = 0; i < queue.length; i++) {
    for (const { state } of machine.next(queue[i]!)) {
      const k = machine.key(state);
      if (!seen.has(k)) (seen.add(k), queue.push(state));
    }
  }
  return seen.size;
}

test("the seeded bug is found with a shrunk counterexample of at most 8 steps, and replays from its seed and path", async (t) => {
  const driver = dispatcherDriver(BuggyDispatcher);
  const result = await modelBasedTest(machine, driver, { seed, numRuns: 200, maxSteps: 20 });
  t.false(result.ok);
  const failure = result.failure!;
  t.log(result.report);
  t.true(failure.step <= 8, `counterexample of ${failure.step} steps`);
  t.is(failure.steps.length, failure.step + 1);
  t.is(failure.action?.name, "Crash");
  t.deepEqual(
    failure.differences.map((d) => d.variable),
    ["queue"],
  );
  t.regex(result.report, /disagrees with the spec at step \d, after Crash\(w: "w[12]"\)/);
  t.regex(result.report, /queue(\[\d\])?: expected/);
  t.true(result.report.includes(`{ seed: ${result.seed}, path: "${result.path}" }`));

  const replayed = await modelBasedTest(machine, driver, { seed: result.seed!, path: result.path! });
  t.deepEqual(replayed.failure?.choices, failure.choices);
  t.is(replayed.failure?.step, failure.step);
  const byChoices = await modelBasedTest(machine, driver, { choices: failure.choices });
  t.deepEqual(byChoices.failure?.steps, failure.steps);
  // The correct dispatcher passes the same behaviour.
  t.true((await modelBasedTest(machine, dispatcherDriver(Dispatcher), { choices: failure.choices })).ok);
});

test("coverage mode catches the seeded bug too", async (t) => {
  const result = await modelBasedTest(machine, dispatcherDriver(BuggyDispatcher), { mode: "coverage" });
  t.false(result.ok);
  t.is(result.failure?.action?.name, "Crash");
  t.true(result.failure!.step <= 8);
  t.regex(result.report, /Replay: modelBasedTest\(machine, driver, \{ choices: \[[\d, ]+\] \}\)/);
});
