// The canonicaliser of new states' values (runtime/check/queue.ts `Canonicalizer`): equal records, sets and
// tuples built separately become one object, and values TLC could tell apart never do (a
// function on strings vs a record, a FcnTuple vs a tuple, a record still in written order).

import test from "ava";
import { Canonicalizer, same } from "../../../runtime/check/queue.js";
import * as core from "../../../runtime/modules/core.js";
import { constructedFcn, fingerprintHex, InternTable, record, setOf, tuple, type Value } from "../../../runtime/values/index.js";
import { testContext } from "../modules/support/context.js";

/** `v` with its fingerprint computed, as a new state's values are once the state was fingerprinted. */
function fingerprinted<V extends Value>(v: V): V {
  fingerprintHex(v);
  return v;
}

test("equal plain records built separately become the first one; their sets and the state's slots follow", (t) => {
  const table = new InternTable();
  const task = (id: number, state: string): Value => fingerprinted(record(table, [["id", id], ["status", record(table, [["state", table.string(state)]])]]));
  const canon = new Canonicalizer();
  const a = task(1, "new");
  const b = task(1, "new");
  t.not(a, b);
  t.is(canon.value(a, 0, undefined), a);
  t.is(canon.value(b, 0, undefined), a);
  t.is(canon.value(task(2, "new"), 0, undefined) === a, false);
  // A new state's set of fresh records: the set itself is new, its equal elements are replaced in place.
  const parent: Value[] = [fingerprinted(setOf([a])), 0];
  const fresh = task(1, "new");
  const next: Value[] = [fingerprinted(setOf([fresh, task(3, "run")])), 1];
  canon.state(next, parent);
  const elems = (next[0] as { elems: readonly Value[] }).elems;
  t.is(elems[0], a);
  // A state whose value equals one seen before gets that very object.
  const again: Value[] = [fingerprinted(setOf([task(1, "new"), task(3, "run")])), 2];
  canon.state(again, parent);
  t.is(again[0], next[0]);
});

test("a function on strings (TLC's FcnRcdValue) is never merged with the record of the same fields", (t) => {
  const table = new InternTable();
  const rec = fingerprinted(record(table, [["a", 1], ["b", 2]]));
  const domain = [table.string("a"), table.string("b")];
  const fcn = fingerprinted(constructedFcn(domain, [1, 2], false));
  t.is(fingerprintHex(rec), fingerprintHex(fcn));
  const canon = new Canonicalizer();
  t.is(canon.value(rec, 0, undefined), rec);
  t.is(canon.value(fcn, 0, undefined), fcn);
  t.false(same(rec, fcn));
  // The record found its table entry; a second function on strings is left as it is (one entry per
  // fingerprint: the record holds it), never made the record.
  t.is(canon.value(fingerprinted(record(table, [["a", 1], ["b", 2]])), 0, undefined), rec);
  const fcn2 = fingerprinted(constructedFcn(domain, [1, 2], false));
  t.is(canon.value(fcn2, 0, undefined), fcn2);
});

test("a FcnTuple is never merged with the tuple of the same elements, nor FcnTuples of another `intv`", (t) => {
  const plain = fingerprinted(tuple([7, 8]));
  const byMap = fingerprinted(constructedFcn([1, 2], [7, 8], false));
  const byInterval = fingerprinted(constructedFcn([1, 2], [7, 8], true));
  t.is(fingerprintHex(plain), fingerprintHex(byMap));
  const canon = new Canonicalizer();
  t.is(canon.value(plain, 0, undefined), plain);
  t.is(canon.value(byMap, 0, undefined), byMap);
  t.is(canon.value(byInterval, 0, undefined), byInterval);
  t.false(same(plain, byMap));
  t.false(same(byMap, byInterval));
  t.is(canon.value(fingerprinted(tuple([7, 8])), 0, undefined), plain);
});

test("a record still holding a constructor's written order is never merged, either way", (t) => {
  const { ctx } = testContext(["alpha", "zeta"]);
  // [zeta |-> 1, alpha |-> 2] as written: its DOMAIN set is a marking copy (values/intern.ts).
  const written = fingerprinted(core.record(ctx, ["zeta", "alpha"], [1, 2]));
  const plain = fingerprinted(core.record(ctx, ["alpha", "zeta"], [2, 1]));
  t.is(fingerprintHex(written), fingerprintHex(plain));
  const canon = new Canonicalizer();
  t.is(canon.value(plain, 0, undefined), plain);
  t.is(canon.value(written, 0, undefined), written);
  t.false(same(written, plain));
  const canon2 = new Canonicalizer();
  const written2 = fingerprinted(core.record(ctx, ["zeta", "alpha"], [1, 2]));
  t.is(canon2.value(written, 0, undefined), written);
  t.is(canon2.value(written2, 0, undefined), written2);
  t.is(canon2.value(plain, 0, undefined), plain);
});

test("values not fingerprinted are left alone", (t) => {
  const table = new InternTable();
  const a = record(table, [["x", 1]]);
  const b = record(table, [["x", 1]]);
  const canon = new Canonicalizer();
  t.is(canon.value(a, 0, undefined), a);
  t.is(canon.value(b, 0, undefined), b);
  t.is(canon.lookups[0], 0);
});
