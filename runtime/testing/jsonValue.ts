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

function shown(j: unknown): string {
  const text = JSON.stringify(j) ?? String(j);
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

function untyped(j: unknown, intern: InternTable, path: string): Value {
  const n = integer(j, path);
  if (n !== undefined) return n;
  if (typeof j === "boolean") return j;
  if (typeof j === "string") return intern.hasModelValue(j) ? intern.modelValue(j) : intern.string(j);
  if (Array.isArray(j)) return V.tuple(j.map((x, i) => untyped(x, intern, `${path}[${i}]`)));
  const tag = itfTag(j);
  if (tag === "#set") return setOf(elements(j, "#set", "a set", path).map((x, i) => untyped(x, intern, `${path}[${i}]`)), path);
  if (tag === "#tup") return V.tuple(elements(j, "#tup", "a sequence", path).map((x, i) => untyped(x, intern, `${path}[${i}]`)));
  if (tag === "#map") {
    const es = entries(j, path);
    return fcn(
      es.map(([k]) => untyped(k, intern, `${path}[${shown(k)}]`)),
      es.map(([k, x]) => untyped(x, intern, `${path}[${shown(k)}]`)),
      path,
    );
  }
  if (isObject(j) && tag === undefined) return V.record(intern, Object.entries(j).map(([k, x]) => [k, untyped(x, intern, `${path}.${k}`)] as const));
  throw new JsonValueError(path, `cannot read ${shown(j)} as a TLA+ value`);
}
