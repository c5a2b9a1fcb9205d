// TLC's integers are Java ints; overflow is an evaluation error (TLC-SEMANTICS §8).

import test from "ava";
import { addInt, EvalError, intLiteral, mulInt, negInt, powInt, subInt } from "../../../runtime/values/index.js";

test("checked arithmetic stays exact inside the int range", (t) => {
  t.is(addInt(2147483646, 1), 2147483647);
  t.is(subInt(-2147483647, 1), -2147483648);
  t.is(mulInt(-65536, 32768), -2147483648);
  t.is(powInt(2, 30), 1073741824);
  t.is(negInt(2147483647), -2147483647);
});

test("overflow is an IntegerOverflow error naming the computation", (t) => {
  const e = t.throws(() => addInt(2147483647, 1), { instanceOf: EvalError });
  t.is(e?.code, "TT5004");
  t.is(e?.message, "Overflow when computing 2147483647+1");
  t.throws(() => mulInt(65536, 65536), { instanceOf: EvalError });
  t.throws(() => powInt(2, 31), { instanceOf: EvalError });
  t.throws(() => negInt(-2147483648), { instanceOf: EvalError });
});

test("numerals above 2147483647 are rejected", (t) => {
  t.is(intLiteral("2147483647"), 2147483647);
  const e = t.throws(() => intLiteral("2147483648"), { instanceOf: EvalError });
  t.is(e?.code, "TT5005");
});
