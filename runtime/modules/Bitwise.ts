// Bitwise (community module): TLC overrides the LOCAL recursive helpers And, Or and Xor
// (which `&`, `|` and `^^` call with their own two extra arguments) and Not and shiftR by
// Java's 32-bit `int` operators. Not keeps the bits up to the highest set bit of its
// argument, shiftR is Java's unsigned `>>>`: both differ from the recursive definitions
// on negative numbers, and TLC's answer is the override's.

import type { EvalContext } from "../check/spec.js";
import type { Value } from "../values/index.js";
import { javaParameter } from "./args.js";
import type { ModuleOperators } from "./registry.js";

const method = (name: string, arity: number): string =>
  `public static tlc2.value.impl.IntValue tlc2.overrides.Bitwise.${name}(${new Array<string>(arity).fill("tlc2.value.impl.IntValue").join(",")})`;

function int(v: Value, name: string, arity: number): number {
  return javaParameter(v, typeof v === "number", method(name, arity), "tlc2.value.impl.IntValue");
}

export function And(_ctx: EvalContext, x: Value, y: Value, n: Value, m: Value): number {
  int(n, "And", 4);
  int(m, "And", 4);
  return int(x, "And", 4) & int(y, "And", 4);
}

export function Or(_ctx: EvalContext, x: Value, y: Value, n: Value, m: Value): number {
  int(n, "Or", 4);
  int(m, "Or", 4);
  return int(x, "Or", 4) | int(y, "Or", 4);
}

export function Xor(_ctx: EvalContext, x: Value, y: Value, n: Value, m: Value): number {
  int(n, "Xor", 4);
  int(m, "Xor", 4);
  return int(x, "Xor", 4) ^ int(y, "Xor", 4);
}

/** The complement of a's bits below its highest set bit (0 for 0 and for negative numbers, as Java's shift by 31). */
export function Not(_ctx: EvalContext, a: Value): number {
  const v = int(a, "NotR", 1);
  const mask = 0x7fffffff >> (Math.clz32(v) - 1);
  return ~v & mask;
}

export function shiftR(_ctx: EvalContext, n: Value, pos: Value): number {
  return (int(n, "shiftR", 2) >>> int(pos, "shiftR", 2)) | 0;
}

export const operators: ModuleOperators = {
  And: { arity: 4, fn: And, export: "And" },
  Or: { arity: 4, fn: Or, export: "Or" },
  Xor: { arity: 4, fn: Xor, export: "Xor" },
  Not: { arity: 1, fn: Not, export: "Not" },
  shiftR: { arity: 2, fn: shiftR, export: "shiftR" },
};
