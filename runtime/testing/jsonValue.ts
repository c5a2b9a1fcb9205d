// A logged JSON value as a runtime value, read with the shape the typed machine API
// infers for the variable (runtime/machine/shape.ts). Two forms are accepted, mixed
// freely: the typed API's plain form written as JSON (numbers, booleans, strings for
// strings and model values alike, arrays for sequences, tuples and sets, objects for
// records and for functions keyed by strings or model values, arrays of [key, value]
// pairs for other functions), and the ITF forms (Apalache's ADR-015: {"#bigint": "n"},
// {"#set": [...]}, {"#tup": [...]}, {"#map": [[k, v], ...]}). Without a precise shape
// (`value`: the type could not be inferred) arrays are sequences, objects records, and
// strings model values when the model has one of that name, else TLA+ strings.

import * as V from "../values/index.js";
import type { InternTable, Value } from "../values/index.js";
import { ShapeError, toValue } from "../machine/convert.js";
import type { Shape } from "../machine/shape.js";
import { compactJson } from "../check/jsonText.js";

/** A logged value that is not a value of the variable's type; `path` names the place inside it. */
export class JsonValueError extends Error {
  constructor(
    readonly path: string,
    readonly reason: string,
  ) {
    super(`${path}: ${reason}`);
    this.name = "JsonValueError";
  }
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function isObject(j: unknown): j is { [key: string]: Json } {
  return typeof j === "object" && j !== null && !Array.isArray(j);
}

/** A short text of a logged value (`compactJson`: the value may nest too deep for JSON.stringify). */
export function shown(j: unknown): string {
  const text = compactJson(j) ?? String(j);
  return text.length > 60 ? text.slice(0, 57) + "..." : text;
}

/** The one ITF tag of an object ({"#set": [...]}), when it is one. */
function itfTag(j: unknown): string | undefined {
  if (!isObject(j)) return undefined;
  const keys = Object.keys(j);
  return keys.length === 1 && keys[0]!.startsWith("#") ? keys[0] : undefined;
}

function elements(j: unknown, tag: "#set" | "#tup", what: string, path: string): Json[] {
  if (Array.isArray(j)) return j;
  if (itfTag(j) === tag && Array.isArray((j as Record<string, Json>)[tag])) return (j as Record<string, Json[]>)[tag]!;
  throw new JsonValueError(path, `expected ${what} (a JSON array or {"${tag}": [...]}), found ${shown(j)}`);
}

function integer(j: unknown, path: string): number | undefined {
  let n: number | undefined;
  if (typeof j === "number") n = j;
  else if (itfTag(j) === "#bigint") {
    const text = (j as Record<string, Json>)["#bigint"];
    if (typeof text !== "string" || !/^-?\d+$/.test(text)) throw new JsonValueError(path, `{"#bigint": ...} needs a string of digits, found ${shown(text)}`);
    n = Number(text);
  } else return undefined;
  if (!Number.isInteger(n) || n < V.INT_MIN || n > V.INT_MAX) throw new JsonValueError(path, `${shown(j)} is not an integer in TLC's range -2147483648..2147483647`);
  return n;
}

/** The entries of a function: an object keyed by strings, {"#map": [[k, v], ...]}, [[k, v], ...] or {"#tup": [...]}. */
function entries(j: unknown, path: string): [Json, Json][] {
  // A function on 1..n is a tuple to TLC, and ITF writes it so (the empty function too).
  if (itfTag(j) === "#tup") return elements(j, "#tup", "a sequence", path).map((x, i) => [i + 1, x]);
  const pairs = itfTag(j) === "#map" ? (j as Record<string, Json>)["#map"] : j;
  if (Array.isArray(pairs)) {
    return pairs.map((p, i) => {
      if (!Array.isArray(p) || p.length !== 2) throw new JsonValueError(`${path}[${i}]`, `expected a [key, value] pair, found ${shown(p)}`);
      return [p[0]!, p[1]!];
    });
  }
  if (isObject(pairs)) return Object.entries(pairs);
  throw new JsonValueError(path, `expected a function (an object, {"#map": [[key, value], ...]} or [[key, value], ...]), found ${shown(j)}`);
}

function describeScalar(shape: Extract<Shape, { t: "scalar" }>): string {
  const parts: string[] = [];
  if (shape.int) parts.push("an integer");
  if (shape.bool) parts.push("a boolean");
  const names = [...(shape.strings ?? []), ...(shape.models ?? [])];
  if (names.length > 0) parts.push("one of " + names.map((s) => JSON.stringify(s)).join(", "));
  if (shape.str) parts.push("a string");
  if (shape.atom) parts.push("a model value's name");
  return parts.join(" or ") || "no value";
}

export function jsonToValue(shape: Shape, j: unknown, intern: InternTable, path: string): Value {
  switch (shape.t) {
    case "value":
      return untyped(j, intern, path);
    case "scalar": {
      const n = integer(j, path);
      try {
        return toValue(shape, n ?? j, intern);
      } catch (e) {
        if (!(e instanceof ShapeError)) throw e;
        throw new JsonValueError(path, `expected ${describeScalar(shape)}, found ${shown(j)}`);
      }
    }
    case "set":
      return setOf(elements(j, "#set", "a set", path).map((x, i) => jsonToValue(shape.of, x, intern, `${path}[${i}]`)), path);
    case "seq":
      return V.tuple(elements(j, "#tup", "a sequence", path).map((x, i) => jsonToValue(shape.of, x, intern, `${path}[${i}]`)));
    case "tuple": {
      const xs = elements(j, "#tup", `a tuple of ${shape.of.length}`, path);
      if (xs.length !== shape.of.length) throw new JsonValueError(path, `expected a tuple of ${shape.of.length} elements, found ${xs.length}`);
      return V.tuple(xs.map((x, i) => jsonToValue(shape.of[i]!, x, intern, `${path}[${i}]`)));
    }
    case "record":
      return record(shape.fields, j, intern, path);
    case "variant": {
      const tag = isObject(j) ? j[shape.tag] : undefined;
      const c = shape.cases.find((k) => {
        const t = k.fields[shape.tag];
        return t?.t === "scalar" && (t.strings ?? []).includes(String(tag));
      });
      if (c === undefined) throw new JsonValueError(`${path}.${shape.tag}`, `no case of the record has ${shape.tag} = ${shown(tag)}`);
      return record(c.fields, j, intern, path);
    }
    case "fn": {
      const es = entries(j, path);
      const keyOf = (k: Json): Value => {
        // Object keys are strings: an integer domain reads {"1": ...} as 1.
        if (typeof k === "string" && shape.dom.t === "scalar" && shape.dom.int && /^-?\d+$/.test(k) && !(shape.dom.strings ?? []).includes(k)) return jsonToValue(shape.dom, Number(k), intern, `${path}[${k}]`);
        return jsonToValue(shape.dom, k, intern, `${path}[${shown(k)}]`);
      };
      return fcn(
        es.map(([k]) => keyOf(k)),
        es.map(([k, x]) => jsonToValue(shape.rng, x, intern, `${path}[${shown(k)}]`)),
        path,
      );
    }
  }
}

/** Sets and functions sort their elements: values TLC cannot compare (1 and "a") are the log's mistake. */
function ordered<T>(path: string, build: () => T): T {
  try {
    return build();
  } catch (e) {
    if (!(e instanceof V.EvalError)) throw e;
    throw new JsonValueError(path, `its elements are values TLC cannot compare: ${e.message.replace(/\s+/g, " ")}`);
  }
}

const setOf = (elems: readonly Value[], path: string): Value => ordered(path, () => V.setOf(elems));
const fcn = (domain: readonly Value[], values: readonly Value[], path: string): Value => ordered(path, () => V.fcn(domain, values));

function record(fields: Readonly<Record<string, Shape>>, j: unknown, intern: InternTable, path: string): Value {
  if (!isObject(j) || itfTag(j) !== undefined) throw new JsonValueError(path, `expected a record (a JSON object), found ${shown(j)}`);
  for (const k of Object.keys(j)) if (!(k in fields)) throw new JsonValueError(`${path}.${k}`, `the record has no field ${k} (fields: ${Object.keys(fields).join(", ")})`);
  return V.record(
    intern,
    Object.entries(fields).map(([name, s]) => {
      if (!(name in j)) throw new JsonValueError(path, `missing field ${name}`);
      return [name, jsonToValue(s, j[name], intern, `${path}.${name}`)] as const;
    }),
  );
}

/** A composite being read without a shape: its children's JSON, their values so far, and how it is built from them. */
interface Pending {
  readonly items: readonly Json[];
  readonly values: Value[];
  /** The path of child `i` below this composite (`[2]`, `.name`, `["key"]`). */
  readonly step: (i: number) => string;
  /** The composite's value from its children's; its errors have paths relative to it. */
  readonly build: (values: Value[]) => Value;
}

/** A path shown whole up to this length; a longer one (a value nested thousands deep) keeps its two ends. */
const MAX_PATH = 160;

/** `path`, or its two ends when it is longer than MAX_PATH. */
export function shortened(path: string): string {
  return path.length <= MAX_PATH ? path : `${path.slice(0, MAX_PATH / 2)}…${path.slice(-MAX_PATH / 2)}`;
}

/**
 * A logged value without a shape, read from an explicit stack of the composites being
 * read: a log line may nest a value 100,000 deep (a recursion built it), and reading
 * such a value recursively overflows the JS stack (docs/semantics.md, "No JavaScript
 * limit reachable from a spec"). Errors are raised with paths relative to the place
 * read, and located here from the stack, so no path is built for a place that is fine.
 */
function untyped(root: unknown, intern: InternTable, path: string): Value {
  const stack: Pending[] = [];
  /** The path of the place at stack depth `depth` (the item its parent is reading). */
  const pathAt = (depth: number): string => {
    let p = path;
    for (let k = 0; k < depth; k++) p += stack[k]!.step(stack[k]!.values.length);
    return shortened(p);
  };
  const located = <T>(depth: number, read: () => T): T => {
    try {
      return read();
    } catch (e) {
      if (!(e instanceof JsonValueError)) throw e;
      throw new JsonValueError(pathAt(depth) + e.path, e.reason);
    }
  };
  let j: unknown = root;
  for (;;) {
    const opened = located(stack.length, () => openUntyped(j, intern));
    let v: Value;
    if (opened.kind === "value") v = opened.value;
    else if (opened.pending.items.length === 0) v = located(stack.length, () => opened.pending.build([]));
    else {
      stack.push(opened.pending);
      j = opened.pending.items[0];
      continue;
    }
    // Hand the value to its parent; a parent that has all its children is built and handed on.
    for (;;) {
      const top = stack[stack.length - 1];
      if (top === undefined) return v;
      top.values.push(v);
      if (top.values.length < top.items.length) break;
      stack.pop();
      v = located(stack.length, () => top.build(top.values));
    }
    const top = stack[stack.length - 1]!;
    j = top.items[top.values.length];
  }
}

/** A scalar's value, or the composite to read (its errors' paths relative to `j`). */
function openUntyped(j: unknown, intern: InternTable): { kind: "value"; value: Value } | { kind: "pending"; pending: Pending } {
  const value = (v: Value) => ({ kind: "value" as const, value: v });
  const pending = (items: readonly Json[], step: (i: number) => string, build: (values: Value[]) => Value) => ({ kind: "pending" as const, pending: { items, values: [], step, build } });
  const index = (i: number): string => `[${i}]`;
  const n = integer(j, "");
  if (n !== undefined) return value(n);
  if (typeof j === "boolean") return value(j);
  if (typeof j === "string") return value(intern.hasModelValue(j) ? intern.modelValue(j) : intern.string(j));
  if (Array.isArray(j)) return pending(j, index, (xs) => V.tuple(xs));
  const tag = itfTag(j);
  if (tag === "#set") return pending(elements(j, "#set", "a set", ""), index, (xs) => setOf(xs, ""));
  if (tag === "#tup") return pending(elements(j, "#tup", "a sequence", ""), index, (xs) => V.tuple(xs));
  if (tag === "#map") {
    // Keys first, then values: the items of one composite.
    const es = entries(j, "");
    const keys = es.map(([k]) => k);
    const keyStep = (i: number): string => `[${shown(keys[i < es.length ? i : i - es.length])}]`;
    return pending([...keys, ...es.map(([, x]) => x)], keyStep, (xs) => fcn(xs.slice(0, es.length), xs.slice(es.length), ""));
  }
  if (isObject(j) && tag === undefined) {
    const names = Object.keys(j);
    return pending(
      names.map((k) => j[k]!),
      (i) => `.${names[i]}`,
      (xs) => V.record(intern, names.map((k, i) => [k, xs[i]!] as const)),
    );
  }
  throw new JsonValueError("", `cannot read ${shown(j)} as a TLA+ value`);
}
