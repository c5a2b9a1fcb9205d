// A lazy set remembers the memberships of values whose fingerprint is known, by identity
// (runtime/values/sets.ts, `rememberedMember`): the answers must be the ones computed
// afresh, and a set whose membership evaluates a filter's predicate must evaluate it on
// every question, as TLC does (a Print inside would print each time).

import test from "ava";
import { InternTable, fingerprintHex, interval, lazyFilter, lazyUnion, member, record, recordSet, seqSet, setOf, subset, tuple, type Value } from "../../../runtime/values/index.js";

const table = new InternTable();
const names = ["a", "b"];

function rec(a: Value, b: Value): Value {
  return record(table, [
    [names[0]!, a],
    [names[1]!, b],
  ]);
}

test("remembered memberships agree with fresh ones, over many fingerprinted records asked several times", (t) => {
  const set = recordSet(table, [
    ["a", interval(0, 9)],
    ["b", lazyUnion([setOf([10, 11]), interval(1, 3)])],
  ]);
  const fresh = recordSet(table, [
    ["a", interval(0, 9)],
    ["b", lazyUnion([setOf([10, 11]), interval(1, 3)])],
  ]);
  const values: Value[] = [];
  for (let a = -2; a < 12; a++) for (const b of [0, 1, 3, 4, 10]) values.push(rec(a, b));
  for (const v of values) fingerprintHex(v);
  // Fresh answers from a set asked only once per value (its first question is never remembered).
  const expected = values.map((v) => member(v, recordSet(table, [["a", interval(0, 9)], ["b", lazyUnion([setOf([10, 11]), interval(1, 3)])]])));
  t.true(expected.includes(true) && expected.includes(false));
  for (let round = 0; round < 3; round++) {
    t.deepEqual(values.map((v) => member(v, set)), expected);
    t.deepEqual(values.map((v) => member(setOf([v]), subset(fresh))), expected);
  }
});

test("a set with a filter evaluates the filter's predicate on every membership", (t) => {
  let calls = 0;
  const evens = lazyFilter(interval(0, 9), (x) => {
    calls++;
    return (x as number) % 2 === 0;
  });
  const set = recordSet(table, [
    ["a", evens],
    ["b", interval(0, 1)],
  ]);
  const v = rec(4, 1);
  fingerprintHex(v);
  for (let i = 0; i < 5; i++) t.true(member(v, set));
  t.is(calls, 5);
});

test("Seq(S) remembers memberships too, with the answers of a fresh Seq(S), and evaluates a filter in S every time", (t) => {
  const base = setOf([rec(1, 2), rec(3, 4)]);
  const seqs: Value[] = [tuple([]), tuple([rec(1, 2)]), tuple([rec(3, 4), rec(1, 2)]), tuple([rec(1, 2), rec(5, 6)])];
  for (const s of seqs) fingerprintHex(s);
  const expected = seqs.map((s) => member(s, seqSet(setOf([rec(1, 2), rec(3, 4)]))));
  t.deepEqual(expected, [true, true, true, false]);
  const set = seqSet(base);
  for (let round = 0; round < 3; round++) t.deepEqual(seqs.map((s) => member(s, set)), expected);
  // A membership that fails is not remembered: it fails every time, as TLC's.
  const notSeq = setOf([rec(1, 2)]);
  fingerprintHex(notSeq);
  for (let i = 0; i < 3; i++) t.throws(() => member(notSeq, set), { message: /Attempted to check if the value/ });
  // A record is no sequence: TLC's error too (toTuple of a record is no tuple), every time.
  const notSeqRecord = rec(1, 2);
  fingerprintHex(notSeqRecord);
  for (let i = 0; i < 3; i++) t.throws(() => member(notSeqRecord, set), { message: /is an element of Seq/ });
  let calls = 0;
  const small = seqSet(
    lazyFilter(interval(0, 9), (x) => {
      calls++;
      return (x as number) < 5;
    }),
  );
  const s = tuple([1, 2]);
  fingerprintHex(s);
  for (let i = 0; i < 4; i++) t.true(member(s, small));
  t.is(calls, 8);
});
