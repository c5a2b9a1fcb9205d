// The union of sorted element arrays (sortedMerge.ts) and the operations built on it
// (`\cup`, `Append`, `@@`): the insertion of a small side by binary search and native
// copies gives the plain merge's result, for every placement of the small side.

import test from "ava";
import fc from "fast-check";
import { mergeSortedUnion } from "../../../runtime/values/sortedMerge.js";
import { compare, printValue, setOf, tuple, union, type Value } from "../../../runtime/values/index.js";
import { merge, singleton } from "../../../runtime/modules/TLC.js";
import { Append } from "../../../runtime/modules/Sequences.js";
import { testContext } from "../modules/support/context.js";

const sortedUnique = (xs: readonly number[]): number[] => [...new Set(xs)].sort((a, b) => a - b);

test("mergeSortedUnion: the sorted union of any two sorted arrays, small or large sides alike", (t) => {
  fc.assert(
    fc.property(fc.array(fc.integer({ min: -50, max: 50 }), { maxLength: 200 }), fc.array(fc.integer({ min: -50, max: 50 }), { maxLength: 40 }), (a, b) => {
      const xs = sortedUnique(a);
      const ys = sortedUnique(b);
      const expected = sortedUnique([...xs, ...ys]);
      t.deepEqual([...mergeSortedUnion(xs, ys)], expected);
      t.deepEqual([...mergeSortedUnion(ys, xs)], expected);
    }),
    { numRuns: 300 },
  );
});

test("mergeSortedUnion: of two equal elements the left one is kept, whichever side is small", (t) => {
  // Two distinct objects that are the same set: the left one must come out.
  const left = setOf([1, 2]);
  const right = setOf([2, 1]);
  const large: Value[] = Array.from({ length: 100 }, (_, i) => setOf([i + 10]));
  const big = [...large, left].sort(compare);
  const bigRight = [...large, right].sort(compare);
  t.true(mergeSortedUnion(big, [right]).includes(left));
  t.false(mergeSortedUnion(big, [right]).includes(right));
  t.true(mergeSortedUnion([left], bigRight).includes(left));
  t.false(mergeSortedUnion([left], bigRight).includes(right));
});

test("\\cup, Append and @@ grown one element per step for 20,000 steps: the expected values", (t) => {
  const { ctx } = testContext();
  let s = setOf([]);
  let q = tuple([]);
  let f = singleton(ctx, 0, 0);
  for (let n = 1; n <= 20_000; n++) {
    s = union(s, setOf([n]));
    q = Append(ctx, q, n);
    f = merge(ctx, f, singleton(ctx, n, 2 * n));
  }
  t.is(s.elems.length, 20_000);
  t.is(s.elems[19_999], 20_000);
  t.is(q.elems.length, 20_000);
  t.is(q.elems[19_999], 20_000);
  // f where f is defined: entries of the left operand win, before, inside and after.
  t.is(printValue(merge(ctx, singleton(ctx, 5, 1), f)), printValue(f).replace("5 :> 10 @@", "5 :> 1 @@"));
  t.is(printValue(merge(ctx, merge(ctx, singleton(ctx, 3, 7), singleton(ctx, 1, 10)), singleton(ctx, 3, 30))), "(1 :> 10 @@ 3 :> 7)");
  t.is(printValue(merge(ctx, singleton(ctx, 2, 0), merge(ctx, singleton(ctx, 1, 10), singleton(ctx, 3, 30)))), "<<10, 0, 30>>");
});
