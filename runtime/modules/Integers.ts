// Integers: everything of Naturals, `Int`, unary minus, and TLC's Integers.java
// `\div`, which floors ((-1) \div 2 = -1). registry.ts gives a spec this `\div` as
// soon as Integers is loaded anywhere, since TLC's override of the shared definition
// then applies everywhere (TLC-SEMANTICS §0.6, §8).

import type { EvalContext } from "../check/spec.js";
import { INT, negInt, type SetValue, type Value } from "../values/index.js";
import { intArg } from "./args.js";
import * as Naturals from "./Naturals.js";
import type { ModuleOperators } from "./registry.js";

export { plus, minus, times, pow, lt, le, gt, ge, interval, mod, Nat } from "./Naturals.js";

export function Int(_ctx: EvalContext): SetValue {
  return INT;
}

/** Prefix `-a` (TLA+ `-.`). */
export function negate(_ctx: EvalContext, a: Value): number {
  return negInt(intArg(a, "-", "only"));
}

export const div = Naturals.floorDiv;

export const operators: ModuleOperators = {
  ...Naturals.operators,
  Int: { arity: 0, fn: Int, export: "Int" },
  "-.": { arity: 1, fn: negate, export: "negate" },
  "\\div": { arity: 2, fn: div, export: "div" },
};
