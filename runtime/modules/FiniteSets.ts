// FiniteSets: what TLC's FiniteSets.java answers. IsFiniteSet is TRUE exactly for the
// sets TLC can enumerate (Nat, Int, STRING, Seq(S) and lazy sets built on them are not).

import type { EvalContext } from "../check/spec.js";
import { EvalError, cardinality, isEnumerable, isSet, printValue, type Value } from "../values/index.js";
import { setArg, javaMethod, overrideWrapped } from "./args.js";
import type { ModuleOperators } from "./registry.js";

export function IsFiniteSet(_ctx: EvalContext, s: Value): boolean {
  return isEnumerable(setArg(s, "IsFiniteSet", "only"));
}

const CARDINALITY = javaMethod("tlc2.module.FiniteSets", "Cardinality", ["Value"], "IntValue");

/**
 * TLC's FiniteSets.java reports a non-set like an infinite set: "Attempted to compute cardinality of the value".
 * It is a Java override: a set failing while counted (a lazy set enumerated, TLC's Assert.fail) reaches the
 * user inside the override's wrapper (MethodValue), as insideOverride words it.
 */
export function Cardinality(_ctx: EvalContext, s: Value): number {
  if (!isSet(s)) throw new EvalError("CardinalityUndefined", { set: printValue(s) });
  try {
    return cardinality(s);
  } catch (e) {
    return overrideWrapped(CARDINALITY, e);
  }
}

export const operators: ModuleOperators = {
  IsFiniteSet: { arity: 1, fn: IsFiniteSet, export: "IsFiniteSet" },
  Cardinality: { arity: 1, fn: Cardinality, export: "Cardinality" },
};
