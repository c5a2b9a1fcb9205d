// The Randomization module as TLC's Java overrides check their arguments
// (tlc2/module/Randomization.java), with the choice made deterministic: TLC draws its
// subsets from a generator seeded per state, so no run can be reproduced value for value,
// while tla2ts picks, as RandomElement does (runtime/modules/TLC.ts), the first
// candidates in TLC's order. Each pick is one TLC can make: RandomSubset(k, S) is the k
// smallest elements (all of S when k exceeds its size); RandomSetOfSubsets(k, n, S) is
// the k smallest n-element subsets (TLC puts each element in each of its k draws with
// probability n / Cardinality(S), so k draws of n-element subsets are among its outcomes,
// duplicates merged when fewer exist). TLC's module does not define RandomSubsetSet (its
// Java method has no TLA+ operator to replace), so neither does tla2ts's.

import type { EvalContext } from "../check/spec.js";
import { cardinality, isEnumerable, isSet, setOf, sortedElements, sortedSet, tuple, type SetValue, type Value } from "../values/index.js";
import { argumentError, type Position } from "./args.js";
import { enumerateSorted } from "./core.js";
import { kSubset } from "./FiniteSetsExt.js";
import type { ModuleOperators } from "./registry.js";

// TLC's EC.TLC_MODULE_ARGUMENT_ERROR puts "a " before the expected kind; RandomSubset's own kind starts with "a ".
function finiteSet(v: Value, op: string, position: Position, expected: string): SetValue {
  if (typeof v === "object" && isSet(v) && isEnumerable(v)) return v;
  return argumentError(op, position, expected, v);
}

function naturalArg(v: Value, op: string, position: Position): number {
  if (typeof v === "number" && v >= 0) return v;
  return argumentError(op, position, "a nonnegative integer", v);
}

/** `RandomSubset(k, S)`: the k smallest elements of S (all of S when k exceeds its size). */
export function RandomSubset(ctx: EvalContext, k: Value, s: Value): SetValue {
  if (typeof k !== "number") return argumentError("RandomSubset", "first", "a nonnegative integer", k);
  const elems = enumerateSorted(ctx, finiteSet(s, "RandomSubset", "second", "a a finite set"));
  return sortedSet(elems.slice(0, Math.max(0, k)));
}

/** `RandomSetOfSubsets(k, n, S)`: the k smallest n-element subsets of S, with TLC's argument checks. */
export function RandomSetOfSubsets(ctx: EvalContext, k: Value, n: Value, s: Value): SetValue {
  const picks = naturalArg(k, "RandomSetOfSubsets", "first");
  const size = naturalArg(n, "RandomSetOfSubsets", "second");
  const set = finiteSet(s, "RandomSetOfSubsets", "third", "a finite set");
  const count = cardinality(set);
  // TLC compares exponents first, so that 2^Cardinality(S) never overflows.
  if (32 - Math.clz32(picks) > count && picks > 2 ** count) {
    return argumentError("RandomSetOfSubsets", "first", `a nonnegative integer that is smaller than the subset's size of 2^${count}`, picks);
  }
  if (count < size) return argumentError("RandomSetOfSubsets", "second", "a nonnegative integer in range 0..Cardinality(S)", size);
  return setOf(sortedElements(kSubset(ctx, size, set)).slice(0, picks));
}

/** `TestRandomSetOfSubsets(k, n, S)`: the sizes of five RandomSetOfSubsets(k, n, S), as TLC's module defines it. */
export function TestRandomSetOfSubsets(ctx: EvalContext, k: Value, n: Value, s: Value): Value {
  const c = cardinality(RandomSetOfSubsets(ctx, k, n, s));
  return tuple([c, c, c, c, c]);
}

export const operators: ModuleOperators = {
  RandomSubset: { arity: 2, fn: RandomSubset, export: "RandomSubset" },
  RandomSetOfSubsets: { arity: 3, fn: RandomSetOfSubsets, export: "RandomSetOfSubsets" },
  TestRandomSetOfSubsets: { arity: 3, fn: TestRandomSetOfSubsets, export: "TestRandomSetOfSubsets" },
};
