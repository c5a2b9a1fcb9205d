// Lazy sets nested 100,000 deep through their component sets, as a recursive operator
// builds them (`S(n) == {x \in S(n-1) : P}`, `U(n) == U(n-1) \cup {{n}}`, `SUBSET S(n-1)`):
// every walk over them (isEnumerable, cardinality, membership, raw and sorted
// enumeration, equality, order, fingerprint, printing) works from an explicit stack,
// with the answers the recursive walks gave on shallow chains (docs/semantics.md,
// "No JavaScript limit reachable from a spec").

import test from "ava";
import {
  EvalError,
  NAT,
  cardinality,
  compare,
  emptySet,
  equals,
  expand,
  fcnSet,
  fingerprintHex,
  isEnumerable,
  lazyCap,
  lazyDiff,
  lazyFilter,
  lazyUnion,
  member,
  printValue,
  rawElements,
  seqSet,
  setOf,
  sortedElements,
  subset,
  tuple,
  type SetValue,
  type Value,
} from "../../../runtime/values/index.js";

const DEEP = 100_000;

function chain(n: number, base: SetValue, level: (s: SetValue, i: number) => SetValue): SetValue {
  let s = base;
  for (let i = 1; i <= n; i++) s = level(s, i);
  return s;
}

const notIn = (i: number) => (x: Value): boolean => !equals(x, setOf([i]));

test("a filter chain 100,000 deep over SUBSET {1, 2}: enumerated, counted, tested, compared, printed", (t) => {
  const build = (): SetValue => chain(DEEP, subset(setOf([1, 2])), (s, i) => lazyFilter(s, notIn(i)));
  const s = build();
  t.true(isEnumerable(s));
  t.true(member(setOf([1, 2]), s));
  t.false(member(setOf([1]), s));
  t.is(cardinality(s), 2);
  t.is(printValue(s), "{{}, {1, 2}}");
  t.is(rawElements(build()).length, 2);
  const other = build();
  t.true(equals(s, other));
  t.is(compare(s, other), 0);
  t.is(fingerprintHex(s), fingerprintHex(setOf([emptySet, setOf([1, 2])])));
});

test("a filter chain 100,000 deep over Nat: membership and its printed form; not enumerable", (t) => {
  const positive = (x: Value): boolean => (x as number) > 0;
  const s = chain(DEEP, NAT, (u) => lazyFilter(u, positive));
  t.false(isEnumerable(s));
  t.true(member(5, s));
  t.false(member(0, s));
  t.true(printValue(s).startsWith("{x \\in {x \\in {x \\in "));
  t.true(printValue(s).endsWith("Nat : <predicate>}" + " : <predicate>}".repeat(DEEP - 1)));
  // Equal when built alike (the same predicate): decided operand by operand.
  t.true(equals(s, chain(DEEP, NAT, (u) => lazyFilter(u, positive))));
  t.throws(() => cardinality(s), { instanceOf: EvalError });
  t.throws(() => equals(s, chain(DEEP, NAT, (u) => lazyFilter(u, (x) => (x as number) > 1))), { instanceOf: EvalError });
});

test("a union chain 100,000 deep: expanded at once from its leaves, in TLC's raw and sorted orders", (t) => {
  const s = chain(DEEP, subset(setOf([0])), (u, i) => lazyUnion([u, setOf([setOf([i])])]));
  t.true(member(setOf([7]), s));
  t.false(member(setOf([DEEP + 1]), s));
  const raw = rawElements(s);
  t.is(raw.length, DEEP + 2);
  t.true(equals(raw[2]!, setOf([1])));
  t.is(cardinality(s), DEEP + 2);
  const sorted = sortedElements(s);
  t.true(equals(sorted[0]!, emptySet));
  t.true(equals(sorted[DEEP + 1]!, setOf([DEEP])));
  t.true(printValue(s).startsWith("{{}, {0}, {1}, {2}"));
  t.is(fingerprintHex(s), fingerprintHex(expand(chain(DEEP, subset(setOf([0])), (u, i) => lazyUnion([u, setOf([setOf([i])])])))));
});

test("differences and intersections 100,000 deep over Nat: membership decided operand by operand", (t) => {
  const s = chain(DEEP, NAT, (u, i) => (i % 2 === 0 ? lazyDiff(u, setOf([i])) : lazyCap(u, lazyUnion([NAT, setOf([-i])]))));
  t.true(member(3, s));
  t.false(member(4, s));
  t.false(member(-1, s));
  t.false(isEnumerable(s));
});

test("SUBSET and Seq towers 100,000 deep: membership, equality, order and printing without expanding", (t) => {
  const tower = (): SetValue => chain(DEEP, setOf([1]), (u) => subset(u));
  const p = tower();
  t.true(isEnumerable(p));
  t.true(member(emptySet, p));
  t.true(equals(p, tower()));
  t.is(compare(p, tower()), 0);
  t.true(printValue(p).startsWith("SUBSET SUBSET SUBSET"));
  t.throws(() => cardinality(p), { instanceOf: EvalError });
  const seqs = (): SetValue => chain(DEEP, setOf([1]), (u) => seqSet(u));
  t.true(equals(seqs(), seqs()));
  t.true(member(tuple([tuple([])]), seqs()));
});

test("a function-set tower 100,000 deep: counted and enumerated level by level from a stack", (t) => {
  const a = 0;
  const s = chain(DEEP, setOf([1, 2]), (u) => fcnSet(setOf([a]), u));
  t.is(cardinality(s), 2);
  const elems = sortedElements(s);
  t.is(elems.length, 2);
  t.true(member(elems[1]!, s));
  t.is(fingerprintHex(elems[0]!), fingerprintHex(sortedElements(chain(DEEP, setOf([1, 2]), (u) => fcnSet(setOf([a]), u)))[0]!));
});
