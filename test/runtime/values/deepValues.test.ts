// Values nested far deeper than the JS stack allows recursion (100,000 levels, as a
// recursive operator builds them): comparing, testing equality, printing and pretty-
// printing work from explicit stacks (compare.ts past 64 levels, print.ts, and
// prettyPrint.ts, which keeps text nested over 1,000 levels on one line). TLC's own
// stack overflows near a few hundred levels; corpus/regressions/DeepValueStates checks
// the same code against TLC's figures at 120 levels.

import test from "ava";
import { compare, equals, member, prettyPrint, printValue, record, setOf, tuple, InternTable, type Value } from "../../../runtime/values/index.js";

const DEEP = 100_000;

function nestTuple(n: number, leaf: Value = tuple([])): Value {
  let v = leaf;
  for (let i = 0; i < n; i++) v = tuple([v]);
  return v;
}

function nestSet(n: number): Value {
  let v: Value = setOf([]);
  for (let i = 0; i < n; i++) v = setOf([v]);
  return v;
}

test("compare and equals decide values nested 100,000 deep, in TLC's order", (t) => {
  const a = nestTuple(DEEP);
  const b = nestTuple(DEEP);
  t.is(compare(a, b), 0);
  t.true(equals(a, b));
  // Same shape down to the innermost leaf, which decides: <<>> against <<1>>.
  const c = nestTuple(DEEP, tuple([1]));
  t.true(compare(a, c) < 0);
  t.true(compare(c, a) > 0);
  t.false(equals(a, c));
  const s = nestSet(DEEP);
  t.true(equals(s, nestSet(DEEP)));
  t.true(compare(nestSet(DEEP - 1), s) !== 0);
  t.true(member(s, setOf([nestSet(3), nestSet(DEEP)])));
  t.false(member(s, setOf([nestSet(3), nestSet(DEEP - 1)])));
});

test("equality of deep values of kinds TLC cannot relate is still TLC's error", (t) => {
  const intern = new InternTable();
  let r: Value = record(intern, [["a", 0]]);
  let q: Value = record(intern, [["a", record(intern, [["a", 0]])]]);
  for (let i = 0; i < 5_000; i++) {
    r = record(intern, [["a", r]]);
    q = record(intern, [["a", q]]);
  }
  t.throws(() => equals(r, q), { message: /Attempted to check equality of/ });
});

test("a value nested 100,000 deep prints on one line, also through the pretty-printer", (t) => {
  const text = printValue(nestTuple(DEEP));
  t.is(text.length, 4 * (DEEP + 1));
  t.true(text.startsWith("<<<<") && text.endsWith(">>>>"));
  t.is(prettyPrint(text), text);
  // Shallow enough: laid out as TLC lays it out.
  t.is(prettyPrint(printValue(tuple([nestTuple(30), nestTuple(30)]))).split("\n").length, 2);
});
