// Permuting values by a SYMMETRY permutation and choosing the orbit representative
// as TLC does (the smallest permuted state, compared variable by variable).

import test from "ava";
import { permutationsOf, permute, representative } from "../../../runtime/check/symmetry.js";
import { InternTable, equals, fcn, printValue, setOf, tuple, type Value } from "../../../runtime/values/index.js";

const table = new InternTable();
const [a, b, c] = ["a", "b", "c"].map((n) => table.modelValue(n)) as [Value, Value, Value];
const swapAB = fcn([a, b, c], [b, a, c]);
const identity = fcn([a, b, c], [a, b, c]);

test("permutationsOf drops the identity and keeps the moved model values", (t) => {
  const perms = permutationsOf(setOf([identity, swapAB]));
  t.is(perms.length, 1);
  t.is(perms[0]!.images.size, 2);
});

test("permute renames model values inside sets, tuples and function domains, re-sorting them", (t) => {
  const [p] = permutationsOf(setOf([swapAB]));
  t.is(printValue(permute(setOf([a, c]), p!)), "{b, c}");
  t.is(printValue(permute(tuple([a, 1, b]), p!)), "<<b, 1, a>>");
  // Domain {a, c} -> {b, c}: still sorted by token (a < b < c).
  const f = fcn([a, c], [1, 2]);
  t.is(printValue(permute(f, p!)), "(b :> 1 @@ c :> 2)");
  t.true(equals(permute(permute(f, p!), p!), f));
  // Values without model values come back as the very same object.
  const plain = setOf([1, 2]);
  t.is(permute(plain, p!), plain);
});

test("the representative is the smallest permuted state in the given variable order", (t) => {
  const perms = permutationsOf(setOf([identity, swapAB]));
  // <<b, a>> permutes to <<a, b>>, which is smaller in the first variable.
  const rep = representative([b, a], perms, [0, 1]);
  t.is(rep.map((v) => printValue(v)).join(","), "a,b");
  // Compared in the order (second, first): <<b, a>> is already the smaller one.
  const rep2 = representative([b, a], perms, [1, 0]);
  t.is(rep2.map((v) => printValue(v)).join(","), "b,a");
});

test("the permutations generate a group: Permutations({a,b}) \\union Permutations({c,d}) reduces by all 3 non-identity combinations (TLC's permutationSubgroup)", (t) => {
  const d = table.modelValue("d");
  const swapCD = fcn([c, d], [d, c]);
  const perms = permutationsOf(setOf([fcn([a, b], [b, a]), swapCD]));
  t.is(perms.length, 3);
  // The combined swap is among them.
  t.true(perms.some((p) => equals(permute(tuple([a, c]), p), tuple([b, d]))));
});

test("a model value from another intern table (actions built at load time) is permuted by name", (t) => {
  const other = new InternTable();
  const a2 = other.modelValue("a");
  const [p] = permutationsOf(setOf([swapAB]));
  t.is(printValue(permute(tuple([a2]), p!)), printValue(tuple([b])));
});
