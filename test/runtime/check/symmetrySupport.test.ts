// Leaving permutations out of the SYMMETRY representative search (symmetrySupport.ts)
// must never change the representative: it is compared here with the smallest of all
// built images, on random protocol-shaped states under a product of two symmetric
// groups (as `Permutations(Values) \union Permutations(Replicas)` on FastPaxos).

import test from "ava";
import { permutationsOf, permute, representative, type Permutation } from "../../../runtime/check/symmetry.js";
import { permutationsActingOn, supportIndex } from "../../../runtime/check/symmetrySupport.js";
import { InternTable, compare, equals, fcn, printValue, record, setOf, subset, type Value } from "../../../runtime/values/index.js";

const table = new InternTable();
const replicas = ["r1", "r2", "r3", "r4"].map((n) => table.modelValue(n));
const values = ["v1", "v2", "v3"].map((n) => table.modelValue(n));
const none = table.modelValue("none");

/** Every permutation of `xs` as a function on `xs`. */
function permutationsOfSet(xs: readonly Value[]): Value[] {
  const out: Value[] = [];
  const go = (rest: readonly Value[], acc: readonly Value[]): void => {
    if (rest.length === 0) out.push(fcn(xs, acc));
    rest.forEach((x, i) => go([...rest.slice(0, i), ...rest.slice(i + 1)], [...acc, x]));
  };
  go(xs, []);
  return out;
}

const perms = permutationsOf(setOf([...permutationsOfSet(replicas), ...permutationsOfSet(values)]));

function rng(seed: number): () => number {
  let s = seed;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 2 ** 32;
  };
}

/** A FastPaxos-like state: a message set, functions on some replicas, a chosen value. */
function randomState(r: () => number): Value[] {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
  const someReplicas = replicas.slice(0, 1 + Math.floor(r() * replicas.length));
  const someValues = values.slice(0, 1 + Math.floor(r() * values.length));
  const messages = Array.from({ length: Math.floor(r() * 7) }, () =>
    r() < 0.4
      ? record(table, [
          ["type", table.string("P2a")],
          ["ballot", Math.floor(r() * 3)],
          ["value", pick([...someValues, none])],
        ])
      : record(table, [
          ["type", table.string("P2b")],
          ["ballot", Math.floor(r() * 3)],
          ["value", pick(someValues)],
          ["acceptor", pick(someReplicas)],
        ]),
  );
  const onReplicas = (range: readonly Value[]): Value => fcn(someReplicas, someReplicas.map(() => pick(range)));
  return [r() < 0.5 ? none : pick(someValues), setOf(messages), onReplicas([0, 1, 2]), onReplicas([...someValues, none])];
}

/** The smallest image of `state` over the identity and every permutation, each built in full. */
function smallestBuilt(state: readonly Value[], all: readonly Permutation[], order: readonly number[]): Value[] {
  let best = state.slice();
  for (const p of all) {
    const image = state.map((v) => permute(v, p));
    for (const at of order) {
      const c = compare(image[at]!, best[at]!);
      if (c < 0) best = image;
      if (c !== 0) break;
    }
  }
  return best;
}

test("the representative is the smallest built image though most permutations are left out", (t) => {
  t.is(perms.length, 143);
  const r = rng(2024);
  for (let round = 0; round < 300; round++) {
    const state = randomState(r);
    // The message set before the functions, as TLC orders FastPaxos' variables; and the other way round.
    for (const order of [[0, 1, 2, 3], [3, 2, 1, 0]]) {
      const got = representative(state, perms, order);
      const want = smallestBuilt(state, perms, order);
      if (!got.every((v, i) => equals(v, want[i]!))) {
        t.fail(`state ${state.map((v) => printValue(v)).join(" | ")}: ${got.map((v) => printValue(v)).join(" | ")}, built ${want.map((v) => printValue(v)).join(" | ")}`);
        return;
      }
    }
  }
  t.pass();
});

test("only permutations that act differently on the state's model values are tried", (t) => {
  const index = supportIndex(perms)!;
  t.truthy(index);
  // r1 and v1 only: 3 other places for r1 times 2 for v1, less the identity.
  const state = [setOf([record(table, [["acceptor", replicas[0]!], ["value", values[0]!]])])];
  t.is(permutationsActingOn(state, index).length, 4 * 3 - 1);
  // No moved model value: nothing to try.
  t.is(permutationsActingOn([setOf([none, 1])], index).length, 0);
  // A lazy set is not walked: every permutation stays.
  t.is(permutationsActingOn([...state, subset(setOf([1]))], index).length, 143);
});
