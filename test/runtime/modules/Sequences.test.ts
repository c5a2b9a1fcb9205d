// Sequences, including where TLC lets strings act as sequences (TLC-SEMANTICS §8).

import test from "ava";
import * as S from "../../../runtime/modules/Sequences.js";
import * as FiniteSets from "../../../runtime/modules/FiniteSets.js";
import * as core from "../../../runtime/modules/core.js";
import { evalError, testContext } from "./support/context.js";

test("sequence operators on tuples", (t) => {
  const { ctx, v, show } = testContext();
  t.is(S.Len(ctx, v("<<5, 6, 7>>")), 3);
  t.is(show(S.concat(ctx, v("<<1>>"), v("<<2, 3>>"))), "<<1, 2, 3>>");
  t.is(show(S.Append(ctx, v("<<>>"), 4)), "<<4>>");
  t.is(S.Head(ctx, v("<<5, 6>>")), 5);
  t.is(show(S.Tail(ctx, v("<<5, 6>>"))), "<<6>>");
  t.is(show(S.SubSeq(ctx, v("<<1, 2, 3, 4>>"), 2, 3)), "<<2, 3>>");
  t.is(show(S.SubSeq(ctx, v("<<1, 2>>"), 3, 2)), "<<>>");
  t.is(show(S.SelectSeq(ctx, v("<<1, 2, 3, 4>>"), (x) => (x as number) % 2 === 0)), "<<2, 4>>");
});

test("§8 strings: Len, \\o and SubSeq work; Head is an error", (t) => {
  const { ctx, v, show } = testContext();
  t.is(S.Len(ctx, v('"abc"')), 3);
  t.is(show(S.concat(ctx, v('"ab"'), v('"cd"'))), '"abcd"');
  t.is(show(S.SubSeq(ctx, v('"abcde"'), 2, 3)), '"bc"');
  const e = evalError(() => S.Head(ctx, v('"abc"')));
  t.is(e?.code, "TT5102");
  t.is(e?.message, 'The argument of Head should be a sequence, but instead it is:\n"abc"');
});

test("§1.2 strings built at run time get the next intern token", (t) => {
  const { ctx, v } = testContext(["aa1"]);
  const built = S.concat(ctx, v('"zz"'), v('"1"'));
  const later = ctx.intern.string("aa1");
  t.true((built as { token: number }).token > (later as { token: number }).token);
  const fresh = S.concat(ctx, v('"q"'), v('"r"')) as { token: number };
  t.true(fresh.token > (built as { token: number }).token);
});

test("errors: empty Head/Tail, SubSeq bounds, non-sequence arguments", (t) => {
  const { ctx, v } = testContext();
  t.is(evalError(() => S.Head(ctx, v("<<>>")))?.message, "Attempted to apply Head to the empty sequence.");
  t.is(evalError(() => S.Tail(ctx, v("<<>>")))?.code, "TT5106");
  const e = evalError(() => S.SubSeq(ctx, v("<<1, 2>>"), 0, 1));
  t.is(e?.code, "TT5107");
  t.is(e?.message, "The second argument of SubSeq must be in the domain of its first argument:\n<<1, 2>>\n, but instead it is\n0");
  t.is(evalError(() => S.SubSeq(ctx, v("<<1, 2>>"), 1, 5))?.message.split("\n")[0], "The third argument of SubSeq must be in the domain of its first argument:");
  // TLC's EC.TLC_MODULE_EVALUATING (corpus/regressions/ErrorWordingAppend).
  t.is(evalError(() => S.Append(ctx, v("{1}"), 2))?.message, "Evaluating an expression of the form Append(s, v) when s is not a sequence:\n{1}");
  t.is(evalError(() => S.concat(ctx, v("<<1>>"), v('"a"')))?.message, 'Evaluating an expression of the form t \\o s when s is not a sequence:\n"a"');
  t.is(evalError(() => S.concat(ctx, v("0"), v("<<1>>")))?.message, "Evaluating an expression of the form s \\o t when s is not a sequence:\n0");
  t.is(evalError(() => S.concat(ctx, v('"a"'), v("<<1>>")))?.message, "Evaluating an expression of the form t \\o s when s is not a string:\n<<1>>");
  t.is(evalError(() => S.SelectSeq(ctx, v("<<1>>"), () => 0))?.code, "TT5101");
});

test("Seq(S) answers membership and refuses enumeration", (t) => {
  const { ctx, v, show } = testContext();
  const seqs = S.Seq(ctx, v("{1, 2}"));
  t.is(show(seqs), "Seq({1, 2})");
  t.is(evalError(() => core.enumerateSorted(ctx, seqs))?.message, "TLC encountered the non-enumerable quantifier bound\nSeq({1, 2}).");
  t.is(evalError(() => FiniteSets.Cardinality(ctx, seqs))?.code, "TT5007");
  t.false(FiniteSets.IsFiniteSet(ctx, seqs));
});
