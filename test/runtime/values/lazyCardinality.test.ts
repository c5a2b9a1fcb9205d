// The size of a lazy set is computed from its components once and kept on the set
// (`size`), not in a side table: a recursive operator asks for it at every level of a
// tower, and a state-level `[D -> R]` is a fresh set at every evaluation.

import test from "ava";
import { cardinality, EvalError, fcnSet, interval, product, recordSet, setOf, subset, InternTable, type SetValue } from "../../../runtime/values/index.js";

test("cardinality of lazy sets: the product of their parts, kept on the set after the first time", (t) => {
  const table = new InternTable();
  const d = interval(1, 3);
  const r = setOf([0, 1]);
  const cases: [SetValue, number][] = [
    [fcnSet(d, r), 8],
    [subset(d), 8],
    [product([d, r, r]), 12],
    [recordSet(table, [["a", d], ["b", r]]), 6],
    [subset(fcnSet(r, r)), 16],
  ];
  for (const [s, n] of cases) {
    t.is((s as { size: number }).size, -1);
    t.is(cardinality(s), n);
    t.is((s as { size: number }).size, n);
    t.is(cardinality(s), n);
  }
});

test("a tower of lazy sets keeps the size of each level, and an overflow is still TLC's error", (t) => {
  let s: SetValue = interval(1, 2);
  const levels: SetValue[] = [];
  for (let i = 0; i < 3; i++) levels.push((s = subset(s)));
  t.is(cardinality(s), 65536);
  t.deepEqual(
    levels.map((x) => (x as { size: number }).size),
    [4, 16, 65536],
  );
  const tooBig = subset(subset(subset(subset(interval(1, 5)))));
  t.throws(() => cardinality(tooBig), { instanceOf: EvalError });
  t.is((tooBig as { size: number }).size, -1);
});
