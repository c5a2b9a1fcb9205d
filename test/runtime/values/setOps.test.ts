// `\cup`, `\` and `\cap` of enumerated sets (setOps.ts, sortedMerge.ts): a singleton
// operand takes a path of its own (one scan, an array of the result's size), which must
// give the merge's result, keep the left one of two equal elements, return the set itself
// when nothing changes, and compare what the merge compares (so that incomparable
// elements fail as before).

import test from "ava";
import fc from "fast-check";
import { difference, intersect, setOf, union, type SetEnum, type Value } from "../../../runtime/values/index.js";

const sortedUnique = (xs: readonly number[]): number[] => [...new Set(xs)].sort((a, b) => a - b);
const elems = (s: SetEnum): number[] => [...s.elems] as number[];

test("union, difference and intersection with singletons and small sets: the merge's results", (t) => {
  fc.assert(
    fc.property(fc.array(fc.integer({ min: -20, max: 20 }), { maxLength: 12 }), fc.array(fc.integer({ min: -20, max: 20 }), { maxLength: 3 }), (a, b) => {
      const xs = sortedUnique(a);
      const ys = sortedUnique(b);
      const x = setOf(xs);
      const y = setOf(ys);
      t.deepEqual(elems(union(x, y)), sortedUnique([...xs, ...ys]));
      t.deepEqual(elems(union(y, x)), sortedUnique([...xs, ...ys]));
      t.deepEqual(elems(difference(x, y)), xs.filter((v) => !ys.includes(v)));
      t.deepEqual(elems(difference(y, x)), ys.filter((v) => !xs.includes(v)));
      t.deepEqual(elems(intersect(x, y)), xs.filter((v) => ys.includes(v)));
      // The result arrays, built at their final size and cut, have no holes.
      for (const r of [union(x, y), difference(x, y), intersect(x, y)]) t.is(Object.keys(r.elems).length, r.elems.length);
    }),
    { numRuns: 300 },
  );
});

test("S \\cup {x} and S \\ {x}: S itself when nothing changes; the left one of two equal elements is kept", (t) => {
  const s = setOf([1, 3, 5]);
  t.is(union(s, setOf([3])), s);
  t.is(difference(s, setOf([4])), s);
  const left = setOf([7, 8]);
  const right = setOf([8, 7]);
  const big = setOf([setOf([1]), left, setOf([9])] as Value[]);
  t.true(union(big, setOf([right] as Value[])).elems.includes(left));
  t.true(union(setOf([left] as Value[]), setOf([setOf([1]), right, setOf([9])] as Value[])).elems.includes(left));
  t.false(union(setOf([left] as Value[]), setOf([setOf([1]), right, setOf([9])] as Value[])).elems.includes(right));
});

test("S \\cup {x} and S \\ {x} with incomparable elements fail as the merge does", (t) => {
  const ints = setOf([1, 2]);
  const str = setOf([setOf([3])] as Value[]);
  t.throws(() => union(ints, str));
  t.throws(() => union(str, ints));
  t.throws(() => difference(ints, str));
});
