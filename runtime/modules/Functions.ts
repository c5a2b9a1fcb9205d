// Functions (community module), natively; each operator gives what its TLA+
// definition gives under TLC, including which CHOOSE witness Inverse picks.

import type { EvalContext } from "../check/spec.js";
import { compare, equals, fcnSet, printValue, setOf, sortedElements, type FcnValue, type SetEnum, type SetValue, type Value } from "../values/index.js";
import { boolArg, fcnArg, setArg, insideOverride, overrideFailed } from "./args.js";
import { apply, choose, domain, enumerateSorted, fcnCons, inSet, setFilter } from "./core.js";
import { foldLeftInto } from "./Folds.js";
import { plus } from "./Naturals.js";
import type { ModuleOperators } from "./registry.js";

/** Domain elements and values of a function, in domain order. */
function pairs(ctx: EvalContext, f: Value, op: string): { dom: readonly Value[]; vals: readonly Value[] } {
  const g = fcnArg(f, op, "first");
  const dom = sortedElements(domain(ctx, g));
  const vals: Value[] = new Array<Value>(dom.length);
  for (let i = 0; i < dom.length; i++) vals[i] = apply(ctx, g, dom[i]!);
  return { dom, vals };
}

export function Restrict(ctx: EvalContext, f: Value, s: Value): Value {
  return fcnCons(ctx, s, (x) => apply(ctx, f, x));
}

export function RestrictDomain(ctx: EvalContext, f: Value, test: (x: Value) => Value): Value {
  return Restrict(ctx, f, setFilter(ctx, domain(ctx, f), test));
}

export function RestrictValues(ctx: EvalContext, f: Value, test: (x: Value) => Value): Value {
  return Restrict(ctx, f, setFilter(ctx, domain(ctx, f), (x) => test(apply(ctx, f, x))));
}

export function IsRestriction(ctx: EvalContext, narrow: Value, wide: Value): boolean {
  const dn = sortedElements(domain(ctx, narrow));
  const dw = domain(ctx, wide);
  for (const x of dn) if (!inSet(ctx, x, dw)) return false;
  for (const x of dn) if (!equals(apply(ctx, narrow, x), apply(ctx, wide, x))) return false;
  return true;
}

export function Range(ctx: EvalContext, f: Value): SetEnum {
  return setOf(pairs(ctx, f, "Range").vals);
}

/** `[t \in T |-> CHOOSE s \in S : t \in Range(f) => f[s] = t]`. */
export function Inverse(ctx: EvalContext, f: Value, s: Value, t: Value): Value {
  const range = Range(ctx, f);
  return fcnCons(ctx, t, (y) => choose(ctx, s, (x) => !inSet(ctx, y, range) || equals(apply(ctx, f, x), y)));
}

/** TLC's override fails on a non-injective f ("The value 1 occurs multiple times in the function domain."). */
export function AntiFunction(ctx: EvalContext, f: Value): Value {
  const { vals } = pairs(ctx, f, "AntiFunction");
  const sorted = vals.slice().sort(compare);
  for (let i = 1; i < sorted.length; i++) {
    if (compare(sorted[i - 1]!, sorted[i]!) === 0) {
      overrideFailed("public static tlc2.value.impl.Value tlc2.overrides.Functions.antiFunction(tlc2.value.impl.Value)", `The value ${printValue(sorted[i]!)} occurs multiple times in the function domain.`);
    }
  }
  return Inverse(ctx, f, domain(ctx, f), Range(ctx, f));
}

export function IsInjective(ctx: EvalContext, f: Value): boolean {
  const { vals } = pairs(ctx, f, "IsInjective");
  return setOf(vals).elems.length === vals.length;
}

export function Injection(ctx: EvalContext, s: Value, t: Value): SetValue {
  return setFilter(ctx, fcnSet(setArg(s, "Injection", "first"), setArg(t, "Injection", "second")), (m) => IsInjective(ctx, m));
}

export function Surjection(ctx: EvalContext, s: Value, t: Value): SetValue {
  const ts = setArg(t, "Surjection", "second");
  const count = sortedElements(ts).length;
  return setFilter(ctx, fcnSet(setArg(s, "Surjection", "first"), ts), (m) => Range(ctx, m).elems.length === count);
}

export function Bijection(ctx: EvalContext, s: Value, t: Value): SetValue {
  const ts = setArg(t, "Bijection", "second");
  const count = sortedElements(ts).length;
  return setFilter(ctx, fcnSet(setArg(s, "Bijection", "first"), ts), (m) => {
    const r = Range(ctx, m).elems.length;
    return r === count && IsInjective(ctx, m);
  });
}

export function ExistsInjection(ctx: EvalContext, s: Value, t: Value): boolean {
  return sortedElements(Injection(ctx, s, t)).length > 0;
}

export function ExistsSurjection(ctx: EvalContext, s: Value, t: Value): boolean {
  return sortedElements(Surjection(ctx, s, t)).length > 0;
}

export function ExistsBijection(ctx: EvalContext, s: Value, t: Value): boolean {
  return sortedElements(Bijection(ctx, s, t)).length > 0;
}

export function Pointwise(ctx: EvalContext, f: Value, g: Value, op: (a: Value, b: Value) => Value): Value {
  return fcnCons(ctx, domain(ctx, f), (e) => op(apply(ctx, f, e), apply(ctx, g, e)));
}

/** `op(f[i], op(f[j], ... base))` over `indices` in sorted order (MapThenFoldSet with CHOOSE). */
/** TLC's override: `op(f[in], ... op(f[i1], base))` over the indices in TLC's order (see FoldSet). */
export function FoldFunctionOnSet(ctx: EvalContext, op: (a: Value, b: Value) => Value, base: Value, fun: Value, indices: Value): Value {
  return insideOverride(FOLD_FUNCTION_ON_SET, () => foldFunctionIn(ctx, op, base, fun, indices));
}

export function FoldFunction(ctx: EvalContext, op: (a: Value, b: Value) => Value, base: Value, fun: Value): Value {
  return insideOverride(FOLD_FUNCTION, () => foldFunctionIn(ctx, op, base, fun, domain(ctx, fun)));
}

const FOLD_FUNCTION_ON_SET =
  "public static tlc2.value.impl.Value tlc2.overrides.Functions.foldFunctionOnSet(tlc2.value.impl.OpValue,tlc2.value.impl.Value,tlc2.value.impl.Value,tlc2.value.impl.Value)";
const FOLD_FUNCTION = "public static tlc2.value.impl.Value tlc2.overrides.Functions.foldFunction(tlc2.value.impl.OpValue,tlc2.value.impl.Value,tlc2.value.impl.Value)";

/**
 * TLC's override: `f.apply(i)` for each index, then `op`, all inside the Java method its caller
 * runs it as (insideOverride): an index outside f's domain (a RuntimeException of
 * FcnRcdValue/TupleValue) and op's RuntimeExceptions (`+` on a string: the Plus override's
 * failure, wrapped once more) come wrapped; EvalExceptions pass.
 */
function foldFunctionIn(ctx: EvalContext, op: (a: Value, b: Value) => Value, base: Value, fun: Value, indices: Value): Value {
  return foldLeftInto(enumerateSorted(ctx, indices), base, (i, acc) => op(apply(ctx, fun, i), acc));
}

export function SumFunctionOnSet(ctx: EvalContext, fun: Value, indices: Value): Value {
  return FoldFunctionOnSet(ctx, (a, b) => plus(ctx, a, b), 0, fun, indices);
}

export function SumFunction(ctx: EvalContext, fun: Value): Value {
  return SumFunctionOnSet(ctx, fun, domain(ctx, fun));
}

export const operators: ModuleOperators = {
  Restrict: { arity: 2, fn: Restrict, export: "Restrict" },
  RestrictDomain: { arity: 2, fn: RestrictDomain, export: "RestrictDomain", operatorArgs: [1] },
  RestrictValues: { arity: 2, fn: RestrictValues, export: "RestrictValues", operatorArgs: [1] },
  IsRestriction: { arity: 2, fn: IsRestriction, export: "IsRestriction" },
  Range: { arity: 1, fn: Range, export: "Range" },
  Inverse: { arity: 3, fn: Inverse, export: "Inverse" },
  AntiFunction: { arity: 1, fn: AntiFunction, export: "AntiFunction" },
  IsInjective: { arity: 1, fn: IsInjective, export: "IsInjective" },
  Injection: { arity: 2, fn: Injection, export: "Injection" },
  Surjection: { arity: 2, fn: Surjection, export: "Surjection" },
  Bijection: { arity: 2, fn: Bijection, export: "Bijection" },
  ExistsInjection: { arity: 2, fn: ExistsInjection, export: "ExistsInjection" },
  ExistsSurjection: { arity: 2, fn: ExistsSurjection, export: "ExistsSurjection" },
  ExistsBijection: { arity: 2, fn: ExistsBijection, export: "ExistsBijection" },
  Pointwise: { arity: 3, fn: Pointwise, export: "Pointwise", operatorArgs: [2] },
  FoldFunctionOnSet: { arity: 4, fn: FoldFunctionOnSet, export: "FoldFunctionOnSet", operatorArgs: [0] },
  FoldFunction: { arity: 3, fn: FoldFunction, export: "FoldFunction", operatorArgs: [0] },
  SumFunctionOnSet: { arity: 2, fn: SumFunctionOnSet, export: "SumFunctionOnSet" },
  SumFunction: { arity: 1, fn: SumFunction, export: "SumFunction" },
};

