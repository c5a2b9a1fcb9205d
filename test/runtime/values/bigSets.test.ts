// Sets of millions of elements are built in linear time plus one native sort: no
// element list is spread into a call (the JS argument limit), integers and tuples of
// integers are sorted by a numeric key (sortByKey.ts) with the same result as TLC's
// order, intervals are materialised without sorting.

import test from "ava";
import { cardinality, compare, expand, fingerprintHex, interval, setOfOwned, sortedElements, tuple, type Value } from "../../../runtime/values/index.js";

test("1..10000000 materialised: ten million sorted elements", (t) => {
  const s = expand(interval(1, 10_000_000));
  t.is(s.elems.length, 10_000_000);
  t.is(s.elems[9_999_999], 10_000_000);
});

test("ten million integers in any order, with duplicates, become a sorted set", (t) => {
  const xs: Value[] = new Array<Value>(10_000_000);
  for (let i = 0; i < xs.length; i++) xs[i] = (i * 7919) % 5_000_000;
  const s = setOfOwned(xs);
  t.is(cardinality(s), 5_000_000);
  t.is(s.elems[0], 0);
  t.is(s.elems[4_999_999], 4_999_999);
});

test("two million pairs generated first-component fastest become the set in TLC's order", (t) => {
  const n = 1415;
  const xs: Value[] = [];
  for (let b = 1; b <= n; b++) for (let a = 1; a <= n; a++) xs.push(tuple([a, b]));
  xs.push(tuple([1, 1]));
  const s = setOfOwned(xs);
  t.is(s.elems.length, n * n);
  for (let i = 1; i < s.elems.length; i++) if (compare(s.elems[i - 1]!, s.elems[i]!) >= 0) return t.fail(`out of order at ${i}`);
  t.pass();
});

test("the keyed sort agrees with the comparator on mixed negative components and lengths", (t) => {
  const xs: Value[] = [];
  for (let i = 0; i < 5000; i++) xs.push(tuple([(i * 37) % 11 - 5, (i * 13) % 7 - 3, i % 2]));
  const bySort = sortedElements(setOfOwned(xs.slice()));
  const byCompare = [...new Map(xs.slice().sort(compare).map((x) => [JSON.stringify((x as { elems: unknown }).elems), x])).values()];
  t.deepEqual(bySort.map((x) => JSON.stringify((x as { elems: unknown }).elems)), byCompare.map((x) => JSON.stringify((x as { elems: unknown }).elems)));
  // A set mixing tuple lengths falls back to the comparator and is still TLC's order (length first).
  const mixed = setOfOwned([...Array.from({ length: 5000 }, (_, i) => tuple([i])), tuple([1, 2])]);
  t.is(mixed.elems.length, 5001);
  t.is(JSON.stringify((mixed.elems[5000] as { elems: unknown }).elems), "[1,2]");
});

test("a tuple nested 200,000 deep fingerprints, equal to an equal one built apart", (t) => {
  const nest = (n: number, leaf: number): Value => {
    let v: Value = tuple([leaf]);
    for (let i = 0; i < n; i++) v = tuple([v]);
    return v;
  };
  t.is(fingerprintHex(nest(200_000, 1)), fingerprintHex(nest(200_000, 1)));
  t.not(fingerprintHex(nest(200_000, 1)), fingerprintHex(nest(200_000, 2)));
});
