// TLC's total order (TLC-SEMANTICS §1.1, §1.2, §2): what sets sort by, and so what
// CHOOSE returns (the first element in this order that satisfies the predicate).

import test from "ava";
import {
  compare,
  equals,
  EvalError,
  fcn,
  fcnSet,
  InternTable,
  interval,
  modelValue,
  printValue,
  product,
  record,
  recordSet,
  setOf,
  sortedElements,
  str,
  subset,
  tuple,
  type SetValue,
  type Value,
} from "../../../runtime/values/index.js";

/** Bounded CHOOSE as TLC evaluates it: the first element of the sorted set satisfying `p`. */
function choose(s: SetValue, p: (v: Value) => boolean): Value | undefined {
  return sortedElements(s).find(p);
}

test("integers sort numerically and an untyped model value sorts before non-model values", (t) => {
  const table = new InternTable();
  t.is(printValue(setOf([3, -1, 2, 0])), "{-1, 0, 2, 3}");
  t.is(printValue(setOf([3, modelValue(table, "mv")])), "{mv, 3}");
  t.true(compare(false, true) < 0);
});

test("strings and model values sort by intern token, not by characters", (t) => {
  const table = new InternTable();
  table.seed(["qqq"]); // VARIABLE qqq declared: qqq is interned before the literal "ppp"
  t.is(printValue(setOf([str(table, "ppp"), str(table, "qqq")])), '{"qqq", "ppp"}');
  const cfg = new InternTable();
  cfg.seed(["r2", "r1"]); // CONSTANT R = {r2, r1} in the .cfg
  t.is(printValue(setOf([modelValue(cfg, "r1"), modelValue(cfg, "r2")])), "{r2, r1}");
  // strings built at run time are ranked on first creation: {"zz" \o "1", "aa" \o "1"}
  const run = new InternTable();
  t.is(printValue(setOf([str(run, "zz1"), str(run, "aa1")])), '{"zz1", "aa1"}');
});

test("record fields are ordered by token: [zeta |-> 1, alpha |-> 2] and [alpha |-> 1, zeta |-> 2] both print zeta first", (t) => {
  const table = new InternTable();
  table.seed(["zeta", "alpha"]);
  t.is(printValue(record(table, [["zeta", 1], ["alpha", 2]])), "[zeta |-> 1, alpha |-> 2]");
  t.is(printValue(record(table, [["alpha", 1], ["zeta", 2]])), "[zeta |-> 2, alpha |-> 1]");
});

test("tuples sort by length first, sets by cardinality first", (t) => {
  t.is(
    printValue(setOf([tuple([1, 2, 3]), tuple([2, 1]), tuple([1, 3]), tuple([])])),
    "{<<>>, <<1, 3>>, <<2, 1>>, <<1, 2, 3>>}",
  );
  t.is(printValue(setOf([setOf([1, 2]), setOf([0, 5]), setOf([3]), setOf([1]), setOf([])])), "{{}, {1}, {3}, {0, 5}, {1, 2}}");
});

test("functions, records and tuples share one order: size, then domain, then values", (t) => {
  const table = new InternTable();
  table.seed(["a", "b"]);
  // fewer fields first
  t.true(compare(record(table, [["a", 2]]), record(table, [["a", 1], ["b", 1]])) < 0);
  // a tuple compares as the function on 1..n
  t.true(compare(tuple([9]), fcn([2], [0])) < 0);
  t.is(compare(tuple([4, 5]), fcn([2, 1], [5, 4])), 0);
});

test("CHOOSE picks what TLC picks (TLC-SEMANTICS §2 table)", (t) => {
  const table = new InternTable();
  table.seed(["out", "val", "v", "n", "i", "d", "e", "x", "f", "g", "S", "w", "s", "p", "j", "a", "b"]);
  t.is(printValue(choose(setOf([str(table, "b"), str(table, "a")]), () => true)!), '"a"');
  t.is(choose(interval(-3, 3), (x) => (x as number) * (x as number) === 4), -2);
  t.is(printValue(choose(subset(setOf([1, 2, 3])), (s) => sortedElements(s as SetValue).length === 2)!), "{1, 2}");
  t.is(printValue(choose(setOf([setOf([1, 2, 3]), setOf([5])]), () => true)!), "{5}");
  t.is(printValue(choose(setOf([tuple([1, 2]), tuple([9])]), () => true)!), "<<9>>");
  const f = choose(fcnSet(setOf([1, 2]), setOf([7, 8])), (v) => {
    const e = (v as { elems: readonly Value[] }).elems;
    return e[0] !== e[1];
  });
  t.is(printValue(f!), "<<7, 8>>");
  const pair = choose(product([setOf([1, 2]), setOf([3, 4])]), (v) => {
    const e = (v as { elems: readonly Value[] }).elems;
    return e[0] !== 1 || e[1] !== 3;
  });
  t.is(printValue(pair!), "<<1, 4>>");
  const bFirst = new InternTable();
  bFirst.seed(["b", "a"]);
  const r = choose(recordSet(bFirst, [["b", setOf([1, 2])], ["a", setOf([3, 4])]]), (v) =>
    printValue(v).endsWith("a |-> 4]"),
  );
  t.is(printValue(r!), "[b |-> 1, a |-> 4]");
  t.is(printValue(choose(setOf([record(table, [["a", 1], ["b", 1]]), record(table, [["a", 2]])]), () => true)!), "[a |-> 2]");
  const mvs = new InternTable();
  mvs.seed(["mA", "mB"]);
  t.is(printValue(choose(setOf([modelValue(mvs, "mB"), modelValue(mvs, "mA"), str(mvs, "z")]), () => true)!), "mA");
});

test("values TLC cannot compare raise a typed error instead of an answer", (t) => {
  const table = new InternTable();
  const e = t.throws(() => setOf([1, str(table, "a")]), { instanceOf: EvalError });
  t.is(e?.code, "TT5021");
  // TLC's ValueVec.sort asks the later element (`elem.compareTo(prefix[mid])`), whose class words
  // the error (TLC 2026.04, sweep4's corpus/regressions/CompareKindsSort).
  t.is(e?.message, 'Attempted to compare string "a" with non-string:\n1');
  t.is(t.throws(() => setOf([str(table, "a"), 1]))?.message, 'Attempted to compare integer 1 with non-integer:\n"a"');
  t.is(t.throws(() => setOf([1, true]))?.message, "Attempted to compare boolean TRUE with non-boolean:\n1");
  t.is(t.throws(() => setOf([1, setOf([1])]))?.message, "Attempted to compare the set {1} with the value:\n1");
  t.is(t.throws(() => setOf([1, tuple([1])]))?.message, "Attempted to compare the function <<1>> with the value:\n1");
  t.is(t.throws(() => setOf([1, record(table, [["a", 1]])]))?.message, "Attempted to compare record:\n[a |-> 1]\nwith non-record\n1");
  // Past an ordered prefix TLC's binary search picks the partner: 2 (the middle of 1, 2, 3), not 3.
  t.is(t.throws(() => setOf([1, 2, 3, str(table, "b")]))?.message, 'Attempted to compare string "b" with non-string:\n2');
  t.throws(() => compare(true, 1), { instanceOf: EvalError });
  t.throws(() => compare(setOf([]), tuple([])), { instanceOf: EvalError });
  // a typed model value compares only with model values of its type or untyped ones
  t.throws(() => compare(modelValue(table, "a_1"), modelValue(table, "b_1")), { instanceOf: EvalError });
  t.throws(() => compare(modelValue(table, "a_1"), 1), { instanceOf: EvalError });
  t.true(compare(modelValue(table, "a_1"), modelValue(table, "a_2")) < 0);
});

test("model values inside tuples and records compare by token, typed ones of two types are TLC's error there too", (t) => {
  const table = new InternTable();
  table.seed(["p2", "p1"]);
  const p1 = modelValue(table, "p1");
  const p2 = modelValue(table, "p2");
  t.true(compare(p2, p1) < 0);
  t.true(compare(tuple([p2, 5]), tuple([p1, 1])) < 0);
  t.true(compare(tuple([p1, 1]), tuple([p1, 2])) < 0);
  t.is(compare(tuple([p1, tuple([p2])]), tuple([p1, tuple([p2])])), 0);
  t.is(printValue(setOf([tuple([p1, 1]), tuple([p2, 1]), tuple([p1, 0])])), "{<<p2, 1>>, <<p1, 0>>, <<p1, 1>>}");
  t.true(compare(record(table, [["f", p2]]), record(table, [["f", p1]])) < 0);
  t.throws(() => compare(tuple([modelValue(table, "a_1")]), tuple([modelValue(table, "b_1")])), { instanceOf: EvalError });
  t.true(compare(tuple([modelValue(table, "a_1")]), tuple([modelValue(table, "a_2")])) < 0);
});

test("two enumerated sets: cardinality first, then the sorted elements in turn; equality element by element", (t) => {
  const table = new InternTable();
  const a = setOf([tuple([0, 1]), tuple([0, 2])]);
  const b = setOf([tuple([0, 1]), tuple([1, 0])]);
  t.true(compare(a, b) < 0);
  t.true(compare(b, a) > 0);
  t.true(compare(setOf([tuple([5, 5])]), a) < 0);
  t.is(compare(a, setOf([tuple([0, 2]), tuple([0, 1])])), 0);
  t.true(equals(a, setOf([tuple([0, 2]), tuple([0, 1])])));
  t.false(equals(a, b));
  t.false(equals(a, setOf([tuple([0, 1])])));
  // Pieces of a board: a set of sets sorts its pieces by size, then by their positions.
  t.is(printValue(setOf([a, setOf([tuple([3, 3])]), b])), "{{<<3, 3>>}, {<<0, 1>>, <<0, 2>>}, {<<0, 1>>, <<1, 0>>}}");
  t.throws(() => compare(setOf([1]), setOf([str(table, "x")])), { instanceOf: EvalError });
  t.throws(() => equals(setOf([1]), setOf([str(table, "x")])), { instanceOf: EvalError });
});

test("sets of tuples sort by length, then element by element, through numbers, strings, model values and nested tuples alike", (t) => {
  const table = new InternTable();
  const a = str(table, "a");
  const b = str(table, "b");
  const m = modelValue(table, "m");
  const groups: [Value[], string][] = [
    [[tuple([2, 1]), tuple([1, 2, 0]), tuple([1, 1]), tuple([m, 3]), tuple([0, 5, 0]), tuple([2, 0])], "{<<m, 3>>, <<1, 1>>, <<2, 0>>, <<2, 1>>, <<0, 5, 0>>, <<1, 2, 0>>}"],
    [[tuple([1, b]), tuple([1, a]), tuple([0, b]), tuple([1, m])], '{<<0, "b">>, <<1, m>>, <<1, "a">>, <<1, "b">>}'],
    [[tuple([tuple([2]), 0]), tuple([tuple([1, 1]), 0]), tuple([tuple([2]), -1]), tuple([tuple([1]), 7])], "{<<<<1>>, 7>>, <<<<2>>, -1>>, <<<<2>>, 0>>, <<<<1, 1>>, 0>>}"],
  ];
  // Merged, inserted and binary-searched by the set operations too: every order of building gives one set.
  for (const [xs, sorted] of groups) {
    t.is(printValue(setOf(xs)), sorted);
    t.is(printValue(setOf(xs.slice().reverse())), sorted);
    for (const x of xs) t.is(compare(x, tuple([...(x as { elems: readonly Value[] }).elems])), 0);
  }
  // The first pair told apart decides, so later incomparable elements are never compared; an incomparable pair first is TLC's error.
  t.true(compare(tuple([1, 2, a]), tuple([1, 3, 4])) < 0);
  t.throws(() => compare(tuple([1, a, 2]), tuple([1, 3, 2])), { instanceOf: EvalError });
  t.false(equals(tuple([1, a]), tuple([1, b])));
  t.true(equals(tuple([m, a]), tuple([m, str(table, "a")])));
});
