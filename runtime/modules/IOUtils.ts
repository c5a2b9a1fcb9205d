// The CommunityModules' IOUtils, whose TLA+ definitions are CHOOSEs over
// non-enumerable sets that only TLC's Java overrides give a value: `IOEnv` (the process
// environment), `atoi`, and the IOExec family, which runs a program as TLC does (Java's
// ProcessBuilder: no shell, the current environment plus `env`) and returns
// `[exitValue |-> n, stdout |-> s, stderr |-> s]`; IOSerialize/IODeserialize, which write and
// read values in TLC's binary format (valueStream.ts).

import type { EvalContext } from "../check/spec.js";
import { spawnSync } from "node:child_process";
import { appendFileSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { force, EvalError, Kind, printValue, record, type FcnValue, type StrValue, type Value } from "../values/index.js";
import { argumentError, isString, evaluationMethod, javaParameter, javaValueClass, overrideFailed } from "./args.js";
import { field } from "./core.js";
import { deserialize, serialize, ValueStreamError } from "./valueStream.js";
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
  v = force(v);
  if (typeof v !== "object" || v.kind !== Kind.Tuple) return argumentError(op, "only", "a sequence", v);
  return v.elems.map((e) => (isString(e) ? e.text : argumentError(op, "only", "a sequence", e)));
}

/** A record of environment additions: a string's text, any other value as TLC prints it. */
function environment(ctx: EvalContext, env: Value, op: string): NodeJS.ProcessEnv {
  env = force(env);
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

/** TLC's `[exitValue, stdout, stderr]` answer of the text serialisers. */
function outcome(ctx: EvalContext, exitValue: number, stdout: string, stderr: string): FcnValue {
  return record(ctx.intern, [
    ["exitValue", exitValue],
    ["stdout", ctx.intern.string(stdout)],
    ["stderr", ctx.intern.string(stderr)],
  ]);
}

function textFormat(ctx: EvalContext, options: Value, op: string): Extract<Value, { kind: typeof Kind.Fcn }> {
  options = force(options);
  if (typeof options !== "object" || options.kind !== Kind.Fcn) return argumentError(op, "only", "a record", options);
  const format = field(ctx, options, ctx.intern.string("format"));
  if (!isString(format) || format.text !== "TXT") throw new EvalError("OverrideMessage", { message: `${op}: only the format "TXT" is supported, not ${printValue(format)}` });
  return options;
}

const javaClassName = (v: Value): string => `class ${javaValueClass(v)}`;

/**
 * `Serialize(value, dest, [format |-> "TXT", charset, openOptions])` writes the string
 * `value` to the file `dest` (Java NIO open options: APPEND appends, otherwise the file
 * is replaced) and reports `[exitValue |-> 0, stdout |-> "Finish writing to the file
 * with success!", stderr |-> ""]`, or exitValue 1 and TLC's message.
 */
export function Serialize(ctx: EvalContext, value: Value, dest: Value, options: Value): FcnValue {
  const opts = textFormat(ctx, options, "Serialize");
  if (!isString(value) || !isString(dest)) {
    const bad = isString(value) ? dest : value;
    const cls = javaClassName(bad);
    return outcome(ctx, 1, "", `Serialize error invalid parameters: java.lang.ClassCastException: ${cls} cannot be cast to class tlc2.value.impl.StringValue (${javaValueClass(bad)} and tlc2.value.impl.StringValue are in unnamed module of loader 'app')`);
  }
  const openOptions = force(field(ctx, opts, ctx.intern.string("openOptions")));
  const names = typeof openOptions === "object" && openOptions.kind === Kind.Tuple ? openOptions.elems.map((o) => (isString(o) ? o.text : "")) : [];
  try {
    if (!names.includes("CREATE") && !names.includes("CREATE_NEW") && !existsSync(dest.text)) throw Object.assign(new Error(), { code: "ENOENT" });
    if (names.includes("APPEND")) appendFileSync(dest.text, value.text);
    else writeFileSync(dest.text, value.text);
  } catch (e) {
    const reason = (e as NodeJS.ErrnoException).code === "ENOENT" ? `java.nio.file.NoSuchFileException: ${dest.text}` : String((e as Error).message);
    return outcome(ctx, 1, "", `Serialize error writing to the file: ${reason}`);
  }
  return outcome(ctx, 0, "Finish writing to the file with success!", "");
}

/** `Deserialize(src, [format |-> "TXT", charset])`: the file's text as stdout, or exitValue 1 and TLC's message. */
export function Deserialize(ctx: EvalContext, src: Value, options: Value): FcnValue {
  textFormat(ctx, options, "Deserialize");
  if (!isString(src)) return argumentError("Deserialize", "first", "a string", src);
  if (!existsSync(src.text)) return outcome(ctx, 1, "", `Deserialize error reading from the file: java.nio.file.NoSuchFileException: ${src.text}`);
  return outcome(ctx, 0, readFileSync(src.text, "utf8"), "");
}

const valueMethod = (name: string, params: string): string =>
  `public static final tlc2.value.IValue tlc2.overrides.IOUtils.${name}(${params}) throws java.io.IOException`;
const SERIALIZE = valueMethod("ioSerialize", "tlc2.value.IValue,tlc2.value.impl.StringValue,tlc2.value.impl.BoolValue");
const DESERIALIZE = valueMethod("ioDeserialize", "tlc2.value.impl.StringValue,tlc2.value.impl.BoolValue");

/** Java's FileNotFoundException message for a file it could not open. */
function openFailure(path: string, e: unknown): string {
  const code = (e as NodeJS.ErrnoException).code;
  const reason = code === "ENOENT" ? "No such file or directory" : code === "EACCES" ? "Permission denied" : code === "EISDIR" ? "Is a directory" : String((e as Error).message);
  return `${path} (${reason})`;
}

/**
 * `IOSerialize(val, absoluteFilename, compress)` writes val in TLC's binary value format
 * (valueStream.ts), gzip-compressed when compress, and is TRUE.
 */
export function IOSerialize(ctx: EvalContext, value: Value, path: Value, compress: Value): boolean {
  const file = javaParameter<StrValue>(path, isString(path), SERIALIZE, "tlc2.value.impl.StringValue").text;
  const gzip = javaParameter<boolean>(compress, typeof compress === "boolean", SERIALIZE, "tlc2.value.impl.BoolValue");
  let bytes: Buffer;
  try {
    bytes = serialize(value, gzip, ctx.intern);
  } catch (e) {
    if (e instanceof ValueStreamError) return overrideFailed(SERIALIZE, e.message);
    throw e;
  }
  try {
    writeFileSync(file, bytes);
  } catch (e) {
    return overrideFailed(SERIALIZE, openFailure(file, e));
  }
  return true;
}

/** `IODeserialize(absoluteFilename, compressed)`: the value a file in TLC's binary value format holds. */
export function IODeserialize(ctx: EvalContext, path: Value, compressed: Value): Value {
  const file = javaParameter<StrValue>(path, isString(path), DESERIALIZE, "tlc2.value.impl.StringValue").text;
  const gzip = javaParameter<boolean>(compressed, typeof compressed === "boolean", DESERIALIZE, "tlc2.value.impl.BoolValue");
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch (e) {
    return overrideFailed(DESERIALIZE, openFailure(file, e));
  }
  try {
    return deserialize(bytes, gzip, ctx.intern, ctx.intern);
  } catch (e) {
    if (e instanceof ValueStreamError) return overrideFailed(DESERIALIZE, e.message);
    throw e;
  }
}

export const operators: ModuleOperators = {
  IOSerialize: { arity: 3, fn: IOSerialize, export: "IOSerialize" },
  IODeserialize: { arity: 2, fn: IODeserialize, export: "IODeserialize" },
  IOEnv: { arity: 0, fn: IOEnv, export: "IOEnv" },
  atoi: { arity: 1, fn: atoi, export: "atoi" },
  IOExec: { arity: 1, fn: IOExec, export: "IOExec" },
  IOEnvExec: { arity: 2, fn: IOEnvExec, export: "IOEnvExec" },
  IOExecTemplate: { arity: 2, fn: IOExecTemplate, export: "IOExecTemplate" },
  IOEnvExecTemplate: { arity: 3, fn: IOEnvExecTemplate, export: "IOEnvExecTemplate" },
  Serialize: { arity: 3, fn: Serialize, export: "Serialize", evaluation: evaluationMethod("tlc2.overrides.IOUtils", "textSerialize", { synchronized: true }) },
  Deserialize: { arity: 2, fn: Deserialize, export: "Deserialize", evaluation: evaluationMethod("tlc2.overrides.IOUtils", "textDeserialize", { synchronized: true }) },
};
