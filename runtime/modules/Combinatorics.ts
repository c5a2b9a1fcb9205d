// Combinatorics (community module). TLC's override of `choose` computes the binomial
// coefficient exactly (no factorials, so choose(30, 15) does not overflow) and fails
// only when the result leaves Java's int. TLC also registers a Java `factorial`, but
// the module defines `factorial[n \in Nat]` as a function, not an operator, so TLC
// keeps evaluating the definition (factorial[13] overflows there): no native here.

import type { EvalContext } from "../check/spec.js";
import { EvalError, INT_MAX, type Value } from "../values/index.js";
import { argumentError, type Position } from "./args.js";
import type { ModuleOperators } from "./registry.js";

function natural(v: Value, position: Position): number {
  if (typeof v === "number" && v >= 0) return v;
  return argumentError("choose", position, "a natural number", v);
}

export function choose(_ctx: EvalContext, n: Value, k: Value): number {
  const a = natural(n, "first");
  const b = natural(k, "second");
  if (b === 0 || b === a) return 1;
  if (b > a) return 0;
  let c = 1n;
  const r = Math.min(b, a - b);
  for (let i = 1; i <= r; i++) c = (c * BigInt(a - r + i)) / BigInt(i);
  if (c > BigInt(INT_MAX)) throw new EvalError("IntegerOverflow", { expression: `${a}choose${b}` });
  return Number(c);
}

export const operators: ModuleOperators = {
  choose: { arity: 2, fn: choose, export: "choose" },
};
