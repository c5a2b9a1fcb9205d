// TLC's equalities (TLC-SEMANTICS §4.1, §7.3, §7.4): one value, many notations; and
// the comparisons TLC refuses.

import test from "ava";
import {
  equals,
  EvalError,
  fcn,
  fcnSet,
  InternTable,
  interval,
  modelValue,
  product,
  record,
  recordSet,
  setOf,
  str,
  subset,
  tuple,
} from "../../../runtime/values/index.js";

test("sets: 1..3 = {3, 2, 1} and {} = 1..0", (t) => {
  t.true(equals(interval(1, 3), setOf([3, 2, 1])));
  t.true(equals(setOf([]), interval(1, 0)));
  t.true(equals(interval(5, 2), interval(1, 0)));
  t.false(equals(interval(1, 3), setOf([1, 2])));
});

test("an enumerated set against an interval, either side: equal element for element; a string in it is compared as TLC does", (t) => {
  const table = new InternTable();
  t.true(equals(setOf([1, 2, 3]), interval(1, 3)));
  t.true(equals(interval(1, 3), setOf([2, 3, 1])));
  t.false(equals(setOf([1, 2, 4]), interval(1, 3)));
  t.false(equals(interval(0, 2), setOf([1, 2, 3])));
  t.false(equals(setOf([1, 2]), interval(1, 3)));
  t.true(equals(setOf([]), interval(3, 2)));
  // The same answer as the general comparison, error included, when an element is no integer.
  t.throws(() => equals(setOf([str(table, "a")]), interval(1, 1)), { instanceOf: EvalError });
  t.throws(() => equals(interval(1, 1), setOf([str(table, "a")])), { instanceOf: EvalError });
});

test("functions: [a |-> 1] = [x \\in {\"a\"} |-> 1] and <<4, 5>> = (1 :> 4 @@ 2 :> 5)", (t) => {
  const table = new InternTable();
  t.true(equals(record(table, [["a", 1]]), fcn([str(table, "a")], [1])));
  t.true(equals(tuple([4, 5]), fcn([2, 1], [5, 4])));
  t.true(equals(tuple([]), fcn([], [])));
  t.true(equals(tuple([]), record(table, [])));
  t.false(equals(tuple([]), record(table, [["a", 1]])));
  t.false(equals(fcn([1, 3], [0, 0]), fcn([1, 2], [0, 0])));
});

test("lazy sets equal their enumerations", (t) => {
  const table = new InternTable();
  t.true(equals(subset(setOf([1, 2])), setOf([setOf([]), setOf([1]), setOf([2]), setOf([1, 2])])));
  t.true(equals(fcnSet(setOf([1]), setOf([1, 2])), setOf([tuple([1]), tuple([2])])));
  t.true(equals(product([setOf([1]), setOf([2, 3])]), setOf([tuple([1, 2]), tuple([1, 3])])));
  t.true(equals(recordSet(table, [["a", setOf([1])]]), setOf([record(table, [["a", 1]])])));
});

test("model values are equal only to themselves, without error when untyped", (t) => {
  const table = new InternTable();
  const mv = modelValue(table, "mv");
  t.true(equals(mv, modelValue(table, "mv")));
  t.false(equals(mv, 1));
  t.false(equals(setOf([1, mv]), setOf([1])));
  t.false(equals(modelValue(table, "a_1"), modelValue(table, "a_2")));
  const e = t.throws(() => equals(modelValue(table, "a_1"), modelValue(table, "b_1")), { instanceOf: EvalError });
  t.is(e?.code, "TT5003");
  t.throws(() => equals(modelValue(table, "a_1"), 1), { instanceOf: EvalError });
});

test("equalities TLC rejects are errors, not FALSE", (t) => {
  const table = new InternTable();
  const cases: [string, () => boolean][] = [
    ["{} = <<>>", () => equals(setOf([]), tuple([]))],
    ["[a |-> 1] = <<1>>", () => equals(record(table, [["a", 1]]), tuple([1]))],
    ["<<1>> = [a |-> 1]", () => equals(tuple([1]), record(table, [["a", 1]]))],
    ['"" = <<>>', () => equals(str(table, ""), tuple([]))],
    ['1 = "a"', () => equals(1, str(table, "a"))],
    ["1 = TRUE", () => equals(1, true)],
  ];
  for (const [what, run] of cases) {
    const e = t.throws(run, { instanceOf: EvalError }, what);
    // TLC's "Attempted to ... equality of ..." family (EqualityUndefined, EqualityNonKind, EqualityNonRecord), and FcnRcdValue's domain check (EqualityNonIntegerDomain).
    t.true(["TT5002", "TT5011", "TT5012", "TT5015"].includes(e?.code ?? ""), what);
  }
});

test("a value compared with one of another kind: TLC's message for the left value's class", (t) => {
  const table = new InternTable();
  const message = (a: Parameters<typeof equals>[0], b: Parameters<typeof equals>[1]): string | undefined => t.throws(() => equals(a, b), { instanceOf: EvalError })?.message;
  // Each text is what TLC 2026.04.29 prints for `ASSUME a = b`.
  t.is(message(1, str(table, "a")), 'Attempted to check equality of integer 1 with non-integer:\n"a"');
  // A function on 1..n against one whose domain holds a non-integer: FcnRcdValue.equals (TLC's text for `<<v>> = [a |-> v]` in an action).
  t.is(message(tuple([1]), record(table, [["a", 1]])), 'Attempted to compare an integer with non-integer:\n"a".');
  t.is(message(str(table, "a"), 1), 'Attempted to check equality of string "a" with non-string:\n1');
  t.is(message(true, 1), "Attempted to compare equality of boolean TRUE with non-boolean:\n1");
  t.is(message(record(table, [["a", 1]]), 1), "Attempted to check equality of record:\n[a |-> 1]\nwith non-record\n1");
  t.is(message(record(table, [["a", 1]]), tuple([1])), "Attempted to check equality of record:\n[a |-> 1]\nwith non-record\n<<1>>");
  t.is(message(tuple([2]), 1), "Attempted to check equality of the function <<2>> with the value:\n1");
  t.is(message(interval(1, 2), 1), "Attempted to check equality of the set {1, 2} with the value:\n1");
  t.is(message(subset(setOf([1])), 1), "Attempted to check equality of the set {{}, {1}} with the value:\n1");
});
