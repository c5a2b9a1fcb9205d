// Naturals and Integers: Java-int arithmetic with TLC's errors (TLC-SEMANTICS §0.6, §8).

import test from "ava";
import * as Integers from "../../../runtime/modules/Integers.js";
import * as Naturals from "../../../runtime/modules/Naturals.js";
import { evalError, testContext } from "./support/context.js";

const { ctx, v, show } = testContext();

test("arithmetic and comparison on integers", (t) => {
  t.is(Naturals.plus(ctx, 2, 3), 5);
  t.is(Naturals.minus(ctx, 2, 3), -1);
  t.is(Naturals.times(ctx, -4, 3), -12);
  t.is(Naturals.pow(ctx, 2, 10), 1024);
  t.is(Naturals.pow(ctx, 5, 0), 1);
  t.true(Naturals.lt(ctx, 1, 2));
  t.false(Naturals.le(ctx, 3, 2));
  t.true(Naturals.ge(ctx, 2, 2));
  t.false(Naturals.gt(ctx, 2, 2));
  t.is(show(Naturals.interval(ctx, 2, 4)), "2..4");
  t.is(show(Naturals.interval(ctx, 1, 0)), "{}");
  t.is(Integers.negate(ctx, 5), -5);
});

test("§8 overflow is an error naming the computation", (t) => {
  t.is(evalError(() => Naturals.plus(ctx, 2147483647, 1))?.message, "Overflow when computing 2147483647+1");
  t.is(evalError(() => Naturals.times(ctx, 65536, 65536))?.code, "TT5004");
  t.is(evalError(() => Naturals.pow(ctx, 2, 31))?.code, "TT5004");
  t.is(evalError(() => Integers.negate(ctx, -2147483648))?.code, "TT5004");
});

test("§0.6/§8 \\div floors with Integers, Naturals only corrects a negative truncated quotient", (t) => {
  t.is(Integers.div(ctx, -7, 2), -4);
  t.is(Integers.div(ctx, -1, 2), -1);
  t.is(Integers.div(ctx, 1, -2), -1);
  t.is(Integers.div(ctx, 7, 2), 3);
  t.is(Integers.div(ctx, -6, 2), -3);
  t.is(Naturals.div(ctx, -7, 2), -4);
  t.is(Naturals.div(ctx, -1, 2), 0);
  t.is(Naturals.div(ctx, 1, -2), 0);
  t.is(Naturals.div(ctx, 7, 2), 3);
  t.is(Naturals.div(ctx, -6, 2), -3);
  const e = evalError(() => Integers.div(ctx, 1, 0));
  t.is(e?.code, "TT5103");
  t.is(e?.message, "The second argument of \\div is 0.");
});

test("§8 % needs a positive divisor and returns 0..b-1", (t) => {
  t.is(Naturals.mod(ctx, -7, 2), 1);
  t.is(Naturals.mod(ctx, -1, 5), 4);
  t.is(Naturals.mod(ctx, 7, 3), 1);
  const e = evalError(() => Naturals.mod(ctx, 7, -2));
  t.is(e?.code, "TT5104");
  t.is(e?.message, "The second argument of % should be a positive number, but instead it is:\n-2");
});

test("§8 0^0 and negative exponents are errors", (t) => {
  t.is(evalError(() => Naturals.pow(ctx, 0, 0))?.message, "0^0 is undefined.");
  t.is(evalError(() => Naturals.pow(ctx, 2, -1))?.code, "TT5101");
});

test("§8 non-integer operands: \"The first argument of < should be an integer\"", (t) => {
  const e = evalError(() => Naturals.lt(ctx, v('"abc"'), v('"abd"')));
  t.is(e?.code, "TT5101");
  t.is(e?.message, 'The first argument of < should be an integer, but instead it is:\n"abc"');
});

test("§8 + - * .. \\div % ^ and unary minus on a non-integer: TLC's Java override cannot cast the argument (ErrorWordingPlusNext, ErrorWordingIntegersCast, ErrorWordingNegate)", (t) => {
  const wrapped = (method: string, cls: string): string =>
    `Attempted to apply the operator overridden by the Java method\npublic static tlc2.value.impl.${method},\nbut it produced the following error:\nCannot cast tlc2.value.impl.${cls} to tlc2.value.impl.IntValue`;
  const two = "(tlc2.value.impl.IntValue,tlc2.value.impl.IntValue)";
  // The first argument that is not an integer is named (the casts run in order).
  t.is(evalError(() => Naturals.plus(ctx, 1, true))?.message, wrapped(`IntValue tlc2.module.Naturals.Plus${two}`, "BoolValue"));
  t.is(evalError(() => Naturals.minus(ctx, v('"a"'), v("{1}")))?.message, wrapped(`IntValue tlc2.module.Naturals.Minus${two}`, "StringValue"));
  t.is(evalError(() => Naturals.interval(ctx, 1, v("{1}")))?.message, wrapped(`IntervalValue tlc2.module.Naturals.DotDot${two}`, "SetEnumValue"));
  t.is(evalError(() => Integers.plus(ctx, v("<<1>>"), 1))?.message, wrapped(`IntValue tlc2.module.Integers.Plus${two}`, "TupleValue"));
  t.is(evalError(() => Integers.div(ctx, v("1..2"), 1))?.message, wrapped(`IntValue tlc2.module.Integers.Divide${two}`, "IntervalValue"));
  t.is(evalError(() => Integers.negate(ctx, v('[a |-> 1]')))?.message, wrapped("IntValue tlc2.module.Integers.Neg(tlc2.value.impl.IntValue)", "RecordValue"));
  // The checks of the values themselves come after the casts.
  t.is(evalError(() => Naturals.mod(ctx, 1, 0))?.code, "TT5104");
});

test("Nat and Int answer membership, not cardinality", (t) => {
  t.is(show(Naturals.Nat(ctx)), "Nat");
  t.is(show(Integers.Int(ctx)), "Int");
});
