// The parts of the CommunityModules' IOUtils that specs use to read their
// parameters: `IOEnv` (the process environment, as TLC's Java override gives it) and
// `atoi`. The module's TLA+ definitions of both are CHOOSEs over non-enumerable sets
// that only TLC's override can evaluate. Running commands (IOExec) and file I/O are
// left out on purpose: checking a spec does not run programs.

import type { EvalContext } from "../check/spec.js";
import { record, type FcnValue, type Value } from "../values/index.js";
import { argumentError, isString } from "./args.js";
import type { ModuleOperators } from "./registry.js";

/** `IOEnv`: a record with one string field per environment variable. */
export function IOEnv(ctx: EvalContext): FcnValue {
  const fields: [string, Value][] = [];
  for (const [name, text] of Object.entries(process.env)) if (text !== undefined) fields.push([name, ctx.intern.string(text)]);
  return record(ctx.intern, fields);
}

const decimal = /^[+-]?[0-9]+$/;

/** `atoi(str)`: the integer str spells in decimal (Java's Integer.parseInt, as TLC's override). */
export function atoi(_ctx: EvalContext, str: Value): number {
  if (!isString(str) || !decimal.test(str.text)) return argumentError("atoi", "only", "a string of decimal digits", str);
  const n = Number(str.text);
  if (n > 2147483647 || n < -2147483648) return argumentError("atoi", "only", "a string of a 32-bit integer", str);
  return n;
}

export const operators: ModuleOperators = {
  IOEnv: { arity: 0, fn: IOEnv, export: "IOEnv" },
  atoi: { arity: 1, fn: atoi, export: "atoi" },
};
