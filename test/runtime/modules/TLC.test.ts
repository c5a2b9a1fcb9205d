// TLC, TLCExt, FiniteSets and Bags.

import test from "ava";
import * as Bags from "../../../runtime/modules/Bags.js";
import * as FiniteSets from "../../../runtime/modules/FiniteSets.js";
import * as Naturals from "../../../runtime/modules/Naturals.js";
import * as TLC from "../../../runtime/modules/TLC.js";
import * as TLCExt from "../../../runtime/modules/TLCExt.js";
import * as core from "../../../runtime/modules/core.js";
import type { CompiledSpec } from "../../../runtime/check/spec.js";
import { EvalError, type Value } from "../../../runtime/values/index.js";
import { evalError, testContext } from "./support/context.js";

test(":> and @@ build functions; f wins where both are defined", (t) => {
  const { ctx, v, show } = testContext();
  t.is(show(TLC.merge(ctx, TLC.singleton(ctx, 1, 4), TLC.singleton(ctx, 2, 5))), "<<4, 5>>");
  t.is(show(TLC.merge(ctx, v("(0 :> 1 @@ 5 :> 2)"), v("(5 :> 9 @@ 7 :> 3)"))), "(0 :> 1 @@ 5 :> 2 @@ 7 :> 3)");
  t.is(show(TLC.merge(ctx, v("<<1, 2>>"), v("<<7, 8, 9>>"))), "<<1, 2, 9>>");
  t.is(evalError(() => TLC.merge(ctx, 1, v("<<>>")))?.code, "TT5101");
});

test("§6.1 Print prints `out  val` and returns val; PrintT prints and returns TRUE", (t) => {
  const { ctx, v, printed } = testContext();
  t.is(TLC.Print(ctx, v('"x is"'), 3), 3);
  t.true(TLC.PrintT(ctx, v("{1, 2}")));
  t.deepEqual(printed, ['"x is"  3', "{1, 2}"]);
});

test("§6.3/§8 Assert failing is TLC's evaluation error with the second argument printed", (t) => {
  const { ctx, v } = testContext();
  t.true(TLC.Assert(ctx, true, v('"fine"')));
  const e = evalError(() => TLC.Assert(ctx, false, v('"boom"')));
  t.is(e?.code, "TT5114");
  t.is(e?.message, 'The first argument of Assert evaluated to FALSE; the second argument was:\n"boom"');
  t.is(evalError(() => TLC.Assert(ctx, false, v("<<1>>")))?.message.split("\n")[1], "<<1>>");
});

test("TLCGet/TLCSet: registers, checker statistics, config; undefined keys are errors", (t) => {
  const { ctx, v, show } = testContext();
  t.true(TLC.TLCSet(ctx, 2, 999));
  t.is(TLC.TLCGet(ctx, 2), 999);
  t.is(TLC.TLCGet(ctx, v('"level"')), 3);
  t.is(TLC.TLCGet(ctx, v('"distinct"')), 10);
  t.is(TLC.TLCGet(ctx, v('"generated"')), 25);
  t.is(TLC.TLCGet(ctx, v('"queue"')), 4);
  t.is(TLC.TLCGet(ctx, v('"diameter"')), 3);
  // Outside a run (TLC: no main checker yet) the run's records are undefined.
  t.is(evalError(() => TLC.TLCGet(ctx, v('"config"')))?.message, "TLCGet(config) was undefined.");
  ctx.run = { mode: "bfs", spec: {} as CompiledSpec, deadlock: false, workers: 1, seed: "0", startedMs: Date.now(), initial: () => 2 };
  const config = TLC.TLCGet(ctx, v('"config"'));
  t.is(show(core.field(ctx, config, ctx.intern.string("mode"))), '"bfs"');
  t.is(core.field(ctx, config, ctx.intern.string("worker")), 1);
  t.is(core.field(ctx, config, ctx.intern.string("deadlock")), false);
  // TLC's stats record: names seen before ("distinct", ... above) come first, the others in TLC's order.
  t.is(show(TLC.TLCGet(ctx, v('"stats"'))), "[distinct |-> 10, generated |-> 25, queue |-> 4, diameter |-> 3, worker |-> 0, duration |-> 0, initial |-> 2]");
  // Outside the simulator TLC's states carry no action: its Action.UNKNOWN.
  t.is(show(TLC.TLCGet(ctx, v('"action"'))), '[name |-> "UnnamedAction", location |-> [beginLine |-> 0, beginColumn |-> 0, endLine |-> 0, endColumn |-> 0, module |-> "--TLA+ BUILTINS--"]]');
  t.is(evalError(() => TLC.TLCGet(ctx, 7))?.message, "TLCGet(7) was undefined.");
  t.is(evalError(() => TLC.TLCSet(ctx, v('"x"'), 1))?.code, "TT5101");
});

test("Permutations(S) is every bijection S -> S", (t) => {
  const { ctx, v, show } = testContext(["p1", "p2", "p3"]);
  const perms = TLC.Permutations(ctx, v("{p1, p2, p3}"));
  t.is(FiniteSets.Cardinality(ctx, perms), 6);
  t.true(core.inSet(ctx, v("(p1 :> p2 @@ p2 :> p3 @@ p3 :> p1)"), perms));
  t.false(core.inSet(ctx, v("(p1 :> p1 @@ p2 :> p1 @@ p3 :> p3)"), perms));
  t.is(show(TLC.Permutations(ctx, v("{}"))), "{<<>>}");
});

test("SortSeq sorts stably by Op, as the CHOOSE of its definition picks", (t) => {
  const { ctx, v, show } = testContext();
  const lt = (a: Value, b: Value): boolean => Naturals.lt(ctx, a, b);
  t.is(show(TLC.SortSeq(ctx, v("<<3, 1, 2, 1>>"), lt)), "<<1, 1, 2, 3>>");
  // Comparing only the first component: ties keep their order (smallest permutation).
  const byFirst = (a: Value, b: Value): boolean => lt(core.apply(ctx, a, 1), core.apply(ctx, b, 1));
  t.is(show(TLC.SortSeq(ctx, v("<<<<2, 1>>, <<1, 9>>, <<2, 0>>, <<1, 3>>>>"), byFirst)), "<<<<1, 9>>, <<1, 3>>, <<2, 1>>, <<2, 0>>>>");
});

test("ToString, RandomElement (deterministic: the first in sorted order), TLCEval, JavaTime", (t) => {
  const { ctx, v, show } = testContext();
  t.is(show(TLC.ToString(ctx, v("<<1, {2}>>"))), '"<<1, {2}>>"');
  t.is(TLC.RandomElement(ctx, v("{5, 3, 9}")), 3);
  t.is(TLC.TLCEval(ctx, 4), 4);
  t.true((TLC.JavaTime(ctx) as number) > 1_600_000_000);
});

test("TLCExt: AssertEq, AssertError with a thunk, TLCModelValue", (t) => {
  const { ctx, v, show } = testContext();
  t.true(TLCExt.AssertEq(ctx, v("{1, 2}"), v("1..2")));
  t.false(TLCExt.AssertEq(ctx, 1, 2));
  t.true(TLCExt.AssertError(ctx, v('"0^0 is undefined."'), () => Naturals.pow(ctx, 0, 0)));
  t.false(TLCExt.AssertError(ctx, v('"other"'), () => Naturals.pow(ctx, 0, 0)));
  t.false(TLCExt.AssertError(ctx, v('"0^0 is undefined."'), () => 1));
  t.throws(() => TLCExt.AssertError(ctx, v('"x"'), () => { throw new TypeError("bug"); }), { instanceOf: TypeError });
  const m = TLCExt.TLCModelValue(ctx, v('"mv"'));
  t.is(show(m), "mv");
  t.true(core.neq(ctx, m, 1));
  t.true(evalError(() => TLCExt.TLCModelValue(ctx, 1)) instanceof EvalError);
});

test("§8 FiniteSets: Cardinality of finite and lazy sets, TLC's error for Nat; IsFiniteSet", (t) => {
  const { ctx, v } = testContext();
  t.is(FiniteSets.Cardinality(ctx, v("1..5")), 5);
  t.is(FiniteSets.Cardinality(ctx, core.fcnSet(ctx, v("{1, 2}"), v("{1, 2, 3}"))), 9);
  const e = evalError(() => FiniteSets.Cardinality(ctx, Naturals.Nat(ctx)));
  t.is(e?.code, "TT5007");
  t.is(e?.message, "Attempted to compute cardinality of the value\nNat");
  t.is(evalError(() => FiniteSets.Cardinality(ctx, 3))?.code, "TT5007");
  t.true(FiniteSets.IsFiniteSet(ctx, core.powerset(ctx, v("1..3"))));
  t.false(FiniteSets.IsFiniteSet(ctx, Naturals.Nat(ctx)));
});

test("Bags agree with their TLA+ definitions", (t) => {
  const { ctx, v, show } = testContext(["a", "b", "c"]);
  const b1 = v('[a |-> 2, b |-> 1]');
  const b2 = v('[b |-> 3, c |-> 1]');
  t.true(Bags.IsABag(ctx, b1));
  t.false(Bags.IsABag(ctx, v('[a |-> 0]')));
  t.is(show(Bags.BagToSet(ctx, b1)), '{"a", "b"}');
  t.is(show(Bags.SetToBag(ctx, v('{"a", "c"}'))), "[a |-> 1, c |-> 1]");
  t.true(Bags.BagIn(ctx, v('"a"'), b1));
  t.is(Bags.CopiesIn(ctx, v('"c"'), b1), 0);
  t.is(show(Bags.EmptyBag(ctx)), "<<>>");
  t.is(show(Bags.bagAdd(ctx, b1, b2)), "[a |-> 2, b |-> 4, c |-> 1]");
  t.is(show(Bags.bagSub(ctx, b1, b2)), "[a |-> 2]");
  t.is(show(Bags.bagSub(ctx, b1, b1)), "<<>>");
  t.is(show(Bags.BagUnion(ctx, core.setEnum(ctx, b1, b2))), "[a |-> 2, b |-> 4, c |-> 1]");
  t.true(Bags.sqsubseteq(ctx, v('[a |-> 1]'), b1));
  t.false(Bags.sqsubseteq(ctx, v('[c |-> 1]'), b1));
  t.is(FiniteSets.Cardinality(ctx, Bags.SubBag(ctx, b1)), 6);
  t.true(core.inSet(ctx, v('[a |-> 1, b |-> 1]'), Bags.SubBag(ctx, b1)));
  t.is(show(Bags.BagOfAll(ctx, () => 0, b1)), "(0 :> 3)");
  t.is(Bags.BagCardinality(ctx, b1), 3);
  t.is(evalError(() => Bags.BagUnion(ctx, core.setEnum(ctx, 1)))?.code, "TT5119");
});
