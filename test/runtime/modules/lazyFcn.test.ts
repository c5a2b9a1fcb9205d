// Lazy functions (runtime/values/lazyFcn.ts, docs/semantics.md "Lazy functions"): what
// evaluates the body where, and what builds the whole function, once.

import test from "ava";
import { join } from "node:path";
import * as core from "../../../runtime/modules/core.js";
import * as Sequences from "../../../runtime/modules/Sequences.js";
import { formatTlcResult } from "../../../runtime/check/report.js";
import { Kind, printValue, type Value } from "../../../runtime/values/index.js";
import { runModel } from "../../support/runModel.js";
import { projectRoot } from "../../support/shared.js";
import { evalError, testContext } from "./support/context.js";

/** `[k \in dom |-> 12 \div k]` kept lazy (`keep`) or pending, and the points its body was evaluated at. */
function divisions(keep: boolean, dom: string) {
  const { ctx, v } = testContext();
  const points: Value[] = [];
  const f = core.fcnLazy(ctx, [v(dom)], keep, (k) => {
    points.push(k);
    if (k === 0) throw new Error("12 \\div 0");
    return 12 / (k as number);
  });
  return { ctx, v, f, points };
}

test("application evaluates the body at the applied point only, each time, as TLC's FcnLambdaValue", (t) => {
  const { ctx, f, points } = divisions(false, "0..3");
  t.is(core.apply(ctx, f, 2), 6);
  t.is(core.apply(ctx, f, 3), 4);
  t.is(core.apply(ctx, f, 2), 6);
  t.deepEqual(points, [2, 3, 2]);
  t.is(f.forced, undefined);
  const safe = divisions(false, "1..3");
  t.is(evalError(() => core.apply(safe.ctx, safe.f, 7))?.message, "In applying the function\n<<12, 6, 4>>,\nthe first argument is:\n7\nwhich is not in its domain.");
});

test("DOMAIN keeps a function lazy once applied, and builds one first used there (TLC evaluated it whole)", (t) => {
  const kept = divisions(false, "1..3");
  core.apply(kept.ctx, kept.f, 1);
  t.is(printValue(core.domain(kept.ctx, kept.f)), "1..3");
  t.deepEqual(kept.points, [1]);
  const first = divisions(false, "1..3");
  t.is(printValue(core.domain(first.ctx, first.f)), "1..3");
  t.deepEqual(first.points, [1, 2, 3]);
  const failing = divisions(false, "0..3");
  t.throws(() => core.domain(failing.ctx, failing.f), { message: "12 \\div 0" });
});

test("every walk of the whole value builds it once: equality, printing, sequences, a tuple holding it", (t) => {
  const { ctx, v, f, points } = divisions(true, "1..3");
  t.true(core.eq(ctx, f, v("<<12, 6, 4>>")));
  t.is(printValue(f), "<<12, 6, 4>>");
  t.is(Sequences.Len(ctx, f), 3);
  const held = core.apply(ctx, core.tuple(ctx, f, 1), 1);
  t.is(held, f.forced as Value);
  t.is((held as Exclude<Value, number | boolean>).kind, Kind.Tuple);
  t.deepEqual(points, [1, 2, 3]);
});

test("a record or tuple built with a small lazy function whose body succeeds holds it built; a failing or large one stays lazy", (t) => {
  const small = divisions(false, "1..3");
  const r = core.record(small.ctx, ["f"], [small.f]);
  t.not(r.kind, Kind.LazyFcn);
  t.is(printValue(r), "[f |-> <<12, 6, 4>>]");
  t.deepEqual(small.points, [1, 2, 3]);
  // 0 is in the domain: building fails, so the tuple stays lazy and its part applies at 2 alone.
  const failing = divisions(false, "0..3");
  const tup = core.tuple(failing.ctx, failing.f, 1);
  t.is(tup.kind, Kind.LazyFcn);
  t.is(core.apply(failing.ctx, core.apply(failing.ctx, tup, 1), 2), 6);
  // Beyond 1024 points the part is not built ahead of its use.
  const { ctx, v } = testContext();
  let calls = 0;
  const large = core.fcnLazy(ctx, [v("1..5000")], false, (k) => {
    calls++;
    return k;
  });
  const held = core.tuple(ctx, large);
  t.is(held.kind, Kind.LazyFcn);
  t.is(core.apply(ctx, core.apply(ctx, held, 1), 4000), 4000);
  t.is(calls, 1);
});

test("EXCEPT keeps a lazy function lazy: @ is evaluated at the changed point, the rest is never computed", (t) => {
  const { ctx, f, points } = divisions(true, "0..3");
  const g = core.except(ctx, f, [2], (old) => (old as number) + 1);
  const h = core.except(ctx, g, [1], () => 100);
  t.deepEqual(points, [2, 1]);
  t.is(core.apply(ctx, h, 2), 7);
  t.is(core.apply(ctx, h, 1), 100);
  t.is(core.apply(ctx, h, 3), 4);
  t.deepEqual(points, [2, 1, 3]);
  // TLC evaluates @ (its select) even when the new value does not use it.
  t.throws(() => core.except(ctx, h, [0], () => 5), { message: "12 \\div 0" });
  const safe = divisions(true, "1..3");
  t.is(printValue(core.except(safe.ctx, safe.f, [2], () => 0)), "<<12, 0, 4>>");
});

test("a constructor over a domain TLC does not enumerate is lazy wherever it is", (t) => {
  const { ctx, v } = testContext();
  const double = core.fcnCons(ctx, core.product(ctx, v("0..9"), v("0..9")), (p) => core.apply(ctx, p, 1));
  t.is(double.kind, Kind.LazyFcn);
  t.is(core.apply(ctx, double, v("<<4, 2>>")), 4);
});

test("a state storing a lazy function kept for good fails as TLC: 'TLC was unable to fingerprint'", async (t) => {
  const dir = join(projectRoot, "corpus", "regressions");
  const r = await runModel(join(dir, "LazyFcnStored.tla"), join(dir, "LazyFcnStored.cfg"));
  t.is(r.result?.result, "error");
  const text = formatTlcResult(r.spec!, r.result!, { timestamp: "NOW" });
  t.regex(text, /Error: TLC was unable to fingerprint\.\n\nFingerprint Stack Trace:\n0\. Line 9, column 34 to line 9, column 42 in LazyFcnStored\n\n\nReason:\nThe second argument of \\div is 0\./);
});

test("a constant definition's function is built once when it can be (TLC's start-up evaluation), else left lazy", (t) => {
  const safe = divisions(false, "1..3");
  const built = core.constantValue(safe.ctx, safe.f);
  t.is((built as Exclude<Value, number | boolean>).kind, Kind.Tuple);
  t.deepEqual(safe.points, [1, 2, 3]);
  const failing = divisions(false, "0..3");
  // The test body throws a plain Error; emitted bodies throw located evaluation errors.
  const { ctx, v } = testContext();
  const lazy = core.fcnLazy(ctx, [v("0..3")], false, (k) => core.apply(ctx, v("<<12, 6, 4>>"), k));
  t.is(core.constantValue(ctx, lazy), lazy);
  t.is(core.apply(ctx, lazy, 2), 6);
  t.throws(() => core.constantValue(failing.ctx, failing.f), { message: "12 \\div 0" });
});
