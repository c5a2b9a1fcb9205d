// Random simulation on hand-written specs whose behaviours are known: TLC's simulator
// rules (all successors of the chosen action checked, constraints end a behaviour,
// --depth bounds the states, deadlock), reproducibility by seed, and the random
// choices' distribution.

import test from "ava";
import { simulate } from "../../../runtime/simulate/simulate.js";
import { formatSimulationResult } from "../../../runtime/simulate/report.js";
import { exitCodeOf } from "../../../compiler/cli/checkCommand.js";
import type { TraceStep } from "../../../runtime/check/result.js";
import type { CompiledSpec, State } from "../../../runtime/check/spec.js";
import { EvalError } from "../../../runtime/values/index.js";
import { handSpec, type HandSpecInput } from "../check/support/handSpec.js";

const num = (s: State, i = 0): number => s[i] as number;
const xs = (trace: readonly TraceStep[] | undefined): number[] => (trace ?? []).map((s) => num(s.state));

/** Init x = 0; Inc: x' = x + 1 while x < bound. */
const counter = (bound = Infinity, extra: Partial<HandSpecInput> = {}): HandSpecInput => ({
  variables: ["x"],
  init: () => [[0]],
  actions: [{ name: "Inc", next: (s) => (num(s) < bound ? [[num(s) + 1]] : []) }],
  ...extra,
});

/** Two variables, three actions, several initial states: many different behaviours. */
const walk = (): HandSpecInput => ({
  variables: ["x", "y"],
  init: () => [[0, 0], [1, 0], [2, 0]],
  actions: [
    { name: "IncX", next: (s) => [[num(s) + 1, num(s, 1)]] },
    { name: "IncY", next: (s) => [[num(s), num(s, 1) + 1], [num(s), num(s, 1) + 2]] },
    { name: "Reset", next: (s) => (num(s) > 0 ? [[0, num(s, 1)]] : []) },
  ],
});

function behaviours(input: HandSpecInput, seed: number, count = 50, depth = 20): string[] {
  const out: string[] = [];
  const r = simulate(handSpec(input), {
    seed,
    depth,
    behaviours: count,
    onBehaviour: (b) => out.push(b.map((s) => `${s.action ?? "Init"}:${s.state.join(",")}`).join(" ")),
  });
  if (r.result !== "ok") throw new Error(`unexpected ${r.result}`);
  return out;
}

test("the same seed walks the same behaviours; different seeds walk different ones", (t) => {
  const a = behaviours(walk(), 42);
  t.is(a.length, 50);
  t.deepEqual(behaviours(walk(), 42), a);
  t.notDeepEqual(behaviours(walk(), 43), a);
  // Within one run the behaviours differ too (the generator is not restarted per behaviour).
  t.true(new Set(a).size > 40);
});

test("the result reports the seed it used, and a run with that seed repeats it", (t) => {
  const spec = handSpec(walk());
  const first = simulate(spec, { behaviours: 20, depth: 10 });
  t.true(Number.isSafeInteger(first.seed));
  const again = simulate(spec, { behaviours: 20, depth: 10, seed: first.seed });
  t.like(again, { statesGenerated: first.statesGenerated, steps: first.steps, behaviours: 20 });
});

test("counts: every initial state once, then every successor of each chosen action; steps are states - 1", (t) => {
  const r = simulate(handSpec(counter()), { seed: 1, depth: 5, behaviours: 10 });
  t.like(r, { result: "ok", behaviours: 10, steps: 40, depth: 5, meanLength: 5, lengthVariance: 0 });
  // 1 initial state + 10 behaviours × 5 expanded states × 1 successor.
  t.is(r.statesGenerated, 51);
});

test("--depth: at most depth states, and the successors of the last one are still checked (TLC's figures)", (t) => {
  // TLC -simulate num=3 on x = 0, x' = x + 1, INVARIANT x # 5: with -depth 5 it reports the
  // violation at State 6; with -depth 4 no error and "13 states checked, 3 traces generated".
  const inv = counter(Infinity, { invariants: { Inv: (s) => num(s) !== 5 } });
  const five = simulate(handSpec(inv), { seed: 3, depth: 5, behaviours: 3 });
  t.is(five.result, "invariant");
  t.deepEqual(xs(five.trace), [0, 1, 2, 3, 4, 5]);
  t.like(simulate(handSpec(inv), { seed: 3, depth: 4, behaviours: 3 }), { result: "ok", depth: 4, statesGenerated: 13, behaviours: 3 });
});

test("an invariant violation stops the run with the behaviour up to the violating state", (t) => {
  const r = simulate(handSpec(counter(Infinity, { invariants: { Small: (s) => num(s) < 3 } })), { seed: 9, behaviours: 5 });
  t.like(r, { result: "invariant", violated: "Small", behaviours: 1, steps: 3 });
  t.deepEqual(xs(r.trace), [0, 1, 2, 3]);
  t.deepEqual(r.trace!.map((s) => s.action), [undefined, "Inc", "Inc", "Inc"]);
});

test("every successor of the chosen action is checked, not only the one taken", (t) => {
  // Step offers x' \in {1, 99}: whichever is taken, 99 violates the invariant at step 2.
  const r = simulate(
    handSpec({
      variables: ["x"],
      init: () => [[0]],
      actions: [{ name: "Step", next: (s) => (num(s) === 0 ? [[1], [99]] : [[num(s) + 1]]) }],
      invariants: { Not99: (s) => num(s) !== 99 },
    }),
    { seed: 5, behaviours: 1 },
  );
  t.is(r.result, "invariant");
  t.deepEqual(xs(r.trace), [0, 99]);
});

test("an initial state violating an invariant is reported before any behaviour", (t) => {
  const r = simulate(handSpec({ ...counter(), init: () => [[0], [7]], invariants: { Not7: (s) => num(s) !== 7 } }), { seed: 1, behaviours: 5 });
  t.like(r, { result: "invariant", violated: "Not7", byInitialState: true, behaviours: 0, statesGenerated: 2 });
  t.deepEqual(xs(r.trace), [7]);
});

test("initial states: invariants on each, not PROPERTY's state-level conjuncts (TLC's simulator)", (t) => {
  // TLC -simulate on Init x \in {0, 1, 3}, INVARIANT x < 3, PROPERTY x # 0 (InitialCheckOrder-like):
  // "Invariant Inv is violated by the initial state: x = 3"; with the PROPERTY alone, no error.
  const base = { ...counter(Infinity, { checkDeadlock: false }), init: () => [[0], [1], [3]] };
  const withProperty = (input: HandSpecInput): CompiledSpec => {
    const spec = handSpec(input);
    return { ...spec, initialProperties: [{ name: "P0", location: spec.invariants[0]?.location ?? spec.actions[0]!.location, test: (_ctx, s) => num(s) !== 0 }] };
  };
  const both = simulate(withProperty({ ...base, invariants: { Inv: (s) => num(s) < 3 } }), { seed: 1, behaviours: 3, depth: 3 });
  t.like(both, { result: "invariant", violated: "Inv", byInitialState: true });
  t.deepEqual(xs(both.trace), [3]);
  t.like(simulate(withProperty(base), { seed: 1, behaviours: 3, depth: 3 }), { result: "ok", behaviours: 3 });
});

test("deadlock: a state without successors stops the run; with deadlock off the behaviour just ends", (t) => {
  const r = simulate(handSpec(counter(5)), { seed: 2, behaviours: 10 });
  t.like(r, { result: "deadlock", behaviours: 1, steps: 5 });
  t.deepEqual(xs(r.trace), [0, 1, 2, 3, 4, 5]);
  const off = simulate(handSpec(counter(5)), { seed: 2, behaviours: 10, checkDeadlock: false });
  t.like(off, { result: "ok", behaviours: 10, depth: 6, steps: 50 });
  t.like(simulate(handSpec(counter(5, { checkDeadlock: false })), { seed: 2, behaviours: 3 }), { result: "ok" });
});

test("an action property [][x' = x + 1]_x is violated by the step that jumps", (t) => {
  const r = simulate(
    handSpec({
      variables: ["x"],
      init: () => [[0]],
      actions: [
        { name: "Inc", next: (s) => [[num(s) + 1]] },
        { name: "Jump", next: (s) => [[num(s) + 2]] },
      ],
      actionProperties: { OneAtATime: (s, u) => num(u) === num(s) + 1 },
    }),
    { seed: 11, behaviours: 10 },
  );
  t.like(r, { result: "action-property", violated: "OneAtATime" });
  const last = r.trace!.at(-1)!;
  t.is(last.action, "Jump");
  t.is(num(last.state) - num(r.trace!.at(-2)!.state), 2);
  t.true(r.trace!.slice(1, -1).every((s) => s.action === "Inc"));
});

test("CONSTRAINT: behaviours start within it and never step outside it; no successor within it is a deadlock (TLC's figures)", (t) => {
  // TLC -simulate num=3 -depth 10 on x \in {0, 5}, x' = x + 1, CONSTRAINT x < 3: "Deadlock
  // reached" at x = 2 after 0, 1, 2; with -deadlock no error and 11 states checked.
  const input = counter(Infinity, { init: () => [[0], [5]], constraints: { Below3: (s) => num(s) < 3 } });
  const dead = simulate(handSpec(input), { seed: 4, depth: 10, behaviours: 3 });
  t.is(dead.result, "deadlock");
  t.deepEqual(xs(dead.trace), [0, 1, 2]);
  const got: number[][] = [];
  const r = simulate(handSpec(input), { seed: 4, depth: 10, behaviours: 3, checkDeadlock: false, onBehaviour: (b) => got.push(xs(b)) });
  t.like(r, { result: "ok", behaviours: 3, statesGenerated: 11 });
  t.deepEqual(got, [[0, 1, 2], [0, 1, 2], [0, 1, 2]]);
});

test("ACTION_CONSTRAINT: a step violating it is never taken (TLC: deadlock at x = 1 for x' # 2)", (t) => {
  const input = counter(Infinity, { actionConstraints: { NotTo2: (_s, u) => num(u) !== 2 } });
  const dead = simulate(handSpec(input), { seed: 4, behaviours: 2 });
  t.is(dead.result, "deadlock");
  t.deepEqual(xs(dead.trace), [0, 1]);
  const got: number[][] = [];
  simulate(handSpec(input), { seed: 4, behaviours: 2, checkDeadlock: false, onBehaviour: (b) => got.push(xs(b)) });
  t.deepEqual(got, [[0, 1], [0, 1]]);
});

test("a constrained-away successor is still checked against the invariants", (t) => {
  const r = simulate(handSpec(counter(Infinity, { constraints: { Below3: (s) => num(s) < 3 }, invariants: { Not3: (s) => num(s) !== 3 } })), { seed: 1, behaviours: 1 });
  t.like(r, { result: "invariant", violated: "Not3" });
  t.deepEqual(xs(r.trace), [0, 1, 2, 3]);
});

test("the action is uniform among those with a successor, then the successor uniform among its successors", (t) => {
  const firstSteps = new Map<string, number>();
  const n = 6000;
  simulate(
    handSpec({
      variables: ["x"],
      init: () => [[0]],
      actions: [
        { name: "Never", next: () => [] },
        { name: "One", next: () => [[1]] },
        { name: "Never2", next: () => [] },
        { name: "Three", next: () => [[10], [11], [12]] },
      ],
    }),
    {
      seed: 2024,
      depth: 2,
      behaviours: n,
      checkDeadlock: false,
      onBehaviour: (b) => {
        const key = `${b[1]!.action}:${num(b[1]!.state)}`;
        firstSteps.set(key, (firstSteps.get(key) ?? 0) + 1);
      },
    },
  );
  const share = (k: string): number => (firstSteps.get(k) ?? 0) / n;
  t.true(Math.abs(share("One:1") - 1 / 2) < 0.03, `One: ${share("One:1")}`);
  for (const v of [10, 11, 12]) t.true(Math.abs(share(`Three:${v}`) - 1 / 6) < 0.02, `Three:${v}: ${share(`Three:${v}`)}`);
});

test("an evaluation error in an invariant stops the run with TLC's error and the behaviour", (t) => {
  const r = simulate(
    handSpec(
      counter(Infinity, {
        invariants: {
          Bad: (s) => {
            if (num(s) === 2) throw new EvalError("CardinalityUndefined", { set: "Nat" });
            return true;
          },
        },
      }),
    ),
    { seed: 1, behaviours: 1 },
  );
  t.is(r.result, "error");
  t.like(r.error, { code: "TT5007", phase: "invariant", name: "Bad" });
  t.deepEqual(xs(r.trace), [0, 1, 2]);
});

test("an evaluation error on an initial state is TLC's simulator's 'While working on the initial state', exit 255", (t) => {
  // TLC -simulate, Init x \in {0, 1, 3}, INVARIANT or CONSTRAINT 10 \div x > 0: "Error: The second argument
  // of \div is 0." / "While working on the initial state:" / "x = 0", no positions, no progress line, exit 255.
  const div = (s: State): boolean => {
    if (num(s) === 0) throw new EvalError("CardinalityUndefined", { set: "Nat" });
    return true;
  };
  const base = { ...counter(), init: () => [[0], [1], [3]] };
  for (const input of [{ ...base, invariants: { Inv: div } }, { ...base, constraints: { Cons: div } }]) {
    const spec = handSpec(input);
    const r = simulate(spec, { seed: 1, behaviours: 1 });
    t.like(r, { result: "error", behaviours: 0, statesGenerated: 3, error: { simulatorInitialState: true } });
    const text = formatSimulationResult(spec, { ...r, seconds: 0 }, { timestamp: "T" }).split("\n");
    t.deepEqual(text.slice(0, 5), ["Error: Attempted to compute cardinality of the value", "Nat", "While working on the initial state:", "x = 0", ""]);
    t.false(text.some((l) => l.startsWith("Progress:") || l.includes("nested")));
    t.is(exitCodeOf(r), 255);
  }
});

test("a false ASSUME stops the run before any state", (t) => {
  const r = simulate(handSpec(counter(Infinity, { assumptions: { A: () => false } })), { seed: 1, behaviours: 1 });
  t.like(r, { result: "assumption", violated: "A", behaviours: 0, statesGenerated: 0 });
});

test("--seconds bounds the run by time", (t) => {
  const r = simulate(handSpec(walk()), { seed: 1, seconds: 0.2, depth: 50 });
  t.is(r.result, "ok");
  t.true(r.behaviours > 0);
  t.true(r.seconds < 2, `${r.seconds}`);
});

test("options out of range are RangeErrors naming the option", (t) => {
  const spec = handSpec(walk());
  t.throws(() => simulate(spec, { seed: -1 }), { instanceOf: RangeError, message: /seed/ });
  t.throws(() => simulate(spec, { seed: 1.5 }), { instanceOf: RangeError, message: /seed/ });
  t.throws(() => simulate(spec, { depth: 0 }), { instanceOf: RangeError, message: /depth/ });
  t.throws(() => simulate(spec, { behaviours: 0 }), { instanceOf: RangeError, message: /behaviours/ });
  t.throws(() => simulate(spec, { seconds: -1 }), { instanceOf: RangeError, message: /seconds/ });
});
