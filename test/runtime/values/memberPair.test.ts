// `<<a, b>> \in S` is decided without building the pair (runtime/values/sets.ts,
// `memberPair`): its answers and its errors must be those of `member` on the built pair.

import test from "ava";
import { EvalError, InternTable, interval, member, memberPair, product, setOf, tuple, type Value } from "../../../runtime/values/index.js";

const table = new InternTable();
const [x, y, z] = ["x", "y", "z"].map((t) => table.string(t)) as [Value, Value, Value];

test("pairs against enumerated sets of tuples of every length, and against lazy sets, answer as member does", (t) => {
  const parts: Value[] = [1, 2, 3, 4];
  const strings: Value[] = [x, y, z];
  const cases: [ReturnType<typeof setOf> | ReturnType<typeof product>, Value[]][] = [
    [setOf([tuple([x, y]), tuple([y, z]), tuple([z, x]), tuple([x]), tuple([x, y, z]), tuple([])]), strings],
    [setOf([tuple([1, 1]), tuple([1, 3]), tuple([2, 2]), tuple([3, 1]), tuple([2]), tuple([1, 1, 1])]), parts],
    [setOf([]), parts],
    [setOf([]), strings],
    [product([interval(1, 3), interval(2, 4)]), parts],
  ];
  let held = 0;
  for (const [s, group] of cases) {
    for (const a of group) {
      for (const b of group) {
        const expected = member(tuple([a, b]), s);
        t.is(memberPair(a, b, s), expected);
        if (expected) held++;
      }
    }
  }
  t.true(held > 5);
});

test("a pair that TLC cannot compare with the set's tuples fails as member fails", (t) => {
  const s = setOf([tuple([x, y]), tuple([y, z])]);
  const built = t.throws(() => member(tuple([1, y]), s), { instanceOf: EvalError });
  const inPlace = t.throws(() => memberPair(1, y, s), { instanceOf: EvalError });
  t.is(inPlace?.message, built?.message);
});
