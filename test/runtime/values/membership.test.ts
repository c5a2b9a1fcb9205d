// Membership in lazy sets (sets.ts): decided by recursion over the components for the
// first levels, from an explicit stack below them. Both ways must give the same answer,
// or the same error, for every kind of set and value; and for an enumerable set the
// answer is whether an equal element is listed.

import test from "ava";
import {
  EvalError,
  InternTable,
  NAT,
  equals,
  fcn,
  fcnSet,
  interval,
  lazyCap,
  lazyDiff,
  lazyFilter,
  lazyUnion,
  member,
  modelValue,
  product,
  record,
  recordSet,
  seqSet,
  setOf,
  sortedElements,
  str,
  subset,
  tuple,
  type SetValue,
  type Value,
} from "../../../runtime/values/index.js";
import { seededRandom } from "../../support/random.js";

/** The answer of `f`, or the code of the EvalError it throws. */
function outcome(f: () => boolean): boolean | string {
  try {
    return f();
  } catch (e) {
    if (e instanceof EvalError) return e.diagnosticName;
    throw e;
  }
}

/** `s` under `k` filters that keep everything: membership in it is membership in `s`, asked `k` levels down. */
function buried(s: SetValue, k: number): SetValue {
  for (let i = 0; i < k; i++) s = lazyFilter(s, () => true);
  return s;
}

test("membership in lazy sets: the same answer or error decided on the JS stack and from the explicit stack, and the expansion's answer", (t) => {
  const table = new InternTable();
  const random = seededRandom(21);
  const pick = (n: number): number => Math.floor(random() * n);
  const a = str(table, "a");
  const b = str(table, "b");
  const m = modelValue(table, "m");
  const small = (): SetValue => [interval(0, 1), interval(1, 2), setOf([0, 2]), setOf([a, b]), setOf([true, false]), interval(1, 0)][pick(6)]!;
  const lazy = (depth: number): SetValue => {
    const part = (): SetValue => (depth > 0 && pick(2) === 0 ? lazy(depth - 1) : small());
    switch (pick(10)) {
      case 0:
      case 8:
        return fcnSet([interval(0, 1), interval(1, 2), setOf([1, 2]), setOf([0, 2]), interval(1, 0)][pick(5)]!, part());
      case 1:
        return recordSet(table, [
          ["a", part()],
          ["b", part()],
        ]);
      case 2:
        return product([part(), part()]);
      case 3:
        return subset(small());
      case 4:
        return lazyUnion([part(), part()]);
      case 5:
        return lazyDiff(part(), small());
      case 6:
        return lazyCap(part(), part());
      case 7:
        return lazyFilter(part(), (x) => typeof x !== "number" || x !== 1);
      default:
        return seqSet(small());
    }
  };
  const scalar = (): Value => [0, 1, 2, a, b, true, m][pick(7)]!;
  const value = (depth: number): Value => {
    const inner = (): Value => (depth > 0 && pick(2) === 0 ? value(depth - 1) : scalar());
    switch (pick(7)) {
      case 0:
        return scalar();
      case 1:
        return tuple(Array.from({ length: pick(3) }, inner));
      case 2:
        return record(table, [
          ["a", inner()],
          ["b", inner()],
        ]);
      case 3:
        return fcn([0, 1], [inner(), inner()]);
      case 4:
        return fcn([a, b], [inner(), inner()]);
      case 5:
        return setOf(Array.from({ length: pick(3) }, () => pick(3)));
      default:
        return fcn([0, 2], [inner(), inner()]);
    }
  };
  let againstExpansion = 0;
  let members = 0;
  const elementsOf = (s: SetValue): readonly Value[] | undefined => {
    try {
      return sortedElements(s);
    } catch {
      return undefined;
    }
  };
  for (let round = 0; round < 3000; round++) {
    const s = lazy(2);
    // Candidates listed by the set itself when it can be listed, by another set of the
    // same making (near misses: functions on another domain, records of other fields), or made at random.
    const listed = elementsOf(s);
    const others = elementsOf(lazy(2));
    for (let k = 0; k < 6; k++) {
      const from = [listed, others, undefined][pick(3)];
      const v = from !== undefined && from.length > 0 ? from[pick(from.length)]! : value(2);
      const shallow = outcome(() => member(v, s));
      t.is(outcome(() => member(v, buried(s, 70))), shallow, "decided from the explicit stack");
      if (shallow === true) members++;
      if (listed === undefined) continue;
      const expected = outcome(() => listed!.some((x) => equals(x, v)));
      if (typeof expected === "boolean" && typeof shallow === "boolean") {
        t.is(shallow, expected);
        againstExpansion++;
      }
    }
  }
  // The draws must have exercised both answers against the expansion.
  t.true(members > 2000, `${members} members`);
  t.true(againstExpansion > 4000, `${againstExpansion} compared with the expansion`);
});

test("membership: an untyped model value is in no lazy set but SUBSET S, other values of the wrong kind are TLC's error", (t) => {
  const table = new InternTable();
  const m = modelValue(table, "m");
  // TLC words the error by the set's class (SetOfFcnsValue, SetOfRcdsValue, SetOfTuplesValue, SubsetValue, Seq).
  const sets: [SetValue, string][] = [
    [fcnSet(interval(1, 2), NAT), "NonFunctionMember"],
    [recordSet(table, [["a", NAT]]), "NonRecordMember"],
    [product([NAT, NAT]), "NonTupleMember"],
    [subset(interval(1, 2)), "NonEnumerableSubsetMember"],
    [seqSet(NAT), "MemberOfOverridden"],
  ];
  for (const [s, code] of sets) {
    for (const deep of [0, 70]) {
      // SubsetValue.member makes no exception for a model value.
      t.is(outcome(() => member(m, buried(s, deep))), code === "NonEnumerableSubsetMember" ? code : false);
      t.is(outcome(() => member(7, buried(s, deep))), code);
    }
  }
  // A record is no tuple, a non-empty tuple no record, a record no sequence: errors, not FALSE.
  const rec = fcn([str(table, "a")], [1]);
  t.is(outcome(() => member(rec, product([NAT, NAT]))), "NonTupleMember");
  t.is(outcome(() => member(tuple([1]), recordSet(table, [["a", NAT]]))), "NonRecordMember");
  t.is(outcome(() => member(rec, seqSet(NAT))), "MemberOfOverridden");
  t.is(outcome(() => member(fcn([2, 3], [1, 1]), seqSet(NAT))), "MemberOfOverridden");
  t.is(outcome(() => member(NAT, subset(interval(1, 2)))), "NonEnumerableSubsetMember");
  // A function on integers other than 1..n is simply no tuple.
  t.false(member(fcn([2, 3], [1, 1]), product([NAT, NAT])));
  t.false(member(tuple([]), recordSet(table, [["a", NAT]])));
  // Domains compared in place: an interval or enumerated domain against tuples and functions.
  const pair = tuple([3, 4]);
  t.true(member(pair, fcnSet(interval(1, 2), NAT)));
  t.true(member(pair, fcnSet(setOf([1, 2]), NAT)));
  t.false(member(pair, fcnSet(interval(0, 1), NAT)));
  t.false(member(pair, fcnSet(interval(1, 3), NAT)));
  t.true(member(tuple([]), fcnSet(interval(1, 0), NAT)));
  t.true(member(fcn([0, 1], [5, 6]), fcnSet(interval(0, 1), NAT)));
  t.false(member(fcn([0, 2], [5, 6]), fcnSet(interval(0, 1), NAT)));
  t.false(member(fcn([0, 1], [5, -6]), fcnSet(interval(0, 1), NAT)));
  // A domain of strings against a function on integers cannot be compared: TLC's error.
  t.is(outcome(() => member(fcn([0, 1], [5, 6]), fcnSet(setOf([str(table, "x"), str(table, "y")]), NAT))), "EqualityNonKind");
});
