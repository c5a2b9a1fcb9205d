// The memo of constant-level operators (runtime/check/operatorMemo.ts): atoms get codes
// for the arrays up to a thousand intern tokens (the intern seed numbers every word a spec
// spells, so a spec's strings come well past 256: SwarmKit's task states did), a string
// and a model value of one token never share a code, and the last call of a
// two-argument operator is answered again without evaluating, failures excepted.

import test from "ava";
import { ATOM_CODES, OperatorMemo, atomCode, memo1, memo2 } from "../../../runtime/check/operatorMemo.js";
import { InternTable, tuple, type Value } from "../../../runtime/values/index.js";

function internPast(count: number): InternTable {
  const intern = new InternTable();
  for (let i = 0; i < count; i++) intern.string(`w${i}`);
  return intern;
}

test("strings and model values with tokens up to a thousand have codes, distinct per kind and within ATOM_CODES", (t) => {
  const intern = internPast(900);
  const str = intern.string("w899");
  const model = intern.modelValue("w899");
  t.true(str.token > 256);
  t.is(str.token, model.token);
  const codes = [atomCode(str), atomCode(model), atomCode(true), atomCode(false), atomCode(0), atomCode(255), atomCode(1000)];
  for (const c of codes) t.true(c >= 0 && c < ATOM_CODES, `code ${c}`);
  t.is(new Set(codes).size, codes.length);
  t.is(atomCode(-1), -1);
  t.is(atomCode(1 << 20), -1);
  t.is(atomCode(tuple([1])), -1);
});

test("memo1 and memo2 evaluate once per arguments, high tokens, model values and structured values included", (t) => {
  const intern = internPast(600);
  const memos: (OperatorMemo | undefined)[] = [];
  const args: Value[] = [intern.string("w500"), intern.modelValue("w500"), intern.string("w1"), 7, true, tuple([1, 2])];
  let calls = 0;
  const show = (_c: unknown, _s: unknown, _n: unknown, a: Value, b?: Value): Value => {
    calls++;
    return intern.string(`${String(typeof a === "object" ? a.kind : a)}|${String(b === undefined ? "" : typeof b === "object" ? b.kind : b)}`);
  };
  for (let round = 0; round < 2; round++) for (const a of args) memo1(memos, 0, show, null, null, null, a);
  // The tuple (no fingerprint yet) is evaluated on each call; the atoms once.
  t.is(calls, args.length + 1);
  calls = 0;
  const pairs: [Value, Value][] = [];
  for (const a of args.slice(0, 5)) for (const b of args.slice(0, 5)) pairs.push([a, b]);
  const first = pairs.map(([a, b]) => memo2(memos, 1, show, null, null, null, a, b));
  t.is(calls, pairs.length);
  const again = pairs.map(([a, b]) => memo2(memos, 1, show, null, null, null, a, b));
  t.is(calls, pairs.length);
  t.deepEqual(again, first);
});

test("memo2 answers a repeated last call, structured arguments included, and never remembers a failure", (t) => {
  const memos: (OperatorMemo | undefined)[] = [];
  const r = tuple([1, 2]);
  let calls = 0;
  const f = (_c: unknown, _s: unknown, _n: unknown, a: Value, b: Value): Value => {
    calls++;
    if (b === 0) throw new Error("boom");
    return a === b;
  };
  t.is(memo2(memos, 0, f, null, null, null, r, r), true);
  t.is(memo2(memos, 0, f, null, null, null, r, r), true);
  t.is(calls, 1);
  t.is(memo2(memos, 0, f, null, null, null, r, tuple([1, 2])), false);
  t.is(calls, 2);
  t.throws(() => memo2(memos, 0, f, null, null, null, r, 0), { message: "boom" });
  t.throws(() => memo2(memos, 0, f, null, null, null, r, 0), { message: "boom" });
  t.is(calls, 4);
});

test("memo2 answers the last eight calls with a structured argument by identity (Array(S, len) for each len), an equal new object evaluated again", (t) => {
  const memos: (OperatorMemo | undefined)[] = [];
  const set = tuple([1, 2]);
  let calls = 0;
  const f = (_c: unknown, _s: unknown, _n: unknown, a: Value, b: Value): Value => {
    calls++;
    return tuple([a, b]);
  };
  const first = [1, 2, 3].map((len) => memo2(memos, 0, f, null, null, null, set, len));
  t.is(calls, 3);
  for (let round = 0; round < 3; round++) t.deepEqual([1, 2, 3].map((len) => memo2(memos, 0, f, null, null, null, set, len)), first);
  t.is(calls, 3);
  // Identity, not equality: an equal tuple is another key.
  memo2(memos, 0, f, null, null, null, tuple([1, 2]), 1);
  t.is(calls, 4);
  // Eight more calls push the first ones out.
  for (let len = 10; len < 18; len++) memo2(memos, 0, f, null, null, null, set, len);
  t.is(calls, 12);
  memo2(memos, 0, f, null, null, null, set, 1);
  t.is(calls, 13);
});
