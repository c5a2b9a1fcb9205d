// The errors of the community modules' natives, worded as TLC's Java overrides word
// them. Every expected message is what TLC printed for the same call (after "Evaluating
// assumption ... failed."), recorded with ../shared/oracles/tlc.

import test from "ava";
import * as Bitwise from "../../../runtime/modules/Bitwise.js";
import * as Combinatorics from "../../../runtime/modules/Combinatorics.js";
import * as Functions from "../../../runtime/modules/Functions.js";
import * as Seqs from "../../../runtime/modules/SequencesExt.js";
import * as Statistics from "../../../runtime/modules/Statistics.js";
import { evalError, testContext } from "./support/context.js";

const { ctx, v } = testContext();
const message = (f: () => unknown): string | undefined => evalError(f)?.message;
const yes = (): boolean => true;
const sub = (a: unknown, b: unknown): number => (a as number) - (b as number);
const wrapped = (method: string, error: string): string => `Attempted to apply the operator overridden by the Java method\n${method},\nbut it produced the following error:\n${error}`;

test("SequencesExt: non-sequences and out-of-range bounds", (t) => {
  t.is(message(() => Seqs.Contains(ctx, v('"abc"'), v('"b"'))), 'The argument of Contains should be a sequence, but instead it is:\n"abc"');
  t.is(message(() => Seqs.Contains(ctx, v("{1}"), 1)), "The argument of Contains should be a sequence, but instead it is:\n{1}");
  t.is(message(() => Seqs.LongestCommonPrefix(ctx, v("{}"))), "The argument of LongestCommonPrefix should be a non-empty set, but instead it is:\n{}");
  t.is(message(() => Seqs.LongestCommonPrefix(ctx, v("{1}"))), "The argument of LongestCommonPrefix should be a sequence, but instead it is:\n{1}");
  t.is(message(() => Seqs.FoldLeft(ctx, sub, 10, v('"abc"'))), 'The third argument of FoldLeft should be a sequence, but instead it is:\n"abc"');
  t.is(message(() => Seqs.FoldRight(ctx, sub, v('"ab"'), 0)), 'The second argument of FoldRight should be a sequence, but instead it is:\n"ab"');
  t.is(Seqs.FoldSeq(ctx, sub, 0, v("[a |-> 1]")), 1); // FoldSeq takes any function
  t.is(message(() => Seqs.SelectInSubSeq(ctx, v("<<1, 2>>"), 0, 2, yes)), "The second argument of SelectInSubSeq must be in the domain of its first argument:\n<<1, 2>>\n, but instead it is\n0");
  t.is(message(() => Seqs.SelectInSubSeq(ctx, v("<<1, 2>>"), 1, 3, yes)), "The third argument of SelectInSubSeq must be in the domain of its first argument:\n<<1, 2>>\n, but instead it is\n3");
  t.is(message(() => Seqs.SelectInSubSeq(ctx, v("<<1>>"), -1, 1, yes)), "The second argument of SelectInSubSeq must be in the domain of its first argument:\n<<1>>\n, but instead it is\n-1");
  t.is(message(() => Seqs.SelectInSubSeq(ctx, v('"ab"'), 1, 1, yes)), 'The first argument of SelectInSubSeq should be a sequence, but instead it is:\n"ab"');
  t.is(message(() => Seqs.Suffixes(ctx, v('"ab"'))), 'The argument of Suffixes should be a sequence, but instead it is:\n"ab"');
  t.is(message(() => Seqs.AllSubSeqs(ctx, v('"ab"'))), 'The argument of AllSubSeqs should be a sequence, but instead it is:\n"ab"');
  t.is(message(() => Seqs.RemoveFirst(ctx, v('"aba"'), v('"a"'))), 'The first argument of RemoveFirst should be a sequence, but instead it is:\n"aba"');
  t.is(message(() => Seqs.SelectInSeq(ctx, v('"abc"'), yes)), 'The first argument of SelectInSeq should be a sequence, but instead it is:\n"abc"');
});

test("Functions, Combinatorics, Bitwise, Statistics: TLC's own messages and wrapped Java errors", (t) => {
  t.is(
    message(() => Functions.AntiFunction(ctx, v("<<1, 2, 1>>"))),
    wrapped("public static tlc2.value.impl.Value tlc2.overrides.Functions.antiFunction(tlc2.value.impl.Value)", "The value 1 occurs multiple times in the function domain."),
  );
  t.is(message(() => Combinatorics.choose(ctx, 34, 17)), "Overflow when computing 34choose17");
  t.is(message(() => Combinatorics.choose(ctx, -1, 2)), "The first argument of choose should be a natural number, but instead it is:\n-1");
  t.is(
    message(() => Bitwise.Not(ctx, v('"a"'))),
    wrapped("public static tlc2.value.impl.IntValue tlc2.overrides.Bitwise.NotR(tlc2.value.impl.IntValue)", "Cannot cast tlc2.value.impl.StringValue to tlc2.value.impl.IntValue"),
  );
  t.is(
    message(() => Statistics.ChiSquare(ctx, v("<<1, 1>>"), v("<<1, 1, 1>>"), v('"0.05"'))),
    wrapped("public static tlc2.value.impl.Value tlc2.overrides.Statistics.chiSquare(tlc2.value.impl.Value,tlc2.value.impl.Value,tlc2.value.impl.Value)", "2 != 3"),
  );
});
