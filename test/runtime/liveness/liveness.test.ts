// The liveness checker on hand-written specs small enough to know every behaviour:
// normal forms, the tableau, fair-cycle search under WF and SF, lasso shapes, and what
// the report prints. The corpus tests (test/corpus/liveness.test.ts) cover the same on
// compiled TLA+.

import test from "ava";
import { check, lassoShape } from "../../../runtime/check/bfs.js";
import { formatTlcResult } from "../../../runtime/check/report.js";
import type { CompiledSpec } from "../../../runtime/check/spec.js";
import * as LT from "../../../runtime/liveness/formula.js";
import { casesOf, fairnessOf, TemporalShapeError } from "../../../runtime/liveness/normalize.js";
import { buildTableau } from "../../../runtime/liveness/tableau.js";
import { handSpec, loc } from "../check/support/handSpec.js";

const here = loc("M", 1, 1);
const isX = (v: number): LT.Temporal => LT.stateAtom(here, { test: (_ctx, s) => s[0] === v });
const changes = (f: (x: number) => number): LT.Temporal => LT.actionAtom(here, { test: (_ctx, s, t) => t[0] === f(s[0] as number) && t[0] !== s[0] });
const enabledWhen = (p: (x: number) => boolean): LT.Temporal => LT.stateAtom(here, { test: (_ctx, s) => p(s[0] as number) });

/** x counts 0, 1, ..., up to `max` by Inc; no step at max (deadlock checking off). */
function counter(max: number, fairness: LT.Temporal[], property: LT.Temporal): CompiledSpec {
  const base = handSpec({
    variables: ["x"],
    init: () => [[0]],
    actions: [{ name: "Inc", next: (s) => ((s[0] as number) < max ? [[(s[0] as number) + 1]] : []) }],
    checkDeadlock: false,
  });
  return { ...base, liveness: { hypotheses: () => fairness, properties: [{ name: "P", location: here, formula: () => property }] } };
}

/** x toggles between 0 and 1 by Flip. */
function toggler(fairness: LT.Temporal[], property: LT.Temporal): CompiledSpec {
  const base = handSpec({ variables: ["x"], init: () => [[0]], actions: [{ name: "Flip", next: (s) => [[1 - (s[0] as number)]] }] });
  return { ...base, liveness: { hypotheses: () => fairness, properties: [{ name: "P", location: here, formula: () => property }] } };
}

const wfInc = (max: number): LT.Temporal => LT.fair(false, "WF", enabledWhen((x) => x < max), changes((x) => x + 1));
const wfFlip = LT.fair(false, "WF", enabledWhen(() => true), changes((x) => 1 - x));

test("normal form: <>P gives one case whose tableau part is []~P; fairness is kept out of the formula", (t) => {
  const { fairness, others } = fairnessOf([LT.and([wfInc(2), LT.TRUE])]);
  t.is(fairness.length, 1);
  t.is(others.length, 0);
  const cases = casesOf(others, LT.eventually(isX(2)));
  t.is(cases.length, 1);
  t.deepEqual(cases[0]!.filter, []);
  t.deepEqual(cases[0]!.buchi, []);
  t.is(cases[0]!.rest.k, "always");
});

test("normal form: ~[]<>P is a <>[] filter, ~<>[]P a []<> condition, a quantified conjunction one case per element", (t) => {
  t.is(casesOf([], LT.always(LT.eventually(isX(1))))[0]!.filter.length, 1);
  t.is(casesOf([], LT.eventually(LT.always(isX(1))))[0]!.buchi.length, 1);
  t.is(casesOf([], LT.and([LT.eventually(isX(1)), LT.eventually(isX(2)), LT.eventually(isX(3))])).length, 3);
});

test("normal form: an action inside [] of a state condition is refused with TLC's message; <>TRUE's negation []FALSE is kept, with no particle", (t) => {
  const bad = LT.always(LT.implies(isX(0), LT.always(LT.eventually(changes((x) => x + 1)))));
  const e = t.throws(() => casesOf([], bad), { instanceOf: TemporalShapeError });
  t.is(e?.message, "Temporal formulas containing actions must be of forms <>[]A or []<>A.");
  // TLC's LNAll/LNEven.simplify fold no constant: the case exists, its tableau accepts nothing.
  const cases = casesOf([], LT.eventually(LT.TRUE));
  t.is(cases.length, 1);
  t.deepEqual(cases[0]!.rest, { k: "always", x: { k: "false" } });
  t.is(buildTableau(cases[0]!.rest).particles.length, 0);
});

test("normal form: P ~> TRUE keeps P (negation <>(P /\\ []FALSE)): TLC labels P on every state though nothing violates it", (t) => {
  const cases = casesOf([], LT.leadsTo(isX(0), LT.TRUE));
  t.is(cases.length, 1);
  t.is(cases[0]!.rest.k, "eventually");
  t.is(buildTableau(cases[0]!.rest).particles.filter((p) => p.literals.length > 0).length, 0);
});

test("tableau of <>(P /\\ []~Q) (the negation of P ~> Q): three particles, one promise", (t) => {
  const neg = casesOf([], LT.leadsTo(isX(0), isX(1)));
  t.is(neg.length, 1);
  const tab = buildTableau(neg[0]!.rest);
  t.is(tab.promises, 1);
  t.is(tab.particles.length, 3);
  // One particle keeps the promise open, the other two do not.
  t.is(tab.particles.filter((p) => !p.fulfils[0]).length, 1);
});

test("<>(x = 2) without fairness: violated by stuttering at x = 1 (the lasso TLC prints too, LIVENESS.md §5.4)", (t) => {
  const r = check(counter(2, [], LT.eventually(isX(2))));
  t.is(r.result, "temporal");
  t.is(r.violated, "P");
  t.is(r.distinctStates, 3);
  t.deepEqual(r.trace?.map((s) => s.state[0]), [0, 1]);
  t.true(r.stuttering);
  t.is(r.loopsBackTo, 1);
  // The negation []~P has no <>[]/[]<> condition and no [] inside a <>: TLC prints no stuttering warning.
  t.is(r.stutteringWarning, undefined);
  // []<>P's negation is a <>[] condition: TLC's EC 2257 (no SPECIFICATION here).
  const inf = check(counter(2, [], LT.always(LT.eventually(isX(0)))));
  t.true(inf.stuttering);
  t.regex(inf.stutteringWarning?.[0] ?? "", /absence of a behavior specification \(SPECIFICATION\)/);
});

test("<>(x = 2) under WF(Inc): holds; []<>(x # 2) is violated by stuttering at the dead end (nothing is enabled there)", (t) => {
  t.is(check(counter(2, [wfInc(2)], LT.eventually(isX(2)))).result, "ok");
  const r = check(counter(2, [wfInc(2)], LT.always(LT.eventually(LT.not(isX(2))))));
  t.is(r.result, "temporal");
  t.deepEqual(r.trace?.map((s) => s.state[0]), [0, 1, 2]);
  t.true(r.stuttering);
});

test("a toggling x under WF: []<>(x = 1) holds, <>[](x = 1) is violated by the cycle 0 -> 1 -> back to state 1", (t) => {
  t.is(check(toggler([wfFlip], LT.always(LT.eventually(isX(1))))).result, "ok");
  const r = check(toggler([wfFlip], LT.eventually(LT.always(isX(1)))));
  t.is(r.result, "temporal");
  t.deepEqual(r.trace?.map((s) => s.state[0]), [0, 1]);
  t.is(r.loopsBackTo, 0);
  t.falsy(r.stuttering);
  t.is(r.loopStep?.action, "Flip");
  t.deepEqual(r.loopStep?.state, [0]);
  const text = formatTlcResult(toggler([wfFlip], LT.TRUE), r, { timestamp: "NOW" });
  t.true(text.includes("Error: Temporal property P was violated."));
  t.true(text.includes("Back to state 1: <Flip"));
});

test("WF vs SF: an action enabled only every other state is forced by SF, not by WF", (t) => {
  // x in 0..3: Flip toggles bit 0 (x <-> x xor 1) while x < 2; Go jumps to 2 from x = 1 only.
  const make = (strong: boolean): CompiledSpec => {
    const base = handSpec({
      variables: ["x"],
      init: () => [[0]],
      actions: [
        { name: "Flip", next: (s) => ((s[0] as number) < 2 ? [[(s[0] as number) ^ 1]] : []) },
        { name: "Go", next: (s) => (s[0] === 1 ? [[2]] : []) },
      ],
      checkDeadlock: false,
    });
    const fair = [
      LT.fair(false, "WF", enabledWhen((x) => x < 2), changes((x) => x ^ 1)),
      LT.fair(strong, strong ? "SF" : "WF", enabledWhen((x) => x === 1), changes(() => 2)),
    ];
    return { ...base, liveness: { hypotheses: () => fair, properties: [{ name: "Reach2", location: here, formula: () => LT.eventually(isX(2)) }] } };
  };
  const wf = check(make(false));
  t.is(wf.result, "temporal");
  t.deepEqual(wf.trace?.map((s) => s.state[0]), [0, 1]);
  t.is(wf.loopsBackTo, 0);
  t.is(check(make(true)).result, "ok");
});

test("the lasso's shape: repeated states are one, a cycle that stays put is stuttering", (t) => {
  t.deepEqual(lassoShape({ prefix: [0, 0, 3], cycle: [3, 3] }), { ids: [0, 3], loopsBackTo: 1, stuttering: true });
  t.deepEqual(lassoShape({ prefix: [0, 3], cycle: [3, 5, 5, 3] }), { ids: [0, 3, 5], loopsBackTo: 1, stuttering: false });
  t.deepEqual(lassoShape({ prefix: [0], cycle: [4, 0, 0] }), { ids: [0, 4], loopsBackTo: 0, stuttering: false });
});

test("a formula TLC refuses stops the run with TT4120 before the search", (t) => {
  const bad = LT.always(LT.implies(isX(0), LT.always(LT.eventually(changes((x) => x + 1)))));
  const r = check(counter(2, [], bad));
  t.is(r.result, "error");
  t.is(r.error?.code, "TT4120");
  t.is(r.distinctStates, 0);
  // Located at the property, for the report's position line.
  t.is(r.error?.name, "P");
  t.deepEqual(r.error?.location, here);
});

test("liveness statistics: graph size counts the stuttering steps, SCCs are counted", (t) => {
  const r = check(counter(3, [wfInc(3)], LT.eventually(isX(3))));
  t.is(r.result, "ok");
  t.like(r.liveness, { properties: 1, graphNodes: 4, graphEdges: 3 + 4 });
  // The product with []~(x = 3) has the nodes x = 0, 1, 2: three one-node components.
  t.is(r.liveness?.sccs, 3);
});

test("a fairness condition no step can meet leaves no fair behaviour: the property passes vacuously, with a warning", (t) => {
  // Jump is always enabled (its ENABLED is evaluated on its own) but Flip is the only step.
  const jump = LT.fair(false, "WF", enabledWhen(() => true), changes(() => 5));
  const r = check(toggler([wfFlip, jump], LT.eventually(isX(7))));
  t.is(r.result, "ok");
  t.true(r.warnings?.some((w) => w.includes("no behaviour of the specification satisfies its fairness")));
  t.false(check(toggler([wfFlip], LT.always(LT.eventually(isX(1))))).warnings?.some((w) => w.includes("no behaviour")) ?? true);
});
