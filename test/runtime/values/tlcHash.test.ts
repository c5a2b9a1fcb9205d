// TLC's FP64 value fingerprints and Java's HashSet order, which TLC's Java overrides see.
// Every expected number is what ../shared/oracles/tlc printed: fingerprints as the node
// ids of GraphViz!DotDiGraph (`tlc -fp N`), orders as the keys of the unnormalized
// function SVG!NodesOfDirectedMultiGraph returns (built by Collectors.toMap, a HashMap),
// printed with ToString. The wider comparison is corpus/community/TlcHash.tla.

import test from "ava";
import { InternTable } from "../../../runtime/values/intern.js";
import { ModelValue } from "../../../runtime/values/kinds.js";
import { javaComputeIfAbsentOrder, javaHashOrder, setTlcPolynomial, tlcFingerprint, tlcHashCode, tlcPolynomial, UnknownHash } from "../../../runtime/values/tlcHash.js";
import { testContext } from "../modules/support/context.js";

const { v } = testContext();

test("fingerprints of integers, Booleans, strings, tuples, functions, records and sets under -fp 0 and -fp 1", (t) => {
  const expected: readonly (readonly [string, string, string])[] = [
    ["-7", "-401764776026812585", "4943242050777816863"],
    ["1", "-686636423115914061", "-5002151522364771816"],
    ["2", "-7115858903467826205", "-2714544764469681861"],
    ["300000", "6979995640837464725", "5523458535636136114"],
    ["FALSE", "-2804987920503738510", "-1221760957157111939"],
    ["TRUE", "7428136956887566935", "-1793076792765665425"],
    ['"ab"', "-3431737713819659286", "3440076002580599506"],
    ['"v01"', "3452842636491580357", "-6687971100969313919"],
    ["<<>>", "4654667354942712764", "882809175845156743"],
    ['<<1, "x">>', "1302337054765271241", "-6616855895745507014"],
    ["(3 :> 4 @@ 5 :> 6)", "6005765833508415355", "1715786005246172703"],
    ["[a |-> 1, b |-> {2, 3}]", "-6921436285603931992", "-2747296142625318947"],
    ["{}", "702527199751068234", "-3342487420062967482"],
    ["{1}", "6687001627285171305", "-6247018106027607063"],
    ["2..4", "-5244128873810910680", "-2317880776948458951"],
  ];
  for (const [value, fp0, fp1] of expected) {
    t.is(String(tlcFingerprint(v(value), 0)), fp0, value);
    t.is(String(tlcFingerprint(v(value), 1)), fp1, value);
  }
  // Every representation of a value fingerprints alike (a set is fingerprinted through its elements).
  t.is(tlcFingerprint(v("{2, 3, 4}"), 0), tlcFingerprint(v("2..4"), 0));
  t.is(tlcFingerprint(v("(1 :> 3 @@ 2 :> 6)"), 0), tlcFingerprint(v("<<3, 6>>"), 0));
});

test("hashCode folds the fingerprint's halves; the chosen polynomial is the default", (t) => {
  const fp = tlcFingerprint(v("1"), 0);
  t.is(tlcHashCode(v("1"), 0), Number(BigInt.asIntN(32, fp >> 32n) ^ BigInt.asIntN(32, fp)));
  const before = tlcPolynomial();
  try {
    setTlcPolynomial(1);
    t.is(tlcFingerprint(v("1")), tlcFingerprint(v("1"), 1));
    t.throws(() => setTlcPolynomial(131), { instanceOf: RangeError });
  } finally {
    setTlcPolynomial(before);
  }
});

test("a model value named in the cfg is fingerprinted by its cfg position, TLC's intern token (TLC -fp 0, DotDiGraph ids of CONSTANTS a = a, b = b, c = c, Zed = Zed)", (t) => {
  // Seeded as the compiler seeds a run: the cfg's values, then the built-ins from TRUE on, then the modules' names.
  const intern = new InternTable();
  intern.seed(["a", "b", "c", "Zed", "TRUE", "FALSE", "x"]);
  const fp = (name: string): string => String(tlcFingerprint(intern.modelValue(name), 0, intern));
  t.deepEqual(["a", "b", "c", "Zed"].map(fp), ["3247490433077925545", "5068397444161466873", "6959255324736154825", "-8009230760723890343"]);
  // TLC numbers a name first met after the cfg after everything SANY interns (x was 415 there): unknown here.
  t.throws(() => fp("x"), { instanceOf: UnknownHash });
  t.throws(() => fp("new"), { instanceOf: UnknownHash });
  t.throws(() => tlcFingerprint(intern.modelValue("a"), 0), { instanceOf: UnknownHash }, "without the run's table");
});

test("values whose TLC fingerprint is not modelled say so", (t) => {
  t.throws(() => tlcFingerprint(new ModelValue("m1", 1, undefined), 0), { instanceOf: UnknownHash });
  t.throws(() => tlcFingerprint(v("{4294967296}"), 0), { instanceOf: UnknownHash });
  t.throws(() => tlcFingerprint(v("<<Nat>>"), 0), { instanceOf: UnknownHash });
});

test("a HashMap of values iterates in TLC's order under -fp 0 and -fp 1", (t) => {
  const names = ["a", "b", "c", "d", "v01", "v02"];
  const order = (fp: number): string => javaHashOrder(names.map((n) => tlcHashCode(v(`"${n}"`), fp)))!.map((i) => names[i]).join(" ");
  t.is(order(0), "d a c b v01 v02");
  t.is(order(1), "b c d v02 a v01");
});

test("Java's table growth: 16 buckets, doubled past three quarters full or at 9 entries in a bucket below 64 buckets", (t) => {
  // 12 entries fit 16 buckets: bucket = hash & 15, ties in insertion order.
  t.deepEqual(javaHashOrder([17, 1, 16, 0]), [2, 3, 0, 1]);
  // The 13th entry doubles the table to 32: 17 and 1 part.
  const thirteen = [17, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
  t.deepEqual(javaHashOrder(thirteen)!.slice(0, 2), [1, 2]);
  // Nine hashes in one bucket of a 16 table: the table doubles instead of a tree.
  const crowded = [0, 16, 32, 48, 64, 80, 96, 112, 128];
  t.deepEqual(javaHashOrder(crowded), [0, 2, 4, 6, 8, 1, 3, 5, 7]);
  // Still a list after that doubling: 32 buckets, all nine in bucket 0, in insertion order.
  t.deepEqual(javaHashOrder(Array.from({ length: 9 }, (_, i) => i * 1024)), [0, 1, 2, 3, 4, 5, 6, 7, 8]);
  // At 64 buckets (25 entries) Java makes a tree of a ninth entry's bucket, whose order is not modelled.
  const spread = Array.from({ length: 25 }, (_, i) => i + 1);
  t.is(javaHashOrder([...spread, ...Array.from({ length: 9 }, (_, i) => i * 4096)]), undefined);
  t.not(javaHashOrder([...spread, ...Array.from({ length: 8 }, (_, i) => i * 4096)]), undefined);
});

test("a HashMap filled by computeIfAbsent: colliding keys last added first, resizes before an add (java.util.HashMap of IntValues, measured)", (t) => {
  const order = (fp: number, keys: number[]): number[] => javaComputeIfAbsentOrder(keys.map((k) => tlcHashCode(k, fp)))!.map((i) => keys[i]!);
  // -fp 0: 0 and 4 share bucket 12; computeIfAbsent puts 4 before 0 (put would keep 0 first).
  t.deepEqual(order(0, [0, 1, 2, 3, 4]), [1, 2, 3, 4, 0]);
  t.deepEqual(javaHashOrder([0, 1, 2, 3, 4].map((k) => tlcHashCode(k, 0))), [1, 2, 3, 0, 4]);
  // 20 keys (one resize), 40 keys under -fp 3 (two), as Java 17 iterated them.
  const twenty = Array.from({ length: 20 }, (_, i) => (i * 7) % 1000);
  t.deepEqual(order(0, twenty), [14, 42, 119, 84, 21, 133, 112, 49, 126, 63, 28, 56, 70, 7, 77, 91, 0, 98, 35, 105]);
  const forty = Array.from({ length: 40 }, (_, i) => (i * 13) % 1000);
  t.deepEqual(order(3, forty), [182, 26, 286, 299, 377, 78, 481, 468, 390, 130, 208, 39, 494, 117, 442, 234, 325, 221, 143, 273, 65, 52, 338, 507, 156, 260, 169, 429, 0, 247, 364, 91, 104, 351, 312, 416, 13, 455, 195, 403]);
});
