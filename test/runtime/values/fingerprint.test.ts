// Fingerprints (TLC-SEMANTICS §4.2): equal values, equal fingerprints, whatever the
// representation; every lazy set kind fingerprints exactly like its enumeration.

import test from "ava";
import {
  expand,
  fcn,
  fcnSet,
  fingerprintHex,
  fingerprintState,
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
  type SetValue,
} from "../../../runtime/values/index.js";

test("every lazy set kind fingerprints like its enumeration", (t) => {
  const table = new InternTable();
  const lazy: [string, SetValue][] = [
    ["interval", interval(-2, 4)],
    ["empty interval", interval(1, 0)],
    ["SUBSET", subset(setOf([1, 2, 3]))],
    ["[S -> T]", fcnSet(setOf([1, 2]), setOf([str(table, "x"), str(table, "y")]))],
    ["[S -> T] on strings", fcnSet(setOf([str(table, "p"), str(table, "q")]), interval(0, 1))],
    ["[a : S, b : T]", recordSet(table, [["a", setOf([1, 2])], ["b", setOf([true, false])]])],
    ["S \\X T", product([setOf([1, 2]), interval(3, 4)])],
  ];
  for (const [what, s] of lazy) {
    const enumerated = setOf([...expand(s).elems]);
    t.is(fingerprintHex(s), fingerprintHex(enumerated), what);
  }
});

test("one value in different notations has one fingerprint", (t) => {
  const table = new InternTable();
  t.is(fingerprintHex(tuple([4, 5])), fingerprintHex(fcn([2, 1], [5, 4])));
  t.is(fingerprintHex(record(table, [["a", 1]])), fingerprintHex(fcn([str(table, "a")], [1])));
  t.is(fingerprintHex(tuple([])), fingerprintHex(record(table, [])));
  t.is(fingerprintHex(interval(1, 0)), fingerprintHex(setOf([])));
  t.is(fingerprintHex(setOf([3, 1, 2, 1])), fingerprintHex(interval(1, 3)));
});

test("different values get different fingerprints", (t) => {
  const table = new InternTable();
  const values = [
    0, 1, -1, true, false, str(table, ""), str(table, "a"), modelValue(table, "a"), setOf([]), tuple([]),
    setOf([0]), tuple([0]), tuple([1]), setOf([setOf([])]), tuple([tuple([])]), record(table, [["a", 1]]),
    record(table, [["b", 1]]), fcn([str(table, "a"), str(table, "b")], [1, 2]), tuple([1, 2]), tuple([2, 1]),
    interval(1, 2), interval(2, 3), str(table, "ab"), str(table, "ba"),
  ];
  const fps = new Set(values.map(fingerprintHex));
  t.is(fps.size, values.length);
});

test("the fingerprint is cached on a compound value and stable", (t) => {
  const s = setOf([tuple([1, 2]), tuple([3])]);
  const first = fingerprintHex(s);
  t.is(s.fpState, 1);
  t.is(fingerprintHex(s), first);
  t.is(fingerprintHex(setOf([tuple([3]), tuple([1, 2])])), first);
});

test("state fingerprints depend on every variable and on their order", (t) => {
  const a = new Uint32Array(2);
  const b = new Uint32Array(2);
  fingerprintState([1, setOf([2])], a);
  fingerprintState([1, interval(2, 2)], b);
  t.deepEqual([...a], [...b]);
  fingerprintState([setOf([2]), 1], b);
  t.notDeepEqual([...a], [...b]);
  fingerprintState([1, setOf([3])], b);
  t.notDeepEqual([...a], [...b]);
});

test("mix2 from precomputed (tag, i) lanes hashes exactly as mix4 does", async (t) => {
  const fp = await import("../../../runtime/values/fingerprint.js");
  const tag = 0x1e7a0001;
  const prefixes = fp.pairPrefixes(tag, 300);
  const words = [0, 1, -1, 0x7fffffff, -0x80000000, 12345, -987654321];
  let compared = 0;
  for (let i = 0; i < 300; i += 7) {
    for (const c of words) {
      for (const d of words) {
        fp.mix4(tag, i, c, d);
        const hi = fp.outHi;
        const lo = fp.outLo;
        fp.mix2(prefixes, i, c, d);
        if (fp.outHi !== hi || fp.outLo !== lo) t.fail(`mix2 differs at i=${i}, c=${c}, d=${d}`);
        compared++;
      }
    }
  }
  t.is(compared, 43 * words.length * words.length);
});

// A string-keyed entry hashes from lanes kept per key token (valueFingerprint.ts `stringKeyed`):
// a token names one string per intern table, so two tables giving one token to different field
// names must not share lanes, and a record's fingerprint must not depend on which table hashed first.
test("records whose field names share a token in different intern tables fingerprint by their own names", (t) => {
  const first = new InternTable();
  const second = new InternTable();
  const a = str(first, "alpha");
  const b = str(second, "beta");
  t.is(a.token, b.token);
  const ra = record(first, [["alpha", 1]]);
  const rb = record(second, [["beta", 1]]);
  t.not(fingerprintHex(ra), fingerprintHex(rb));
  // The same records rebuilt in fresh tables, fingerprinted in the other order, give the same fingerprints.
  const third = new InternTable();
  const fourth = new InternTable();
  const rb2 = record(fourth, [["beta", 1]]);
  t.is(fingerprintHex(rb2), fingerprintHex(rb));
  const ra2 = record(third, [["alpha", 1]]);
  t.is(fingerprintHex(ra2), fingerprintHex(ra));
  // And as a function with the same string domain built another way.
  t.is(fingerprintHex(fcn([str(first, "alpha")], [1])), fingerprintHex(ra));
});
