// DyadicRationals (community module). TLC overrides the LOCAL Reduce, which the TLA+
// module computes through Max of common divisors (no answer for a negative numerator),
// by dividing num and den by their greatest common divisor (always positive).

import type { EvalContext } from "../check/spec.js";
import { force, Kind, record, type Value } from "../values/index.js";
import { argumentError, overrideFailed } from "./args.js";
import { field } from "./core.js";
import type { ModuleOperators } from "./registry.js";

function gcd(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y !== 0) [x, y] = [y, x % y];
  return x;
}

export function Reduce(ctx: EvalContext, p: Value): Value {
  p = force(p);
  if (typeof p !== "object" || p.kind !== Kind.Fcn) return argumentError("Half", "first", "a record", p);
  const num = field(ctx, p, ctx.intern.string("num"));
  const den = field(ctx, p, ctx.intern.string("den"));
  if (typeof num !== "number" || typeof den !== "number") return overrideFailed("public static tlc2.value.impl.Value tlc2.overrides.DyadicRationals.reduce(tlc2.value.impl.Value)", "Cannot cast to tlc2.value.impl.IntValue");
  const d = gcd(num, den);
  if (d === 1) return p;
  if (d === 0) return overrideFailed("public static tlc2.value.impl.Value tlc2.overrides.DyadicRationals.reduce(tlc2.value.impl.Value)", "/ by zero");
  return record(ctx.intern, [
    ["num", Math.trunc(num / d)],
    ["den", Math.trunc(den / d)],
  ]);
}

export const operators: ModuleOperators = {
  Reduce: { arity: 1, fn: Reduce, export: "Reduce" },
};
