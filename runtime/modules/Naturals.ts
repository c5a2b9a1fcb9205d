// Naturals: checked Java-int arithmetic (TLC-SEMANTICS §8). `\div` here is TLC's
// Naturals.java division, which only corrects a negative truncated quotient:
// (0-7) \div 2 = -4 but (0-1) \div 2 = 0. Integers.ts has the flooring one; which
// of the two a spec gets is decided in registry.ts (`operatorFor`).

import type { EvalContext } from "../check/spec.js";
import { EvalError, NAT, addInt, mulInt, powInt, printValue, subInt, tlcClassName, type SetValue, type Value } from "../values/index.js";
import { intArg } from "./args.js";
import type { ModuleOperators } from "./registry.js";
import { interval as makeInterval } from "../values/index.js";

export function Nat(_ctx: EvalContext): SetValue {
  return NAT;
}

/**
 * TLC overrides these operators with Java methods of IntValue parameters (tlc2.module.Naturals, or
 * tlc2.module.Integers once Integers is loaded: registry.ts `operatorFor`); a value of another class
 * fails the method handle's cast, which TLC reports as the override's failure, a RuntimeException:
 * "Attempted to apply the operator overridden by the Java method\npublic static ...Plus(...),\nbut it
 * produced the following error:\nCannot cast tlc2.value.impl.StringValue to tlc2.value.impl.IntValue".
 * The arguments are cast in order: the first that is not an integer is named.
 */
export function castFailure(cls: "Naturals" | "Integers", method: string, args: readonly Value[], returns = "IntValue"): EvalError {
  const bad = args.find((v) => typeof v !== "number")!;
  const params = args.map(() => "tlc2.value.impl.IntValue").join(",");
  return new EvalError("OverrideFailed", {
    method: `public static tlc2.value.impl.${returns} tlc2.module.${cls}.${method}(${params})`,
    message: `Cannot cast tlc2.value.impl.${tlcClassName(bad)} to tlc2.value.impl.IntValue`,
  });
}

/**
 * The operators both tlc2.module.Naturals and tlc2.module.Integers implement as Java methods: the
 * same arithmetic, with the class named in a failed cast (`castFailure`).
 */
export function javaIntOperators(cls: "Naturals" | "Integers") {
  // One closure per operator with a direct call: these are the emitted code's `+`, `-`, ..., so a shared
  // wrapper calling its operation through a variable would make that call site megamorphic.
  return {
    plus(_ctx: EvalContext, a: Value, b: Value): number {
      if (typeof a !== "number" || typeof b !== "number") throw castFailure(cls, "Plus", [a, b]);
      return addInt(a, b);
    },
    minus(_ctx: EvalContext, a: Value, b: Value): number {
      if (typeof a !== "number" || typeof b !== "number") throw castFailure(cls, "Minus", [a, b]);
      return subInt(a, b);
    },
    times(_ctx: EvalContext, a: Value, b: Value): number {
      if (typeof a !== "number" || typeof b !== "number") throw castFailure(cls, "Times", [a, b]);
      return mulInt(a, b);
    },
    pow(_ctx: EvalContext, a: Value, b: Value): number {
      if (typeof a !== "number" || typeof b !== "number") throw castFailure(cls, "Expt", [a, b]);
      return expt(a, b);
    },
    mod(_ctx: EvalContext, a: Value, b: Value): number {
      if (typeof a !== "number" || typeof b !== "number") throw castFailure(cls, "Mod", [a, b]);
      return modulo(a, b);
    },
    /** `a..b`, kept symbolic; `1..0` is empty. */
    interval(_ctx: EvalContext, a: Value, b: Value): SetValue {
      if (typeof a !== "number" || typeof b !== "number") throw castFailure(cls, "DotDot", [a, b], "IntervalValue");
      return makeInterval(a, b);
    },
  };
}

export const { plus, minus, times, pow, mod, interval } = javaIntOperators("Naturals");

/** `x^n` on integers: TLC's Expt checks after the casts. */
export function expt(x: number, n: number): number {
  if (n < 0) throw new EvalError("ArgumentType", { position: "second", op: "^", expected: "a natural number", value: printValue(n) });
  if (n === 0 && x === 0) throw new EvalError("ZeroToTheZero", {});
  return powInt(x, n);
}

export function lt(_ctx: EvalContext, a: Value, b: Value): boolean {
  return intArg(a, "<", "first") < intArg(b, "<", "second");
}

export function le(_ctx: EvalContext, a: Value, b: Value): boolean {
  return intArg(a, "<=", "first") <= intArg(b, "<=", "second");
}

export function gt(_ctx: EvalContext, a: Value, b: Value): boolean {
  return intArg(a, ">", "first") > intArg(b, ">", "second");
}

export function ge(_ctx: EvalContext, a: Value, b: Value): boolean {
  return intArg(a, ">=", "first") >= intArg(b, ">=", "second");
}

function divisor(b: number): number {
  if (b === 0) throw new EvalError("DivisionByZero", {});
  return b;
}

/** Naturals' `\div`: the truncated quotient, moved down by one only when it is negative and inexact. */
export function div(_ctx: EvalContext, a: Value, b: Value): number {
  if (typeof a !== "number" || typeof b !== "number") throw castFailure("Naturals", "Divide", [a, b]);
  const x = a;
  const n = divisor(b);
  // `| 0` truncates like Java's int division, including its wrap of INT_MIN / -1.
  let q = (x / n) | 0;
  if (q < 0 && q * n !== x) q--;
  return q;
}

/** Integers' `\div`: the floor of the quotient. */
export function floorDiv(_ctx: EvalContext, a: Value, b: Value): number {
  if (typeof a !== "number" || typeof b !== "number") throw castFailure("Integers", "Divide", [a, b]);
  const x = a;
  const n = divisor(b);
  let q = (x / n) | 0;
  if ((x % n !== 0) && ((x < 0) !== (n < 0))) q--;
  return q;
}

/** `x % n` on integers: TLC's Mod checks n > 0 after the casts. */
export function modulo(x: number, n: number): number {
  if (n <= 0) throw new EvalError("ModulusNotPositive", { value: printValue(n) });
  const r = x % n;
  return r < 0 ? r + n : r;
}

export const operators: ModuleOperators = {
  Nat: { arity: 0, fn: Nat, export: "Nat" },
  "+": { arity: 2, fn: plus, export: "plus" },
  "-": { arity: 2, fn: minus, export: "minus" },
  "*": { arity: 2, fn: times, export: "times" },
  "^": { arity: 2, fn: pow, export: "pow" },
  "<": { arity: 2, fn: lt, export: "lt" },
  "<=": { arity: 2, fn: le, export: "le" },
  "=<": { arity: 2, fn: le, export: "le" },
  "\\leq": { arity: 2, fn: le, export: "le" },
  ">": { arity: 2, fn: gt, export: "gt" },
  ">=": { arity: 2, fn: ge, export: "ge" },
  "\\geq": { arity: 2, fn: ge, export: "ge" },
  "..": { arity: 2, fn: interval, export: "interval" },
  "\\div": { arity: 2, fn: div, export: "div" },
  "%": { arity: 2, fn: mod, export: "mod" },
};
