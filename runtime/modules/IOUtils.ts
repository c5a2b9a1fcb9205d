// The CommunityModules' IOUtils, whose TLA+ definitions are CHOOSEs over
// non-enumerable sets that only TLC's Java overrides give a value: `IOEnv` (the process
// environment), `atoi`, and the IOExec family, which runs a program as TLC does (Java's
// ProcessBuilder: no shell, the current environment plus `env`) and returns
// `[exitValue |-> n, stdout |-> s, stderr |-> s]`.

import type { EvalContext } from "../check/spec.js";
import { spawnSync } from "node:child_process";
import { Kind, printValue, record, type FcnValue, type Value } from "../values/index.js";
import { argumentError, isString } from "./args.js";
import { overrideFailed } from "./override.js";
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

/** A sequence of strings (TLC names the offending element, not the sequence). */
function words(v: Value, op: string): string[] {
  if (typeof v !== "object" || v.kind !== Kind.Tuple) return argumentError(op, "only", "a sequence", v);
  return v.elems.map((e) => (isString(e) ? e.text : argumentError(op, "only", "a sequence", e)));
}

/** A record of environment additions: a string's text, any other value as TLC prints it. */
function environment(ctx: EvalContext, env: Value, op: string): NodeJS.ProcessEnv {
  if (typeof env !== "object" || (env.kind !== Kind.Fcn && !(env.kind === Kind.Tuple && env.elems.length === 0))) return argumentError(op, "only", "a record", env);
  const out: NodeJS.ProcessEnv = { ...process.env };
  if (env.kind === Kind.Fcn) {
    env.domain.forEach((name, i) => {
      const v = env.values[i]!;
      out[isString(name) ? name.text : printValue(name)] = isString(v) ? v.text : printValue(v);
    });
  }
  return out;
}

/** Java's String.format for the `%s`, `%d`, `%n$s` and `%%` conversions command templates use. */
export function format(template: string, args: readonly string[]): string {
  let next = 0;
  return template.replace(/%(?:(\d+)\$)?([sd%n])/g, (_whole, index: string | undefined, conversion: string) => {
    if (conversion === "%") return "%";
    if (conversion === "n") return "\n";
    const i = index !== undefined ? Number(index) - 1 : next++;
    return args[i] ?? "null";
  });
}

const execMethod = (name: string, arity: number): string =>
  `public static tlc2.value.impl.Value tlc2.overrides.IOUtils.${name}(${new Array<string>(arity).fill("tlc2.value.impl.Value").join(",")}) throws java.io.IOException,java.lang.InterruptedException`;

function run(ctx: EvalContext, argv: readonly string[], env: NodeJS.ProcessEnv, method: string): FcnValue {
  if (argv.length === 0) return overrideFailed(method, "Index 0 out of bounds for length 0");
  const result = spawnSync(argv[0]!, argv.slice(1), { env, encoding: "utf8", maxBuffer: 1 << 30 });
  if (result.error !== undefined) {
    const reason = (result.error as NodeJS.ErrnoException).code === "ENOENT" ? "error=2, No such file or directory" : result.error.message;
    return overrideFailed(method, `Cannot run program "${argv[0]}": ${reason}`);
  }
  return record(ctx.intern, [
    ["exitValue", result.status ?? -1],
    ["stdout", ctx.intern.string(result.stdout)],
    ["stderr", ctx.intern.string(result.stderr)],
  ]);
}

export function IOExec(ctx: EvalContext, command: Value): FcnValue {
  return run(ctx, words(command, "IOExec"), process.env, execMethod("ioExec", 1));
}

export function IOEnvExec(ctx: EvalContext, env: Value, command: Value): FcnValue {
  return run(ctx, words(command, "IOEnvExec"), environment(ctx, env, "IOEnvExec"), execMethod("ioEnvExec", 2));
}

export function IOExecTemplate(ctx: EvalContext, template: Value, parameters: Value): FcnValue {
  const args = words(parameters, "IOExec");
  return run(ctx, words(template, "IOExecTemplate").map((t) => format(t, args)), process.env, execMethod("ioExecTemplate", 2));
}

export function IOEnvExecTemplate(ctx: EvalContext, env: Value, template: Value, parameters: Value): FcnValue {
  const args = words(parameters, "IOEnvExecTemplate");
  return run(ctx, words(template, "IOEnvExecTemplate").map((t) => format(t, args)), environment(ctx, env, "IOEnvExecTemplate"), execMethod("ioEnvExecTemplate", 3));
}

export const operators: ModuleOperators = {
  IOEnv: { arity: 0, fn: IOEnv, export: "IOEnv" },
  atoi: { arity: 1, fn: atoi, export: "atoi" },
  IOExec: { arity: 1, fn: IOExec, export: "IOExec" },
  IOEnvExec: { arity: 2, fn: IOEnvExec, export: "IOEnvExec" },
  IOExecTemplate: { arity: 2, fn: IOExecTemplate, export: "IOExecTemplate" },
  IOEnvExecTemplate: { arity: 3, fn: IOEnvExecTemplate, export: "IOEnvExecTemplate" },
};
