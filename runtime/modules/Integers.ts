// Integers: everything of Naturals, `Int`, unary minus, and TLC's Integers.java
// `\div`, which floors ((-1) \div 2 = -1). registry.ts gives a spec this `\div` as
// soon as Integers is loaded anywhere, since TLC's override of the shared definition
// then applies everywhere (TLC-SEMANTICS §0.6, §8).

import type { EvalContext } from "../check/spec.js";
import { INT, negInt, type SetValue, type Value } from "../values/index.js";
import * as Naturals from "./Naturals.js";
import { castFailure, javaIntOperators } from "./Naturals.js";
import type { ModuleOperators } from "./registry.js";

export { lt, le, gt, ge, Nat } from "./Naturals.js";

// Naturals' operators as tlc2.module.Integers' Java methods (named so in a failed cast).
export const { plus, minus, times, pow, interval, mod } = javaIntOperators("Integers");

export function Int(_ctx: EvalContext): SetValue {
  return INT;
}

/** Prefix `-a` (TLA+ `-.`). */
export function negate(_ctx: EvalContext, a: Value): number {
  if (typeof a !== "number") throw castFailure("Integers", "Neg", [a]);
  return negInt(a);
}

export const div = Naturals.floorDiv;

export const operators: ModuleOperators = {
  ...Naturals.operators,
  "+": { arity: 2, fn: plus, export: "plus" },
  "-": { arity: 2, fn: minus, export: "minus" },
  "*": { arity: 2, fn: times, export: "times" },
  "^": { arity: 2, fn: pow, export: "pow" },
  "..": { arity: 2, fn: interval, export: "interval" },
  "%": { arity: 2, fn: mod, export: "mod" },
  Int: { arity: 0, fn: Int, export: "Int" },
  "-.": { arity: 1, fn: negate, export: "negate" },
  "\\div": { arity: 2, fn: div, export: "div" },
};
