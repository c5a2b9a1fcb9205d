// comparePermuted must order exactly as comparing the built image does: the SYMMETRY
// representative (and so TLC's distinct-state count) depends on every sign.

import test from "ava";
import { comparePermuted } from "../../../runtime/check/permutedCompare.js";
import { permutationsOf, permute, type Permutation } from "../../../runtime/check/symmetry.js";
import { InternTable, compare, fcn, printValue, record, setOf, tuple, type Value } from "../../../runtime/values/index.js";

const table = new InternTable();
const [a, b, c, d, none] = ["a", "b", "c", "d", "none"].map((n) => table.modelValue(n)) as [Value, Value, Value, Value, Value];
const symmetric = [a, b, c, d];

/** All permutations of {a, b, c, d}, as a SYMMETRY set. */
function allPermutations(): Permutation[] {
  const perms: Value[][] = [];
  const go = (rest: Value[], acc: Value[]): void => {
    if (rest.length === 0) perms.push(acc);
    rest.forEach((x, i) => go([...rest.slice(0, i), ...rest.slice(i + 1)], [...acc, x]));
  };
  go(symmetric, []);
  return permutationsOf(setOf(perms.map((img) => fcn(symmetric, img))));
}

/** A deterministic pseudo-random source (xorshift), so a failure is reproducible. */
function rng(seed: number): () => number {
  let s = seed;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 2 ** 32;
  };
}

/** Values shaped like protocol states: model values, sets of records, functions on model values, nesting. */
function randomValue(r: () => number, depth: number): Value {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
  const atom = (): Value => pick([a, b, c, d, none, 0, 1, 2]);
  if (depth === 0) return atom();
  const some = (k: number, make: () => Value): Value[] => Array.from({ length: Math.floor(r() * k) }, make);
  switch (Math.floor(r() * 6)) {
    case 0:
      return atom();
    case 1:
      // Sets hold one kind of element (TLC cannot order a tuple against a set).
      return r() < 0.5 ? setOf(some(5, () => pick([a, b, c, d, none]))) : setOf(some(4, () => setOf(some(3, () => pick(symmetric)))));
    case 2:
      return tuple(some(3, () => randomValue(r, depth - 1)));
    case 3:
      return record(table, [
        ["acceptor", pick(symmetric)],
        ["ballot", pick([0, 1, 2])],
        ["value", pick([a, b, none])],
      ]);
    case 4: {
      const dom = symmetric.filter(() => r() < 0.7);
      return fcn(dom, dom.map(() => pick([0, 1, a, b, c])));
    }
    default:
      return setOf(some(6, () => record(table, [["acceptor", pick(symmetric)], ["type", table.string(pick(["P1b", "P2b"]))], ["value", pick([a, b, c])]])));
  }
}

const sign = (n: number): number => (n > 0 ? 1 : n < 0 ? -1 : 0);

/** The sign, or "error" when TLC cannot compare the values (the two ways may name different parts). */
function signOrError(f: () => number): number | string {
  try {
    return sign(f());
  } catch {
    return "error";
  }
}

test("comparePermuted has the sign of comparing the built image, on images of one value and on unrelated values", (t) => {
  const perms = allPermutations();
  t.is(perms.length, 23);
  const r = rng(12345);
  let checked = 0;
  for (let round = 0; round < 400; round++) {
    const x = randomValue(r, 2);
    const p = perms[Math.floor(r() * perms.length)]!;
    // y: another image of x (the representative search compares those), or a fresh value.
    const ys = [permute(x, perms[Math.floor(r() * perms.length)]!), permute(x, p), x, randomValue(r, 2)];
    for (const y of ys) {
      const want = signOrError(() => compare(permute(x, p), y));
      const got = signOrError(() => comparePermuted(x, p, y));
      if (got !== want) t.fail(`x=${printValue(x)} y=${printValue(y)}: ${got}, built image ${want}`);
      checked++;
    }
  }
  t.is(checked, 1600);
});

test("a set whose image differs only in its last element is ordered by that element", (t) => {
  const [swapCD] = permutationsOf(setOf([fcn(symmetric, [a, b, d, c])]));
  const x = setOf([a, b, c]);
  // p(x) = {a, b, d} > {a, b, c}; and < {a, c, d}.
  t.true(comparePermuted(x, swapCD!, setOf([a, b, c])) > 0);
  t.true(comparePermuted(x, swapCD!, setOf([a, c, d])) < 0);
  t.is(comparePermuted(x, swapCD!, setOf([a, b, d])), 0);
  // A function on moved arguments: (a :> 1 @@ c :> 2) becomes (a :> 1 @@ d :> 2).
  const f = fcn([a, c], [1, 2]);
  t.is(comparePermuted(f, swapCD!, fcn([a, d], [1, 2])), 0);
  t.true(comparePermuted(f, swapCD!, fcn([a, c], [1, 2])) > 0);
});
