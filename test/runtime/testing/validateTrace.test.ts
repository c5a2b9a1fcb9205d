// Trace validation from code on the TaskQueue machine: a log of a random behaviour with
// half the variables dropped validates; one changed value is reported at its line with the
// closest candidate's differing variable; a gap of several steps needs maxGap; logged
// actions constrain the search.

import test from "ava";
import { TraceInputError, TraceSearchTooLarge, validateTrace, type TraceLine } from "tla2ts/testing";
import { machine, type TaskQueueAction, type TaskQueueState } from "../../../corpus/examples/taskqueue/generated/TaskQueue.machine.js";

const seed = Number(process.env["TLA2TS_FUZZ_SEED"] ?? 20261125);

/** A behaviour of `length` states chosen by a seeded LCG (logged with its seed on failure). */
function behaviour(length: number): { action?: TaskQueueAction; state: TaskQueueState }[] {
  let x = seed >>> 0;
  const random = (n: number): number => {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    return (x >>> 8) % n;
  };
  const inits = machine.init();
  const out: { action?: TaskQueueAction; state: TaskQueueState }[] = [{ state: inits[random(inits.length)]! }];
  while (out.length < length) {
    const moves = machine.next(out[out.length - 1]!.state);
    out.push(moves[random(moves.length)]!);
  }
  return out;
}

const logged = (s: TaskQueueState): Partial<TaskQueueState> => ({ queue: s.queue, crashes: s.crashes });

test("a 200-step behaviour logged with half the variables validates", (t) => {
  const lines = behaviour(200).map((step) => ({ state: logged(step.state) }));
  const result = validateTrace(machine, lines);
  t.true(result.valid, `seed ${seed}: ${result.report}`);
});

test("a changed value is reported at its line with the variable that disagrees", (t) => {
  const steps = behaviour(200);
  const lines: TraceLine<TaskQueueState, TaskQueueAction>[] = steps.map((step) => ({ state: logged(step.state) }));
  lines[100] = { state: { ...lines[100]!.state, crashes: 7 } };
  const result = validateTrace(machine, lines);
  t.false(result.valid);
  if (result.valid) return;
  t.is(result.line, 101);
  t.true(result.candidates.length > 0);
  t.deepEqual(
    result.closest?.differences.map((d) => d.variable),
    ["crashes"],
  );
  t.regex(result.report, /no behaviour of TaskQueue reaches line 101/);
  t.regex(result.report, /crashes: expected \d, actual 7/);
});

test("lines several steps apart need maxGap; logged actions constrain the search", (t) => {
  const steps = behaviour(60);
  const everyThird = steps.filter((_, i) => i % 3 === 0).map((step) => ({ state: step.state }));
  t.false(validateTrace(machine, everyThird).valid);
  t.true(validateTrace(machine, everyThird, { maxGap: 3 }).valid);
  const withActions = steps.map((step) => ({ state: { crashes: step.state.crashes }, ...(step.action === undefined ? {} : { action: step.action }) }));
  t.true(validateTrace(machine, withActions).valid);
  // Line 11 with its state as taken but another action: Dispatch, Finish and Crash each change a
  // different variable, so no step of another name reaches that state.
  const taken = steps[10]!.action!;
  const other: TaskQueueAction = taken.name === "Crash" ? { name: "Finish", w: taken.w } : { name: "Crash", w: taken.name === "Next" ? "w1" : taken.w };
  const full = steps.map((step, i) => ({ state: step.state, ...(i === 10 ? { action: other } : step.action === undefined ? {} : { action: step.action }) }));
  const result = validateTrace(machine, full);
  t.false(result.valid, `seed ${seed}`);
  t.is(result.valid ? 0 : result.line, 11);
  t.regex(result.report, new RegExp(`after ${other.name}\\(w: "w\\d"\\)`));
  t.throws(() => validateTrace(machine, [{ state: {} }, { state: {}, action: { name: "Nope" } as unknown as TaskQueueAction }]), { instanceOf: TraceInputError, message: /line 2: TaskQueue has no action Nope/ });
  // An action on the first line: initial states are reached by none (unless a gap allows steps before it).
  const first = validateTrace(machine, [{ state: { crashes: 0 }, action: { name: "Dispatch" } }]);
  t.false(first.valid);
  t.regex(first.report, /no action leads to an initial state/);
  t.true(validateTrace(machine, [{ state: { crashes: 0 }, action: { name: "Dispatch" } }], { maxGap: 2 }).valid);
  t.throws(() => validateTrace(machine, everyThird.map((l) => ({ state: {} })), { maxGap: 12, maxCandidates: 50 }), { instanceOf: TraceSearchTooLarge });
});
