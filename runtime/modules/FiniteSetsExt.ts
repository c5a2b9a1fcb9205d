// FiniteSetsExt (community module), natively. Folds run over TLC's sorted order
// (the definitions choose with `CHOOSE x \in s : TRUE`); Max and Min are the CHOOSE
// of their definitions, so an empty set is CHOOSE's "no element satisfied" error.

import type { EvalContext } from "../check/spec.js";
import { EvalError, setOf, sortedSet, type SetValue, type Value } from "../values/index.js";
import { argumentError, boolArg, intArg, setArg, javaMethod, override3, overrideWrapped } from "./args.js";
import { bigUnion, choose, enumerateSorted, inSet, setMinus, union } from "./core.js";
import { foldLeftInto, foldRight } from "./Folds.js";
import { plus, times } from "./Naturals.js";
import type { ModuleOperators } from "./registry.js";

/**
 * TLC's override walks the set in its order and folds each element into the result so
 * far: `op(xn, ... op(x2, op(x1, base)))`, the reverse of the TLA+ definition's
 * `op(x1, op(x2, ... base))` (the two differ for a non-commutative op).
 */
function foldSet(ctx: EvalContext, op: (a: Value, b: Value) => Value, base: Value, set: Value): Value {
  return foldLeftInto(enumerateSorted(ctx, set), base, op);
}

/** Run as TLC's override (SumSet, ProductSet and ReduceSet reach it through FoldSet too): its RuntimeExceptions come wrapped. */
export const FoldSet = override3(javaMethod("tlc2.overrides.FiniteSetsExt", "foldSet", ["OpValue", "Value", "Enumerable"]), foldSet);

export function SumSet(ctx: EvalContext, set: Value): Value {
  return FoldSet(ctx, (a, b) => plus(ctx, a, b), 0, set);
}

export function ProductSet(ctx: EvalContext, set: Value): Value {
  return FoldSet(ctx, (a, b) => times(ctx, a, b), 1, set);
}

export function ReduceSet(ctx: EvalContext, op: (a: Value, b: Value) => Value, set: Value, acc: Value): Value {
  return FoldSet(ctx, op, acc, set);
}

export function MapThenSumSet(ctx: EvalContext, op: (x: Value) => Value, set: Value): Value {
  return foldRight(enumerateSorted(ctx, set), 0, (x, acc) => plus(ctx, op(x), acc));
}

export function FlattenSet(ctx: EvalContext, s: Value): SetValue {
  return bigUnion(ctx, s);
}

export function SymDiff(ctx: EvalContext, a: Value, b: Value): SetValue {
  return union(ctx, setMinus(ctx, a, b), setMinus(ctx, b, a));
}

export function Quantify(ctx: EvalContext, s: Value, p: (x: Value) => Value): number {
  try {
    let n = 0;
    for (const x of enumerateSorted(ctx, s)) if (boolArg(p(x), "Quantify", "second")) n++;
    return n;
  } catch (e) {
    // TLC runs it as a Java override: its RuntimeExceptions come wrapped (args.ts).
    return overrideWrapped(javaMethod("tlc2.overrides.FiniteSetsExt", "quantify", ["Value", "OpValue"]), e);
  }
}

/** `{s \in SUBSET S : Cardinality(s) = k}`: the k-element subsets. */
export function kSubset(ctx: EvalContext, k: Value, s: Value): SetValue {
  // TLC's override names a natural number (a negative k is no error: the empty set).
  const size = typeof k === "number" ? k : argumentError("kSubset", "first", "a natural number", k);
  const base = enumerateSorted(ctx, s);
  const n = base.length;
  const out: Value[] = [];
  if (size < 0 || size > n) return sortedSet(out);
  const idx: number[] = [];
  for (let i = 0; i < size; i++) idx.push(i);
  for (;;) {
    const elems: Value[] = new Array<Value>(size);
    for (let i = 0; i < size; i++) elems[i] = base[idx[i]!]!;
    out.push(sortedSet(elems));
    let i = size - 1;
    while (i >= 0 && idx[i] === n - size + i) i--;
    if (i < 0) break;
    idx[i]!++;
    for (let j = i + 1; j < size; j++) idx[j] = idx[j - 1]! + 1;
  }
  return setOf(out);
}

function extreme(ctx: EvalContext, s: Value, op: string, better: (a: number, b: number) => boolean): Value {
  const xs = enumerateSorted(ctx, s);
  if (xs.length === 0) throw new EvalError("ChooseNoWitness", {});
  let best = intArg(xs[0]!, op, "first");
  for (let i = 1; i < xs.length; i++) {
    const x = intArg(xs[i]!, op, "first");
    if (better(x, best)) best = x;
  }
  return best;
}

export function Max(ctx: EvalContext, s: Value): Value {
  return extreme(ctx, s, ">=", (a, b) => a > b);
}

export function Min(ctx: EvalContext, s: Value): Value {
  return extreme(ctx, s, "=<", (a, b) => a < b);
}

/** `{Range(f) : f \in ChoiceFunction(Sets)}`: every set made of one element of each member set. */
export function Choices(ctx: EvalContext, sets: Value): SetValue {
  const members = enumerateSorted(ctx, sets).map((m) => enumerateSorted(ctx, setArg(m, "Choices", "only")));
  for (const m of members) if (m.length === 0) return sortedSet([]);
  const out: Value[] = [];
  const pos: number[] = new Array<number>(members.length).fill(0);
  for (;;) {
    const picked: Value[] = new Array<Value>(members.length);
    for (let i = 0; i < members.length; i++) picked[i] = members[i]![pos[i]!]!;
    out.push(setOf(picked));
    let i = members.length - 1;
    while (i >= 0) {
      if (++pos[i]! < members[i]!.length) break;
      pos[i] = 0;
      i--;
    }
    if (i < 0) return setOf(out);
  }
}

/** `CHOOSE x \in S : P(x) /\ \A y \in S : P(y) => y = x`. */
export function ChooseUnique(ctx: EvalContext, s: Value, p: (x: Value) => Value): Value {
  const satisfying = enumerateSorted(ctx, s).filter((x) => boolArg(p(x), "ChooseUnique", "second"));
  return choose(ctx, s, (x) => satisfying.length === 1 && inSet(ctx, x, setOf(satisfying)));
}

export const operators: ModuleOperators = {
  FoldSet: { arity: 3, fn: FoldSet, export: "FoldSet", operatorArgs: [0] },
  SumSet: { arity: 1, fn: SumSet, export: "SumSet" },
  ProductSet: { arity: 1, fn: ProductSet, export: "ProductSet" },
  ReduceSet: { arity: 3, fn: ReduceSet, export: "ReduceSet", operatorArgs: [0] },
  MapThenSumSet: { arity: 2, fn: MapThenSumSet, export: "MapThenSumSet", operatorArgs: [0] },
  FlattenSet: { arity: 1, fn: FlattenSet, export: "FlattenSet" },
  SymDiff: { arity: 2, fn: SymDiff, export: "SymDiff" },
  Quantify: { arity: 2, fn: Quantify, export: "Quantify", operatorArgs: [1] },
  kSubset: { arity: 2, fn: kSubset, export: "kSubset" },
  Max: { arity: 1, fn: Max, export: "Max" },
  Min: { arity: 1, fn: Min, export: "Min" },
  Choices: { arity: 1, fn: Choices, export: "Choices" },
  ChooseUnique: { arity: 2, fn: ChooseUnique, export: "ChooseUnique", operatorArgs: [1] },
};

