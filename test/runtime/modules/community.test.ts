// Native community modules (Functions, Folds, FiniteSetsExt, SequencesExt) against
// their TLA+ definitions, with expectations computed by hand from those definitions.

import test from "ava";
import * as Ext from "../../../runtime/modules/FiniteSetsExt.js";
import * as Folds from "../../../runtime/modules/Folds.js";
import * as F from "../../../runtime/modules/Functions.js";
import * as Naturals from "../../../runtime/modules/Naturals.js";
import * as Seqs from "../../../runtime/modules/SequencesExt.js";
import * as core from "../../../runtime/modules/core.js";
import type { Value } from "../../../runtime/values/index.js";
import { evalError, testContext } from "./support/context.js";

const { ctx, v, show } = testContext(["a", "b"]);
const minus = (x: Value, y: Value): Value => Naturals.minus(ctx, x, y);
const pair = (x: Value, y: Value): Value => core.tuple(ctx, x, y);

test("Functions: Range, Restrict, Inverse's CHOOSE witness, injectivity", (t) => {
  const f = v("<<3, 1, 3>>");
  t.is(show(F.Range(ctx, f)), "{1, 3}");
  t.is(show(F.Restrict(ctx, f, v("{1, 2}"))), "<<3, 1>>");
  t.is(evalError(() => F.Restrict(ctx, f, v("{4}")))?.code, "TT5109");
  // TLC's override refuses a non-injective f (its definition would CHOOSE index 1 for 3).
  t.is(evalError(() => F.AntiFunction(ctx, f))?.code, "TT5160");
  t.is(show(F.AntiFunction(ctx, v("<<3, 1>>"))), "(1 :> 2 @@ 3 :> 1)");
  // t outside Range(f): every s qualifies, CHOOSE takes the smallest.
  t.is(show(F.Inverse(ctx, f, v("1..3"), v("{7}"))), "(7 :> 1)");
  t.false(F.IsInjective(ctx, f));
  t.true(F.IsInjective(ctx, v("<<2, 1>>")));
  t.true(F.IsRestriction(ctx, v("<<3>>"), f));
  t.false(F.IsRestriction(ctx, v("<<1>>"), f));
  t.is(show(F.RestrictValues(ctx, f, (x) => x === 3)), "(1 :> 3 @@ 3 :> 3)");
  t.is(show(F.RestrictDomain(ctx, f, (i) => i !== 2)), "(1 :> 3 @@ 3 :> 3)");
  t.is(show(F.Pointwise(ctx, v("<<1, 2>>"), v("<<10, 20>>"), (x, y) => Naturals.plus(ctx, x, y))), "<<11, 22>>");
});

test("Functions: injections, surjections and bijections between small sets", (t) => {
  const two = v("{1, 2}");
  const three = v("{1, 2, 3}");
  t.is(show(F.Injection(ctx, two, three)), "{<<1, 2>>, <<1, 3>>, <<2, 1>>, <<2, 3>>, <<3, 1>>, <<3, 2>>}");
  t.is(show(F.Surjection(ctx, three, two)).split("<<").length - 1, 6);
  t.is(show(F.Bijection(ctx, two, two)), "{<<1, 2>>, <<2, 1>>}");
  t.false(F.ExistsInjection(ctx, three, two));
  t.true(F.ExistsSurjection(ctx, three, two));
  t.false(F.ExistsBijection(ctx, two, three));
});

test("folds follow TLC's overrides: FoldSet, FoldFunction and FoldSeq fold the smallest element in first, op(x3, op(x2, op(x1, base)))", (t) => {
  // minus is not commutative, so the order shows: 3 - (2 - (1 - 0)) = 2.
  t.is(Ext.FoldSet(ctx, minus, 0, v("{3, 1, 2}")), 2);
  t.is(F.FoldFunction(ctx, minus, 0, v("<<1, 2, 3>>")), 2);
  t.is(F.FoldFunctionOnSet(ctx, minus, 0, v("<<1, 2, 3>>"), v("{2, 3}")), 1); // TLC: op(f[3], op(f[2], base)), its override's order
  t.is(F.SumFunction(ctx, v("[a |-> 4, b |-> 5]")), 9);
  t.is(Seqs.FoldSeq(ctx, minus, 0, v("<<1, 2, 3>>")), 2);
  t.is(Seqs.FoldRight(ctx, minus, v("<<1, 2, 3>>"), 0), 2);
  // FoldLeft: ((0 - 1) - 2) - 3.
  t.is(Seqs.FoldLeft(ctx, minus, 0, v("<<1, 2, 3>>")), -6);
  t.is(show(Folds.MapThenFoldSet(ctx, (x, y) => core.union(ctx, x, y), v("{}"), (x) => core.setEnum(ctx, core.setEnum(ctx, x)), (s) => core.choose(ctx, s, () => true), v("{1, 2}"))), "{{1}, {2}}");
  // A chooser picking the largest reverses the order: 3 - (2 - (1 - 0)) = 2; with pairs it shows.
  t.is(show(Folds.MapThenFoldSet(ctx, pair, 0, (x) => x, (s) => Ext.Max(ctx, s), v("{1, 2, 3}"))), "<<3, <<2, <<1, 0>>>>>>");
  t.is(evalError(() => Folds.MapThenFoldSet(ctx, pair, 0, (x) => x, () => 9, v("{1}")))?.code, "TT5101");
});

test("FiniteSetsExt: sums, Max/Min, kSubset, Choices, SymDiff, Quantify, ChooseUnique", (t) => {
  t.is(Ext.SumSet(ctx, v("{1, 2, 3}")), 6);
  t.is(Ext.ProductSet(ctx, v("{2, 3, 4}")), 24);
  t.is(Ext.ReduceSet(ctx, minus, v("{1, 2}"), 0), 1); // FoldSet in TLC's override order
  t.is(Ext.MapThenSumSet(ctx, (x) => Naturals.times(ctx, x, x), v("{1, 2}")), 5);
  t.is(Ext.Max(ctx, v("{3, -1, 7}")), 7);
  t.is(Ext.Min(ctx, v("{3, -1, 7}")), -1);
  t.is(evalError(() => Ext.Max(ctx, v("{}")))?.code, "TT5112");
  t.is(show(Ext.kSubset(ctx, 2, v("{1, 2, 3}"))), "{{1, 2}, {1, 3}, {2, 3}}");
  t.is(show(Ext.kSubset(ctx, 4, v("{1, 2, 3}"))), "{}");
  t.is(show(Ext.Choices(ctx, v("{{1, 2}, {3}}"))), "{{1, 3}, {2, 3}}");
  t.is(show(Ext.Choices(ctx, v("{{1, 2}, {1}}"))), "{{1}, {1, 2}}");
  t.is(show(Ext.SymDiff(ctx, v("{1, 2}"), v("{2, 3}"))), "{1, 3}");
  t.is(show(Ext.FlattenSet(ctx, v("{{1}, {2}}"))), "{1, 2}");
  t.is(Ext.Quantify(ctx, v("1..10"), (x) => (x as number) % 3 === 0), 3);
  t.is(Ext.ChooseUnique(ctx, v("1..5"), (x) => x === 4), 4);
  t.is(evalError(() => Ext.ChooseUnique(ctx, v("1..5"), (x) => (x as number) > 3))?.code, "TT5112");
});

test("SequencesExt: editing operators compose Sequences as their definitions do", (t) => {
  const s = v("<<1, 2, 3, 2>>");
  t.is(show(Seqs.ToSet(ctx, s)), "{1, 2, 3}");
  t.true(Seqs.Contains(ctx, s, 3));
  t.is(show(Seqs.Reverse(ctx, s)), "<<2, 3, 2, 1>>");
  t.is(show(Seqs.Remove(ctx, s, 2)), "<<1, 3>>");
  t.is(show(Seqs.ReplaceAll(ctx, s, 2, 0)), "<<1, 0, 3, 0>>");
  t.is(show(Seqs.InsertAt(ctx, s, 2, 9)), "<<1, 9, 2, 3, 2>>");
  t.is(show(Seqs.ReplaceAt(ctx, s, 1, 9)), "<<9, 2, 3, 2>>");
  t.is(show(Seqs.ReplaceAt(ctx, s, 9, 9)), "<<1, 2, 3, 2>>");
  t.is(show(Seqs.RemoveAt(ctx, s, 2)), "<<1, 3, 2>>");
  t.is(show(Seqs.RemoveAt(ctx, s, 4)), "<<1, 2, 3>>");
  t.is(show(Seqs.RemoveFirst(ctx, s, 2)), "<<1, 3, 2>>");
  t.is(show(Seqs.RemoveFirst(ctx, s, 7)), "<<1, 2, 3, 2>>");
  t.is(Seqs.SelectInSeq(ctx, s, (x) => x === 2), 2);
  t.is(Seqs.SelectLastInSeq(ctx, s, (x) => x === 2), 4);
  t.is(Seqs.SelectInSeq(ctx, s, () => false), 0);
  t.is(show(Seqs.Cons(ctx, 0, s)), "<<0, 1, 2, 3, 2>>");
  t.is(show(Seqs.Snoc(ctx, 0, v("<<>>"))), "<<0>>");
  t.is(show(Seqs.Front(ctx, s)), "<<1, 2, 3>>");
  t.is(show(Seqs.Front(ctx, v("<<>>"))), "<<>>");
  t.is(Seqs.Last(ctx, s), 2);
  t.is(evalError(() => Seqs.Last(ctx, v("<<>>")))?.code, "TT5109");
  t.is(show(Seqs.FlattenSeq(ctx, v("<<<<1>>, <<>>, <<2, 3>>>>"))), "<<1, 2, 3>>");
  t.is(show(Seqs.FlattenSeq(ctx, v('<<"ab", "c">>'))), '"abc"');
  t.is(show(Seqs.Zip(ctx, v("<<1, 2, 3>>"), v("<<4, 5>>"))), "<<<<1, 4>>, <<2, 5>>>>");
});

test("SequencesExt: prefixes, suffixes and sets of sequences", (t) => {
  t.true(Seqs.IsPrefix(ctx, v("<<1, 2>>"), v("<<1, 2, 3>>")));
  t.false(Seqs.IsPrefix(ctx, v("<<2>>"), v("<<1, 2>>")));
  t.true(Seqs.IsPrefix(ctx, v('"ab"'), v('"abc"')));
  t.false(Seqs.IsStrictPrefix(ctx, v("<<1>>"), v("<<1>>")));
  t.true(Seqs.IsSuffix(ctx, v("<<2, 3>>"), v("<<1, 2, 3>>")));
  t.false(Seqs.IsStrictSuffix(ctx, v("<<1, 2>>"), v("<<1, 2>>")));
  t.is(show(Seqs.Prefixes(ctx, v("<<1, 2>>"))), "{<<>>, <<1>>, <<1, 2>>}");
  t.is(show(Seqs.Suffixes(ctx, v("<<1, 2>>"))), "{<<>>, <<2>>, <<1, 2>>}");
  t.is(show(Seqs.SeqOf(ctx, v("{0, 1}"), 2)), "{<<>>, <<0>>, <<1>>, <<0, 0>>, <<0, 1>>, <<1, 0>>, <<1, 1>>}");
  t.is(show(Seqs.BoundedSeq(ctx, v("{5}"), 1)), "{<<>>, <<5>>}");
  t.is(show(Seqs.TupleOf(ctx, v("{0, 1}"), 2)), "{<<0, 0>>, <<0, 1>>, <<1, 0>>, <<1, 1>>}");
  t.is(show(Seqs.SetToSeq(ctx, v("{3, 1, 2}"))), "<<1, 2, 3>>");
  t.is(show(Seqs.SetToSeqs(ctx, v("{1, 2}"))), "{<<1, 2>>, <<2, 1>>}");
  t.is(show(Seqs.SetToSeqs(ctx, v("{}"))), "{<<>>}");
});
