// The community module Json as TLC's override (CommunityModules tlc2/overrides/Json.java)
// behaves: values to compact JSON text (Gson's `toString`), JSON files written and read
// relative to the current directory, JSON back to values.
//
// Value → JSON: records and other functions become objects (a function whose domain is
// 1..n is a sequence and becomes an array; keys are a string's text or the printed
// domain element), sequences become arrays, sets become arrays of their elements in
// TLC's order, strings and model values become strings. JSON → value: arrays become
// sequences, objects records, numbers integers (fractions truncated, as Gson's
// getAsInt), `null` is an error.
//
// One representation difference: TLC keeps a tuple `<<a, b>>` apart from the equal
// function `[i \in 1..2 |-> ...]`, and `ToJsonObject` turns only the tuple into an object
// keyed "0", "1", ... Here both are one value, treated as the tuple.

import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { compactJson } from "../check/jsonText.js";
import type { EvalContext } from "../check/spec.js";
import { foldTree } from "../values/foldTree.js";
import { force, EvalError, Kind, isSet, kindName, printValue, record, sortedElements, tuple, type Value } from "../values/index.js";
import { argumentError, isString } from "./args.js";
import type { ModuleOperators } from "./registry.js";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function unsupported(v: Value): never {
  throw new EvalError("JsonUnsupportedValue", { kind: kindName(v), value: printValue(v) });
}

/** Any value as JSON (Json.java getNode), built from an explicit stack (values may nest 100,000 levels deep). */
function node(v: Value): Json {
  return foldTree<Value, Json>(force(v), jsonParts, jsonNode);
}

/** The parts a value's JSON is made of, in the order Json.java visits them; unsupported values fail here, first one first. */
function jsonParts(v: Value): readonly Value[] | undefined {
  if (typeof v !== "object") return undefined;
  switch (v.kind) {
    case Kind.String:
    case Kind.ModelValue:
      return undefined;
    case Kind.Tuple:
      return v.elems;
    case Kind.Fcn:
      return v.values;
    default:
      if (!isSet(v) || v.kind === Kind.Infinite) return unsupported(v);
      return sortedElements(v);
  }
}

function jsonNode(v: Value, parts: Json[]): Json {
  if (typeof v !== "object") return v;
  switch (v.kind) {
    case Kind.String:
      return v.text;
    case Kind.ModelValue:
      return v.name;
    case Kind.Fcn: {
      const out: { [key: string]: Json } = {};
      for (let i = 0; i < v.domain.length; i++) {
        const d = v.domain[i]!;
        out[isString(d) ? d.text : printValue(d)] = parts[i]!;
      }
      return out;
    }
    default:
      return parts;
  }
}

/** ToJsonArray (Json.java getArrayNode): sequences and sets; a non-sequence function gives an object. */
function arrayNode(v: Value): Json {
  v = force(v);
  if (typeof v === "object" && (v.kind === Kind.Tuple || v.kind === Kind.Fcn || isSet(v))) return node(v);
  return unsupported(v);
}

/** ToJsonObject (Json.java getObjectNode): records and functions; a tuple is keyed "0", "1", ... */
function objectNode(v: Value): Json {
  v = force(v);
  if (typeof v === "object" && v.kind === Kind.Tuple) {
    const out: { [key: string]: Json } = {};
    v.elems.forEach((e, i) => (out[String(i)] = node(e)));
    return out;
  }
  if (typeof v === "object" && v.kind === Kind.Fcn) return node(v);
  return unsupported(v);
}

/**
 * Compact JSON text as Gson writes it: JSON.stringify's escapes, plus U+2028 and U+2029
 * escaped (Gson's JsonWriter does; JavaScript does not).
 */
function text(j: Json): string {
  return compactJson(j).replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}

/** JSON as a value, built from an explicit stack (a file may nest 100,000 levels deep). */
function value(ctx: EvalContext, j: Json): Value {
  return foldTree<Json, Value>(
    j,
    (x) => (x === null ? nullJson() : Array.isArray(x) ? x : typeof x === "object" ? Object.values(x) : undefined),
    (x, parts) => {
      if (typeof x === "boolean") return x;
      if (typeof x === "number") return Math.trunc(x) | 0;
      if (typeof x === "string") return ctx.intern.string(x);
      if (Array.isArray(x)) return tuple(parts);
      return record(
        ctx.intern,
        Object.keys(x!).map((k, i) => [k, parts[i]!] as const),
      );
    },
  );
}

function nullJson(): never {
  throw new EvalError("JsonUnsupportedJson", { json: "null" });
}

function pathArg(op: string, path: Value): string {
  if (!isString(path)) return argumentError(op, "first", "a string", path);
  return path.text;
}

function sequenceArg(op: string, v: Value): readonly Value[] {
  v = force(v);
  if (typeof v === "object" && v.kind === Kind.Tuple) return v.elems;
  return argumentError(op, "second", "a sequence", v);
}

function fileError(op: string, file: string, e: unknown): never {
  throw new EvalError("JsonFileError", { op, file, reason: e instanceof Error ? e.message : String(e) });
}

function write(op: string, file: string, content: string): void {
  try {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
  } catch (e) {
    fileError(op, file, e);
  }
}

function read(op: string, file: string): string {
  try {
    return readFileSync(file, "utf8");
  } catch (e) {
    return fileError(op, file, e);
  }
}

function parse(op: string, file: string, source: string): Json {
  try {
    return JSON.parse(source) as Json;
  } catch (e) {
    return fileError(op, file, e);
  }
}

export function ToJson(ctx: EvalContext, v: Value): Value {
  return ctx.intern.string(text(node(v)));
}

export function ToJsonArray(ctx: EvalContext, v: Value): Value {
  return ctx.intern.string(text(arrayNode(v)));
}

export function ToJsonObject(ctx: EvalContext, v: Value): Value {
  return ctx.intern.string(text(objectNode(v)));
}

/** `JsonSerialize(file, seq)`: "[", the elements one per line separated by ",", "]". */
export function JsonSerialize(_ctx: EvalContext, path: Value, v: Value): boolean {
  const file = pathArg("JsonSerialize", path);
  const elems = sequenceArg("JsonSerialize", v);
  write("JsonSerialize", file, "[\n" + elems.map((e) => text(node(e))).join(",\n") + "\n]\n");
  return true;
}

/** `ndJsonSerialize(file, seq)`: one element per line. */
export function ndJsonSerialize(_ctx: EvalContext, path: Value, v: Value): boolean {
  const file = pathArg("ndJsonSerialize", path);
  const elems = sequenceArg("ndJsonSerialize", v);
  write("ndJsonSerialize", file, elems.map((e) => text(node(e)) + "\n").join(""));
  return true;
}

export function JsonDeserialize(ctx: EvalContext, path: Value): Value {
  const file = pathArg("JsonDeserialize", path);
  return value(ctx, parse("JsonDeserialize", file, read("JsonDeserialize", file)));
}

/** `ndJsonDeserialize(file)`: the sequence of the values of the file's non-blank lines. */
export function ndJsonDeserialize(ctx: EvalContext, path: Value): Value {
  const file = pathArg("ndJsonDeserialize", path);
  const out: Value[] = [];
  for (const line of read("ndJsonDeserialize", file).split(/\r?\n/)) {
    const trimmed = line.trim();
    if (trimmed !== "") out.push(value(ctx, parse("ndJsonDeserialize", file, trimmed)));
  }
  return tuple(out);
}

export const operators: ModuleOperators = {
  ToJson: { arity: 1, fn: ToJson, export: "ToJson" },
  ToJsonArray: { arity: 1, fn: ToJsonArray, export: "ToJsonArray" },
  ToJsonObject: { arity: 1, fn: ToJsonObject, export: "ToJsonObject" },
  JsonSerialize: { arity: 2, fn: JsonSerialize, export: "JsonSerialize" },
  ndJsonSerialize: { arity: 2, fn: ndJsonSerialize, export: "ndJsonSerialize" },
  JsonDeserialize: { arity: 1, fn: JsonDeserialize, export: "JsonDeserialize" },
  ndJsonDeserialize: { arity: 1, fn: ndJsonDeserialize, export: "ndJsonDeserialize" },
};
