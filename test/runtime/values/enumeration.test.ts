// Enumeration orders of the lazy sets (TLC-SEMANTICS §3.1), their cardinality and
// membership without enumerating.

import test from "ava";
import {
  cardinality,
  EvalError,
  fcnSet,
  InternTable,
  INT,
  interval,
  member,
  NAT,
  printValue,
  product,
  rawElements,
  record,
  recordSet,
  setOf,
  sortedElements,
  str,
  STRING,
  subset,
  tuple,
  modelValue,
  type SetValue,
} from "../../../runtime/values/index.js";

const raw = (s: SetValue): string => rawElements(s).map((v) => printValue(v)).join(", ");

test("SUBSET enumerates by size, then lexicographically over the sorted elements", (t) => {
  t.is(raw(subset(setOf([3, 1, 2]))), "{}, {1}, {2}, {3}, {1, 2}, {1, 3}, {2, 3}, {1, 2, 3}");
  t.is(cardinality(subset(interval(1, 3))), 8);
});

test("[S -> T] enumerates with the last domain element fastest", (t) => {
  t.is(raw(fcnSet(setOf([2, 1]), setOf([8, 7]))), "<<7, 7>>, <<7, 8>>, <<8, 7>>, <<8, 8>>");
  t.is(cardinality(fcnSet(setOf([1, 2]), setOf([1, 2, 3]))), 9);
  t.is(raw(fcnSet(setOf([]), setOf([1]))), "<<>>");
  t.is(raw(fcnSet(setOf([1]), setOf([]))), "");
});

test("[a : S, b : T] enumerates fields in token order, last field fastest", (t) => {
  const table = new InternTable();
  table.seed(["b", "a"]);
  t.is(
    raw(recordSet(table, [["a", setOf([3, 4])], ["b", setOf([1, 2])]])),
    "[b |-> 1, a |-> 3], [b |-> 1, a |-> 4], [b |-> 2, a |-> 3], [b |-> 2, a |-> 4]",
  );
});

test("S \\X T enumerates with the last component fastest", (t) => {
  t.is(raw(product([setOf([1, 2]), setOf([3, 4])])), "<<1, 3>>, <<1, 4>>, <<2, 3>>, <<2, 4>>");
});

test("raw and sorted orders agree for these kinds, and sorted order is TLC's value order", (t) => {
  const table = new InternTable();
  const sets: SetValue[] = [
    subset(setOf([1, 2, 3])),
    fcnSet(setOf([1, 2]), setOf([7, 8])),
    product([interval(1, 2), setOf([str(table, "x")])]),
    recordSet(table, [["k", setOf([1, 2])]]),
  ];
  for (const s of sets) {
    t.deepEqual(rawElements(s).map((v) => printValue(v)), sortedElements(s).map((v) => printValue(v)));
    t.is(printValue(setOf([...rawElements(s)])), printValue(s));
  }
});

test("membership in lazy sets is answered without enumerating", (t) => {
  const table = new InternTable();
  const huge = fcnSet(interval(1, 40), interval(1, 1000));
  t.true(member(tuple(new Array(40).fill(7)), huge));
  t.false(member(tuple([7]), huge));
  t.true(member(setOf([1, 3]), subset(interval(1, 100))));
  t.false(member(setOf([0]), subset(interval(1, 100))));
  t.true(member(record(table, [["a", 5]]), recordSet(table, [["a", NAT]])));
  t.false(member(record(table, [["a", -5]]), recordSet(table, [["a", NAT]])));
  t.true(member(tuple([1, str(table, "s")]), product([INT, STRING])));
  t.true(member(-4, INT));
  t.false(member(-4, NAT));
  t.false(member(modelValue(table, "mv"), NAT));
  t.throws(() => member(str(table, "a"), NAT), { instanceOf: EvalError });
});

test("infinite sets and oversized sets are typed errors", (t) => {
  const e = t.throws(() => cardinality(NAT), { instanceOf: EvalError });
  t.is(e?.code, "TT5007");
  t.throws(() => rawElements(STRING), { instanceOf: EvalError });
  const o = t.throws(() => cardinality(subset(interval(1, 31))), { instanceOf: EvalError });
  t.is(o?.code, "TT5008");
  t.throws(() => cardinality(fcnSet(interval(1, 40), interval(1, 1000))), { instanceOf: EvalError });
});

test("an empty interval holds nothing, without complaint, whatever is asked (IntervalValue.member)", (t) => {
  const table = new InternTable();
  // DOMAIN <<>> is 1..0: WorkerImpl asks whether a task id (a tuple) is in it.
  t.false(member(tuple([str(table, "s1"), 1]), interval(1, 0)));
  t.false(member(str(table, "a"), interval(1, 0)));
  t.false(member(0, interval(1, 0)));
  // A non-empty interval still refuses a non-integer.
  t.throws(() => member(tuple([1]), interval(1, 2)), { instanceOf: EvalError });
  // In TLC's words (IntervalValue.member; TLC's text for `"a" \in 1..v` in an action).
  t.is(t.throws(() => member(str(table, "a"), interval(1, 1)), { instanceOf: EvalError })?.message, 'Attempted to check if the value:\n"a"\nis in the integer interval 1..1');
});
