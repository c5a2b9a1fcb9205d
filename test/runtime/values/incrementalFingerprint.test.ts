// Incremental fingerprints (valueFingerprint.ts): an EXCEPT's fingerprint derived from
// its base's, and a state's from the hashes of its unchanged variables, must be the very
// fingerprint the value or state gets when built and hashed from scratch; and the sum
// of entry hashes behind them must keep 64-bit quality on structured values.

import test from "ava";
import * as core from "../../../runtime/modules/core.js";
import * as Seqs from "../../../runtime/modules/Sequences.js";
import {
  fcn,
  fingerprintHex,
  fingerprintState,
  InternTable,
  interval,
  record,
  setOf,
  StateHasher,
  str,
  tuple,
  type FcnValue,
  type Value,
} from "../../../runtime/values/index.js";
import { testContext } from "../modules/support/context.js";

/** A deterministic pseudo-random generator (mulberry32), so failures reproduce. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The same value rebuilt from fresh objects, so nothing is cached and nothing was derived. */
function rebuilt(table: InternTable, v: Value): Value {
  if (typeof v !== "object") return v;
  switch (v.kind) {
    case 1:
      return str(table, v.text);
    case 3:
      return setOf(v.elems.map((x) => rebuilt(table, x)));
    case 5:
      return tuple(v.elems.map((x) => rebuilt(table, x)));
    case 6:
      return fcn(
        v.domain.map((x) => rebuilt(table, x)),
        v.values.map((x) => rebuilt(table, x)),
      );
    default:
      return v;
  }
}

/** Fresh copies of strings are the interned objects; copy their cache away by hashing a fresh table's. */
function freshHex(v: Value): string {
  return fingerprintHex(rebuilt(new InternTable(), v));
}

test("EXCEPT chains give the fingerprint of the same value built afresh, whether or not the base was fingerprinted", (t) => {
  const { ctx } = testContext();
  const table = ctx.intern;
  const random = rng(7);
  const pick = (n: number): number => Math.floor(random() * n);
  const names = ["a", "b", "c", "d", "e"].map((n) => table.string(n));
  const leaf = (): Value => {
    switch (pick(5)) {
      case 0:
        return pick(4);
      case 1:
        return pick(2) === 0;
      case 2:
        return names[pick(names.length)]!;
      case 3:
        return setOf([pick(3), pick(3)]);
      default:
        return tuple([pick(3)]);
    }
  };
  const recordOf = (): FcnValue => record(table, ["a", "b", "c", "d"].map((n) => [n, leaf()] as const));
  let checked = 0;
  for (let round = 0; round < 400; round++) {
    // A function of records, a tuple of records, a record: each updated by a chain of EXCEPTs.
    const bases: Value[] = [
      fcn(names.slice(0, 3), [recordOf(), recordOf(), recordOf()]),
      tuple([recordOf(), recordOf(), recordOf(), recordOf()]),
      recordOf(),
    ];
    for (let base of bases) {
      if (pick(2) === 0) fingerprintHex(base);
      const steps = 1 + pick(4);
      for (let s = 0; s < steps; s++) {
        const isTuple = typeof base === "object" && base.kind === 5;
        const keys: Value[] = isTuple ? [1, 2, 3, 4] : typeof base === "object" && base.kind === 6 ? [...base.domain] : [];
        const key = keys[pick(keys.length)]!;
        const old = core.apply(ctx, base, key);
        const isRecord = typeof old === "object" && old.kind === 6;
        switch (pick(4)) {
          case 0:
            base = core.exceptKey(ctx, base, key, leaf(), () => t.fail("missing key"), 0);
            break;
          case 1:
            base = isRecord
              ? core.exceptKey2(ctx, base, key, names[pick(4)]!, leaf(), () => t.fail("missing key"), 0)
              : core.exceptKey(ctx, base, key, old, () => t.fail("missing key"), 0);
            break;
          case 2:
            base = core.except(ctx, base, [key], () => (isRecord ? recordOf() : leaf()));
            break;
          default:
            base = core.exceptKey(ctx, base, key, tuple([leaf(), setOf([leaf()])]), () => t.fail("missing key"), 0);
        }
        // Fingerprint some intermediate results, so that chains mix derived, pending and full states.
        if (pick(3) === 0) fingerprintHex(base);
      }
      t.is(fingerprintHex(base), freshHex(base));
      checked++;
    }
  }
  t.is(checked, 1200);
});

test("sequences built by Append, Tail, SubSeq, \\o and EXCEPT give the fingerprint of the same tuple built afresh", (t) => {
  const { ctx } = testContext();
  const table = ctx.intern;
  const random = rng(13);
  const pick = (n: number): number => Math.floor(random() * n);
  const names = ["a", "b", "c"].map((n) => table.string(n));
  const leaf = (): Value => {
    switch (pick(4)) {
      case 0:
        return pick(5);
      case 1:
        return names[pick(names.length)]!;
      case 2:
        return record(table, [["type", names[pick(3)]!], ["clock", pick(3)]]);
      default:
        return tuple([pick(3), setOf([pick(3)])]);
    }
  };
  let checked = 0;
  for (let round = 0; round < 300; round++) {
    // A queue grown and shrunk by a chain of operations, some intermediate results fingerprinted.
    let q: Value = tuple(Array.from({ length: pick(6) }, leaf));
    for (let step = 0; step < 12; step++) {
      const len = Seqs.Len(ctx, q);
      switch (pick(6)) {
        case 0:
        case 1:
          q = Seqs.Append(ctx, q, leaf());
          break;
        case 2:
          if (len > 0) q = Seqs.Tail(ctx, q);
          break;
        case 3:
          q = Seqs.concat(ctx, q, tuple(Array.from({ length: pick(4) }, leaf)));
          break;
        case 4:
          if (len > 0) {
            const from = 1 + pick(len);
            q = Seqs.SubSeq(ctx, q, from, from + pick(len - from + 1));
          }
          break;
        default:
          if (len > 0) q = core.exceptKey(ctx, q, 1 + pick(len), leaf(), () => t.fail("missing index"), 0);
      }
      if (pick(3) !== 0) fingerprintHex(q);
      t.is(fingerprintHex(q), freshHex(q));
      checked++;
    }
  }
  t.is(checked, 3600);
});

test("a StateHasher gives fingerprintState's fingerprint over states sharing values", (t) => {
  const random = rng(11);
  const pick = (n: number): number => Math.floor(random() * n);
  const pool: Value[] = [0, 1, true, setOf([1, 2]), tuple([1]), interval(1, 3), setOf([]), tuple([setOf([1])])];
  const hasher = new StateHasher();
  const a = new Uint32Array(2);
  const b = new Uint32Array(2);
  let state: Value[] = [0, 0, 0, 0, 0];
  for (let i = 0; i < 2000; i++) {
    const next = state.slice();
    // Change one or two variables, sometimes to an equal value in a new object.
    for (let k = pick(3); k > 0; k--) {
      const at = pick(next.length);
      next[at] = pick(4) === 0 ? rebuilt(new InternTable(), next[at]!) : pool[pick(pool.length)]!;
    }
    hasher.fingerprint(next, a);
    fingerprintState(next.map((v) => rebuilt(new InternTable(), v)), b);
    t.deepEqual([...a], [...b]);
    state = next;
  }
  // States of a different size through the same hasher.
  hasher.fingerprint([1, 2], a);
  fingerprintState([1, 2], b);
  t.deepEqual([...a], [...b]);
});

test("structured values that differ get different fingerprints, and each half is evenly spread", (t) => {
  const table = new InternTable();
  const values: Value[] = [];
  // Records [a, b, c, d, e] over 0..9 (100,000), tuples <<i, j>> over 0..199 (40,000), sets of 1..16 (65,536
  // subsets: every function's fingerprint is a sum over entries, every set's a stream), EXCEPT images of one
  // function at every key and value and sequences made by Append (derived, not hashed in full).
  for (let n = 0; n < 100000; n++) {
    const d = [n % 10, Math.floor(n / 10) % 10, Math.floor(n / 100) % 10, Math.floor(n / 1000) % 10, Math.floor(n / 10000)];
    values.push(record(table, ["a", "b", "c", "d", "e"].map((f, i) => [f, d[i]!] as const)));
  }
  for (let i = 0; i < 200; i++) for (let j = 0; j < 200; j++) values.push(tuple([i, j]));
  for (let m = 0; m < 1 << 16; m++) {
    const xs: number[] = [];
    for (let k = 0; k < 16; k++) if (m & (1 << k)) xs.push(k + 1);
    values.push(setOf(xs));
  }
  const { ctx } = testContext();
  const keys = Array.from({ length: 200 }, (_, i) => str(ctx.intern, `k${i}`));
  const base = fcn(keys, keys.map(() => 0));
  fingerprintHex(base);
  for (let k = 0; k < keys.length; k++) for (let x = 1; x <= 100; x++) values.push(core.exceptKey(ctx, base, keys[k]!, x, () => t.fail(), 0));
  // Sequences of 3 to 40 elements, each appended to a fingerprinted prefix (derived): 0..99 appended to each prefix of 0, 1, 2, ...
  for (let n = 2; n < 40; n++) {
    const prefix = tuple(Array.from({ length: n }, (_, i) => i % 7));
    fingerprintHex(prefix);
    for (let x = 0; x < 100; x++) values.push(Seqs.Append(ctx, prefix, 1000 + x));
  }
  const n = values.length;
  const full = new Set<string>();
  const hi = new Set<string>();
  const lo = new Set<string>();
  for (const v of values) {
    const hex = fingerprintHex(v);
    full.add(hex);
    hi.add(hex.slice(0, 8));
    lo.add(hex.slice(8));
  }
  t.is(full.size, n, "no 64-bit collision");
  // Birthday bound for n values in 2^32 buckets: about n^2 / 2^33 collisions per half (about 7.5 here).
  const expected = (n * n) / 2 ** 33;
  t.true(n - hi.size < 4 * expected + 10, `high half: ${n - hi.size} collisions, about ${expected.toFixed(1)} expected`);
  t.true(n - lo.size < 4 * expected + 10, `low half: ${n - lo.size} collisions, about ${expected.toFixed(1)} expected`);
});
