// The breadth-first checker against answers known exactly: TLC's own verified numbers
// from TLC-SEMANTICS §5.3, graphs small enough to enumerate by hand, and a naive
// reference implementation of §5 on DieHard and on random graphs.

import test from "ava";
import { check } from "../../../runtime/check/bfs.js";
import type { CheckEvent } from "../../../runtime/check/result.js";
import type { State } from "../../../runtime/check/spec.js";
import { SpecEvalError } from "../../../runtime/check/specEvalError.js";
import { EvalError, fcn, printValue, record, setOf, type SetEnum, type Value } from "../../../runtime/values/index.js";
import { handSpec, loc, type HandSpecInput } from "./support/handSpec.js";
import { referenceBfs } from "./support/referenceBfs.js";
import { dieHard, t1Spec } from "./support/specs.js";
import { seededRandom } from "../../support/random.js";

const num = (s: State, i = 0): number => s[i] as number;
const printed = (s: State): string => s.map((v) => printValue(v)).join(" | ");

// §5.3: Init == x \in {0,5}, Next == x' = x+1, CONSTRAINT x < 3.
const constrainedCounter = (extra: Partial<HandSpecInput> = {}): HandSpecInput => ({
  variables: ["x"],
  init: () => [[0], [5]],
  actions: [{ name: "Next", next: (s) => [[num(s) + 1]] }],
  constraints: { Bound: (s) => num(s) < 3 },
  ...extra,
});

test("constraints: TLC's counts for x \\in {0,5}, x' = x+1, CONSTRAINT x < 3 (§5.3)", (t) => {
  const events: CheckEvent[] = [];
  const r = check(handSpec(constrainedCounter()), { onEvent: (e) => events.push(e) });
  t.is(r.result, "ok");
  t.like(r, { statesGenerated: 5, distinctStates: 3, queueLeft: 0, depth: 3 });
  t.like(events[0], { code: "init-done", statesGenerated: 2, distinctStates: 1 });
  t.is(events.at(-1)!.code, "done");
});

test("a constrained-away successor is checked against invariants: x # 3 is violated with a 4-state trace (§5.3)", (t) => {
  const r = check(handSpec(constrainedCounter({ invariants: { Inv: (s) => num(s) !== 3 } })));
  t.is(r.result, "invariant");
  t.is(r.violated, "Inv");
  t.deepEqual(r.trace!.map((s) => num(s.state)), [0, 1, 2, 3]);
  t.deepEqual(r.trace!.map((s) => s.action), [undefined, "Next", "Next", "Next"]);
  t.like(r, { statesGenerated: 5, distinctStates: 3, queueLeft: 0, depth: 3 });
});

test("a constrained-away initial state is checked against invariants: x # 5 (§5.3)", (t) => {
  const r = check(handSpec(constrainedCounter({ invariants: { Inv: (s) => num(s) !== 5 } })));
  t.is(r.result, "invariant");
  t.true(r.byInitialState);
  t.deepEqual(r.trace!.map((s) => num(s.state)), [5]);
});

test("action constraints: adding ACTION_CONSTRAINT x' # 2 gives 4 generated, 2 distinct (§5.3)", (t) => {
  const r = check(handSpec(constrainedCounter({ actionConstraints: { AC: (_s, t2) => num(t2) !== 2 } })));
  t.like(r, { result: "ok", statesGenerated: 4, distinctStates: 2, queueLeft: 0, depth: 2 });
});


test("invariant stop: spec T1 gives 5 generated, 5 distinct, 2 left, depth 3, trace Submit(r2) then Submit(r1) (§5.3)", (t) => {
  const r = check(handSpec(t1Spec()));
  t.like(r, { result: "invariant", violated: "Inv", statesGenerated: 5, distinctStates: 5, queueLeft: 2, depth: 3 });
  t.deepEqual(r.trace!.map((s) => s.action), [undefined, "Submit(r2)", "Submit(r1)"]);
  t.deepEqual(r.trace!.map((s) => printed(s.state)), ["0 | {}", "1 | {r2}", "2 | {r2, r1}"]);
});

// Init == x = 0, Next == x < 3 /\ x' = x + 1: state 3 has no successor.
const stopsAtThree = (checkDeadlock: boolean): HandSpecInput => ({
  variables: ["x"],
  init: () => [[0]],
  actions: [{ name: "Inc", next: (s) => (num(s) < 3 ? [[num(s) + 1]] : []) }],
  checkDeadlock,
});

test("deadlock: a dequeued state with no successor at all, with the trace to it", (t) => {
  const r = check(handSpec(stopsAtThree(true)));
  t.like(r, { result: "deadlock", statesGenerated: 4, distinctStates: 4, queueLeft: 0, depth: 4 });
  t.deepEqual(r.trace!.map((s) => num(s.state)), [0, 1, 2, 3]);
});

test("deadlock checking off (CHECK_DEADLOCK FALSE, or the option overriding it)", (t) => {
  t.like(check(handSpec(stopsAtThree(false))), { result: "ok", statesGenerated: 4, distinctStates: 4, depth: 4 });
  t.like(check(handSpec(stopsAtThree(true)), { checkDeadlock: false }), { result: "ok", distinctStates: 4 });
});

test("not a deadlock: a state whose only successor is itself, or is constrained away (§5.2)", (t) => {
  const selfLoop = check(handSpec({ variables: ["x"], init: () => [[0]], actions: [{ name: "Stay", next: (s) => [s] }] }));
  t.like(selfLoop, { result: "ok", statesGenerated: 2, distinctStates: 1, depth: 1 });
  const constrained = check(handSpec({ ...stopsAtThree(true), actions: [{ name: "Inc", next: (s) => [[num(s) + 1]] }], constraints: { C: (s) => num(s) < 3 } }));
  t.like(constrained, { result: "ok", statesGenerated: 4, distinctStates: 3, depth: 3 });
});


test("DieHard: the shortest solution, with counts equal to the reference implementation of §5", (t) => {
  const input = dieHard();
  const spec = handSpec(input);
  const r = check(spec);
  t.is(r.result, "invariant");
  t.deepEqual(r.trace!.map((s) => printed(s.state)), ["0 | 0", "5 | 0", "2 | 3", "2 | 0", "0 | 2", "5 | 2", "4 | 3"]);
  t.deepEqual(r.trace!.map((s) => s.action), [undefined, "FillBigJug", "BigToSmall", "EmptySmallJug", "BigToSmall", "FillBigJug", "BigToSmall"]);
  const ref = referenceBfs(input, spec.createContext(() => {}));
  t.like(r, { statesGenerated: ref.statesGenerated, distinctStates: ref.distinctStates, queueLeft: ref.queueLeft, depth: ref.depth });
  t.is(r.depth, 7);
  const noInv = check(handSpec({ ...input, invariants: {} }));
  // Every action is always enabled: 16 states x 6 actions + 1 initial state.
  t.like(noInv, { result: "ok", statesGenerated: 97, distinctStates: 16, queueLeft: 0, depth: 8 });
});

// A 2-D grid: a' = a + 1 or b' = b + 1; INVARIANT a + b # 9.
test("trace reconstruction over 10 levels: the trace is the BFS parent path, and the counts are derived by hand", (t) => {
  const r = check(handSpec({
    variables: ["a", "b"],
    init: () => [[0, 0]],
    actions: [
      { name: "IncA", next: (s) => [[num(s, 0) + 1, num(s, 1)]] },
      { name: "IncB", next: (s) => [[num(s, 0), num(s, 1) + 1]] },
    ],
    invariants: { Small: (s) => num(s, 0) + num(s, 1) !== 9 },
  }));
  t.is(r.result, "invariant");
  t.is(r.trace!.length, 10);
  t.deepEqual(r.trace!.map((s) => printed(s.state)), Array.from({ length: 10 }, (_, i) => `${i} | 0`));
  t.true(r.trace!.slice(1).every((s) => s.action === "IncA"));
  // Distinct: the 45 states with a + b <= 8, plus (9, 0). Generated: Init, two per state
  // with a + b <= 7 (36 states), and (8, 0)'s first successor. Left: the other 8 states of level 9.
  t.like(r, { statesGenerated: 1 + 72 + 1, distinctStates: 46, queueLeft: 8, depth: 10 });
});

test("action properties are checked on every transition, old successors included", (t) => {
  // 0 -> 1 -> 0 (old) : the property x' >= x fails on the step back to 0.
  const r = check(handSpec({
    variables: ["x"],
    init: () => [[0]],
    actions: [{ name: "Flip", next: (s) => [[1 - num(s)]] }],
    actionProperties: { Monotone: (s, t2) => num(t2) >= num(s) },
  }));
  t.like(r, { result: "action-property", violated: "Monotone", statesGenerated: 3, distinctStates: 2 });
  t.deepEqual(r.trace!.map((s) => num(s.state)), [0, 1, 0]);
});

test("VIEW: states with equal views are one state", (t) => {
  // x counts 0..5, y toggles; the view is x alone, so y does not multiply states.
  const input: HandSpecInput = {
    variables: ["x", "y"],
    init: () => [[0, false], [0, true]],
    actions: [{ name: "Step", next: (s) => (num(s) < 5 ? [[num(s) + 1, false], [num(s) + 1, true]] : []) }],
    checkDeadlock: false,
    view: (_ctx, s) => s[0]!,
  };
  t.like(check(handSpec(input)), { result: "ok", statesGenerated: 12, distinctStates: 6, depth: 6 });
  const { view: _view, ...withoutView } = input;
  t.like(check(handSpec(withoutView)), { result: "ok", statesGenerated: 2 + 10 * 2, distinctStates: 12, depth: 6 });
});

test("SYMMETRY: states equal up to a permutation of model values are one state", (t) => {
  // holder grows by one process at a time; P = {p1, p2}.
  const input = (withSymmetry: boolean): HandSpecInput => ({
    variables: ["holder", "last"],
    seed: ["p1", "p2", "none"],
    init: (ctx) => [[setOf([]), ctx.intern.modelValue("none")]],
    actions: ["p1", "p2"].map((p) => ({
      name: `Take(${p})`,
      next: (s: State, ctx) => {
        const mv = ctx.intern.modelValue(p);
        const h = (s[0] as SetEnum).elems;
        return h.includes(mv) ? [] : [[setOf([...h, mv]), mv]];
      },
    })),
    checkDeadlock: false,
    ...(withSymmetry
      ? {
          symmetry: (ctx) => {
            const [p1, p2] = [ctx.intern.modelValue("p1"), ctx.intern.modelValue("p2")];
            return setOf([fcn([p1, p2], [p1, p2]), fcn([p1, p2], [p2, p1])]);
          },
        }
      : {}),
  });
  // Without: {}, {p1}, {p2}, {p1,p2} reached twice (last = p2 / p1): 5 distinct.
  t.like(check(handSpec(input(false))), { result: "ok", statesGenerated: 5, distinctStates: 5, depth: 3 });
  // With: ({p1}, p1) ~ ({p2}, p2) and ({p1,p2}, p2) ~ ({p1,p2}, p1): 3 distinct; the
  // second level-2 successor is generated but old.
  t.like(check(handSpec(input(true))), { result: "ok", statesGenerated: 4, distinctStates: 3, depth: 3 });
});

test("an evaluation error stops the run with its location and the trace to the state being expanded", (t) => {
  const where = loc("E", 5, 9, 6, 21);
  const r = check(handSpec({
    module: "E",
    variables: ["x"],
    init: () => [[0]],
    actions: [{
      name: "Inc",
      next: (s) => {
        if (num(s) === 2) throw new SpecEvalError(where, new EvalError("IntegerOverflow", { expression: "2147483647+1" }));
        return [[num(s) + 1]];
      },
    }],
  }));
  t.is(r.result, "error");
  t.like(r.error, { code: "TT5004", message: "Overflow when computing 2147483647+1", location: where, phase: "next", name: "Inc", internal: false });
  t.deepEqual(r.trace!.map((s) => num(s.state)), [0, 1, 2]);
  t.like(r, { statesGenerated: 3, distinctStates: 3, queueLeft: 0, depth: 3 });
});

test("an error in an invariant on a successor shows the trace up to that successor", (t) => {
  const r = check(handSpec({
    variables: ["x"],
    init: () => [[0]],
    actions: [{ name: "Inc", next: (s) => [[num(s) + 1]] }],
    invariants: { Bad: (s) => { if (num(s) === 2) throw new EvalError("CardinalityUndefined", { set: "Nat" }); return true; } },
  }));
  t.like(r, { result: "error" });
  t.like(r.error, { code: "TT5007", phase: "invariant", name: "Bad" });
  t.deepEqual(r.trace!.map((s) => num(s.state)), [0, 1, 2]);
});

test("ASSUME is checked before anything; a false one stops the run with no state generated", (t) => {
  let initCalled = false;
  const r = check(handSpec({
    variables: ["x"],
    init: () => { initCalled = true; return [[0]]; },
    actions: [],
    assumptions: { A1: () => true, A2: () => false },
  }));
  t.like(r, { result: "assumption", violated: "A2", statesGenerated: 0, distinctStates: 0, depth: 0 });
  t.false(initCalled);
});

test("POSTCONDITION runs after the search and sees the final counts through TLCGet-style stats", (t) => {
  const post = (expected: number): HandSpecInput => ({ ...stopsAtThree(false), postcondition: (ctx) => ctx.stats.distinct === expected });
  t.is(check(handSpec(post(4))).result, "ok");
  t.like(check(handSpec(post(5))), { result: "postcondition", violated: "Post" });
});

test("maxStates stops the search with result 'limit'", (t) => {
  const r = check(handSpec({ variables: ["x"], init: () => [[0]], actions: [{ name: "Inc", next: (s) => [[num(s) + 1]] }] }), { maxStates: 100 });
  t.is(r.result, "limit");
  t.true(r.distinctStates >= 100 && r.distinctStates <= 101);
});

test("outdegree statistics on success: new in-model successors per expanded state", (t) => {
  // 0 -> {1, 2}; 1 -> {2}; 2 -> {}: samples 2, 0, 0 -> mean 1 (rounded 0.67), min 0, max 2.
  const r = check(handSpec({
    variables: ["x"],
    init: () => [[0]],
    actions: [{ name: "Go", next: (s) => (num(s) === 0 ? [[1], [2]] : num(s) === 1 ? [[2]] : []) }],
    checkDeadlock: false,
  }));
  t.deepEqual(r.outdegree, { mean: 1, min: 0, max: 2, percentile95: 2 });
});

test("Print output from the spec reaches the print option, and trace rebuilding re-runs the actions as TLC does", (t) => {
  const out: string[] = [];
  const r = check(handSpec({
    variables: ["x"],
    init: () => [[0]],
    actions: [{ name: "Inc", next: (s, ctx) => { ctx.print(`at ${num(s)}`); return [[num(s) + 1]]; } }],
    invariants: { Inv: (s) => num(s) < 2 },
  }), { print: (s) => out.push(s) });
  t.is(r.result, "invariant");
  // Search: expanding 0 and 1. Rebuilding the trace replays 0 -> 1 and, for the violating
  // successor's label, 1 -> 2: kept per step for the report to place (report.ts replayLines).
  t.deepEqual(out, ["at 0", "at 1"]);
  t.deepEqual(r.replayPrinted, [[], ["at 0"], ["at 1"]]);
});

test("random graphs (500): counts, verdicts and traces equal the reference implementation of §5", (t) => {
  const rand = seededRandom(20261122);
  const pick = (n: number): number => Math.floor(rand() * n);
  const verdicts = new Map<string, number>();
  for (let round = 0; round < 500; round++) {
    const nodes = 2 + pick(40);
    const succ: number[][][] = [0, 1].map(() => Array.from({ length: nodes }, () => Array.from({ length: pick(4) }, () => pick(nodes))));
    const out = new Set(Array.from({ length: pick(4) }, () => pick(nodes)));
    const forbidden = new Set(Array.from({ length: pick(4) }, () => `${pick(nodes)}>${pick(nodes)}`));
    const bad = rand() < 0.5 ? pick(nodes) : -1;
    const badSteps = new Set(rand() < 0.3 ? [`${pick(nodes)}>${pick(nodes)}`] : []);
    const input: HandSpecInput = {
      variables: ["n"],
      init: () => Array.from({ length: 1 + pick(3) }, () => [pick(nodes)]),
      actions: [0, 1].map((a) => ({ name: `A${a}`, next: (s: State) => succ[a]![num(s)]!.map((m) => [m]) })),
      constraints: { C: (s) => !out.has(num(s)) },
      actionConstraints: { AC: (s, t2) => !forbidden.has(`${num(s)}>${num(t2)}`) },
      invariants: { Inv: (s) => num(s) !== bad },
      actionProperties: { Step: (s, t2) => !badSteps.has(`${num(s)}>${num(t2)}`) },
      checkDeadlock: rand() < 0.5,
    };
    // Init draws random numbers: fix its answer so both checkers see the same one.
    const initStates = input.init(undefined as never);
    const fixed = { ...input, init: () => initStates };
    const spec = handSpec(fixed);
    const r = check(spec);
    const ref = referenceBfs(fixed, spec.createContext(() => {}));
    const same = r.result === ref.result &&
      r.statesGenerated === ref.statesGenerated && r.distinctStates === ref.distinctStates &&
      r.queueLeft === ref.queueLeft && r.depth === ref.depth &&
      JSON.stringify(r.trace?.map((s) => ({ action: s.action, state: printed(s.state) }))) === JSON.stringify(ref.trace);
    if (!same) {
      t.fail(`round ${round}: engine ${JSON.stringify({ ...r, trace: r.trace?.map((s) => printed(s.state)) })} reference ${JSON.stringify(ref)}`);
      return;
    }
    verdicts.set(r.result, (verdicts.get(r.result) ?? 0) + 1);
  }
  // The rounds must exercise every verdict, not just the easy one.
  for (const kind of ["ok", "invariant", "deadlock", "action-property"]) t.true((verdicts.get(kind) ?? 0) >= 5, `${kind}: ${verdicts.get(kind)}`);
});

test("values of every kind go through fingerprinting: a set-valued variable reached in two orders is one state", (t) => {
  const r = check(handSpec({
    variables: ["s"],
    init: () => [[setOf([])]],
    actions: [1, 2].map((k) => ({
      name: `Add${k}`,
      next: (s: State) => ((s[0] as SetEnum).elems.includes(k) ? [] : [[setOf([...(s[0] as SetEnum).elems, k])]]),
    })),
    checkDeadlock: false,
  }));
  t.like(r, { statesGenerated: 5, distinctStates: 4, depth: 3 });
});

test("a spec that cannot be replayed (nondeterministic actions) reports TLC's recovery error instead of a wrong trace", (t) => {
  let calls = 0;
  const r = check(handSpec({
    variables: ["x"],
    init: () => [[0]],
    // Returns a different successor every time it is called, like RandomElement.
    actions: [{ name: "Rand", next: () => [[++calls]] }],
    invariants: { Inv: (s) => num(s) < 3 },
  }));
  t.is(r.result, "error");
  t.like(r.error, { code: "TT5303", phase: "trace" });
});

test("a SYMMETRY value that is not a set of permutations is a located-by-name error, not a crash", (t) => {
  const r = check(handSpec({ variables: ["x"], init: () => [[0]], actions: [], symmetry: () => 3 }));
  t.is(r.result, "error");
  t.like(r.error, { code: "TT5301", phase: "symmetry", message: "The symmetry operator must specify a set of functions." });
});

test("progress events carry growing counts while the search runs", (t) => {
  const events: CheckEvent[] = [];
  const n = 60; // 216,000 states
  const r = check(handSpec({
    variables: ["a", "b", "c"],
    init: () => [[0, 0, 0]],
    actions: [0, 1, 2].map((k) => ({
      name: `Inc${k}`,
      next: (s: State) => (num(s, k) < n - 1 ? [s.map((v, i) => (i === k ? (v as number) + 1 : v))] : []),
    })),
    checkDeadlock: false,
  }), { progressIntervalMs: 1, onEvent: (e) => events.push(e) });
  t.like(r, { result: "ok", distinctStates: n ** 3, depth: 3 * (n - 1) + 1 });
  const progress = events.filter((e) => e.code === "progress");
  t.true(progress.length >= 1);
  for (let i = 1; i < progress.length; i++) t.true((progress[i] as { distinctStates: number }).distinctStates >= (progress[i - 1] as { distinctStates: number }).distinctStates);
  t.deepEqual(events.map((e) => e.code).filter((c, i, a) => a.indexOf(c) === i), ["init-done", "progress", "done"]);
});

test("ALIAS: each trace step carries the alias record of (state, next state); the last one's next state is itself (TLC)", (t) => {
  const r = check(handSpec({
    variables: ["x"],
    seed: ["now", "next"],
    init: () => [[0]],
    actions: [{ name: "Inc", next: (s) => [[num(s) + 1]] }],
    invariants: { Inv: (s) => num(s) < 2 },
    alias: (ctx, s, next) => record(ctx.intern, [["now", s[0]!], ["next", next === undefined ? -1 : next[0]!]]),
  }));
  t.deepEqual(r.trace!.map((s) => printValue(s.alias!)), ["[now |-> 0, next |-> 1]", "[now |-> 1, next |-> 2]", "[now |-> 2, next |-> 2]"]);
});

test("a generator that swallows the stop signal cannot make the checker count past the violation", (t) => {
  const spec = handSpec({
    variables: ["x"],
    init: () => [[0]],
    actions: [{ name: "Two", next: (s) => [[num(s) + 1], [num(s) + 2]] }],
    invariants: { Inv: (s) => num(s) !== 1 },
  });
  // Wrap the action so that every exception from emit is caught and generation goes on.
  const swallowing = {
    ...spec,
    actions: spec.actions.map((a) => ({
      ...a,
      generate: (ctx: Parameters<typeof a.generate>[0], s: State, emit: (n: State) => void) =>
        a.generate(ctx, s, (n) => { try { emit(n); } catch { /* swallowed */ } }),
    })),
  };
  const r = check(swallowing);
  t.like(r, { result: "invariant", statesGenerated: 2, distinctStates: 2 });
  t.deepEqual(r.trace!.map((s) => num(s.state)), [0, 1]);
});
