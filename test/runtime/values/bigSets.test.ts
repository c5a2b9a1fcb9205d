// Sets of millions of elements are built in linear time plus one native sort: no
// element list is spread into a call (the JS argument limit), integers and tuples of
// integers are sorted by a numeric key (sortByKey.ts) with the same result as TLC's
// order, intervals are materialised without sorting.

import test from "ava";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runModel } from "../../support/runModel.js";
import { InternTable, cardinality, compare, expand, fingerprintHex, interval, record, setOfOwned, sortedElements, tuple, type Value } from "../../../runtime/values/index.js";

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

test("sets given in order skip the sort: duplicates dropped, records and integers in TLC's order", (t) => {
  const intern = new InternTable();
  const recs: Value[] = [];
  for (let i = 0; i < 5000; i++) recs.push(record(intern, [["id", i >> 1]]));
  const s = setOfOwned(recs);
  t.is(s.elems.length, 2500);
  for (let i = 1; i < s.elems.length; i++) if (compare(s.elems[i - 1]!, s.elems[i]!) >= 0) return t.fail(`out of order at ${i}`);
  const ints: Value[] = Array.from({ length: 100_000 }, (_, i) => i >> 2);
  t.is(setOfOwned(ints).elems.length, 25_000);
  // Out of order late: still sorted.
  const late: Value[] = Array.from({ length: 100_000 }, (_, i) => (i === 99_999 ? -1 : i));
  t.is(setOfOwned(late).elems[0], -1);
});

test("a spec builds sets of 10,000,000 elements by a map, a filter and a union", async (t) => {
  // Linear building (one pass instead of a sort for elements given in order); the
  // generous timeout only guards against a quadratic build, the measurement is bench/values.ts.
  t.timeout(10 * 60_000);
  const dir = mkdtempSync(join(tmpdir(), "tla2ts-bigsets-"));
  try {
    const spec = join(dir, "Big10.tla");
    writeFileSync(
      spec,
      [
        "---- MODULE Big10 ----",
        "EXTENDS Integers, FiniteSets",
        "N == 10000000",
        "S == {x + 1 : x \\in 1..N}",
        "ASSUME Cardinality(S) = N",
        "ASSUME Cardinality({x \\in S : x % 2 = 0}) = N \\div 2",
        "ASSUME Cardinality(S \\cup {N + x : x \\in 1..10}) = N + 9",
        "ASSUME Cardinality({<<x, 1>> : x \\in 1..N \\div 10}) = N \\div 10",
        "VARIABLE v",
        "Init == v = 0",
        "Next == UNCHANGED v",
        "====",
      ].join("\n"),
    );
    writeFileSync(join(dir, "Big10.cfg"), "INIT Init\nNEXT Next\n");
    const r = await runModel(spec, join(dir, "Big10.cfg"));
    t.deepEqual(r.diagnostics.filter((d) => d.severity === "error").map((d) => d.message), []);
    t.is(r.result?.result as string | undefined, "ok", r.result?.error?.message);
    t.is(r.result?.distinctStates, 1);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
