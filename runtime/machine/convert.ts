// Plain values ⇄ runtime values, following a Shape (shape.ts). Plain values are what
// a TypeScript user reads and writes: numbers, booleans, strings (for strings and
// model values alike), frozen arrays for sequences and tuples, ReadonlySet,
// ReadonlyMap, frozen objects for records and for functions keyed by strings. Runtime
// values are built through the value factory, so they are canonical (sorted sets,
// tuples for functions on 1..n) and compare equal to the checker's own.

import * as V from "../values/index.js";
import { Kind, type Value } from "../values/index.js";
import type { Shape } from "./shape.js";

type Scalar = Extract<Shape, { t: "scalar" }>;
type Fields = Readonly<Record<string, Shape>>;

export class ShapeError extends Error {}

function fail(what: string, value: unknown): never {
  let shown: string;
  try {
    shown = typeof value === "object" && value !== null && "kind" in value ? V.printValue(value as Value) : String(value);
  } catch {
    shown = String(value);
  }
  throw new ShapeError(`${what}: ${shown}`);
}

/** The plain form of a runtime value. */
export function toPlain(shape: Shape, v: Value): unknown {
  switch (shape.t) {
    case "value":
      return v;
    case "scalar":
      if (typeof v === "number" || typeof v === "boolean") return v;
      if (v.kind === Kind.String) return v.text;
      if (v.kind === Kind.ModelValue) return v.name;
      return fail("expected a number, boolean, string or model value", v);
    case "set": {
      if (!V.isSet(v)) return fail("expected a set", v);
      const out = new Set<unknown>();
      for (const x of V.sortedElements(v)) out.add(toPlain(shape.of, x));
      return out;
    }
    case "seq":
    case "tuple": {
      if (typeof v !== "object" || v.kind !== Kind.Tuple) return fail("expected a sequence", v);
      return Object.freeze(v.elems.map((x, i) => toPlain(shape.t === "seq" ? shape.of : (shape.of[i] ?? { t: "value" }), x)));
    }
    case "record":
      return recordToPlain(shape.fields, v);
    case "variant": {
      const tag = fieldValue(v, shape.tag);
      const text = tag !== undefined && typeof tag === "object" && tag.kind === Kind.String ? tag.text : undefined;
      const c = shape.cases.find((k) => tagStrings(k.fields[shape.tag]).includes(text ?? ""));
      if (c === undefined) return fail(`no case of the variant has this ${shape.tag}`, v);
      return recordToPlain(c.fields, v);
    }
    case "fn": {
      if (!V.isFcn(v)) return fail("expected a function", v);
      const domain: readonly Value[] = v.kind === Kind.Tuple ? v.elems.map((_, i) => i + 1) : v.domain;
      const values = v.kind === Kind.Tuple ? v.elems : v.values;
      if (shape.object) {
        const out: Record<string, unknown> = {};
        domain.forEach((d, i) => (out[String(toPlain(shape.dom, d))] = toPlain(shape.rng, values[i]!)));
        return Object.freeze(out);
      }
      return new Map(domain.map((d, i) => [toPlain(shape.dom, d), toPlain(shape.rng, values[i]!)]));
    }
  }
}

function tagStrings(s: Shape | undefined): readonly string[] {
  return s?.t === "scalar" ? (s.strings ?? []) : [];
}

function fieldValue(v: Value, name: string): Value | undefined {
  if (typeof v !== "object" || v.kind !== Kind.Fcn) return undefined;
  const i = v.domain.findIndex((d) => typeof d === "object" && d.kind === Kind.String && d.text === name);
  return i < 0 ? undefined : v.values[i];
}

function recordToPlain(fields: Fields, v: Value): unknown {
  if (typeof v !== "object" || v.kind !== Kind.Fcn) return fail("expected a record", v);
  const out: Record<string, unknown> = {};
  for (const [name, s] of Object.entries(fields)) {
    const x = fieldValue(v, name);
    if (x === undefined) return fail(`the record has no field ${name}`, v);
    out[name] = toPlain(s, x);
  }
  return Object.freeze(out);
}

/** The runtime value of a plain value; strings and model values are interned in `intern`. */
export function toValue(shape: Shape, p: unknown, intern: V.InternTable): Value {
  switch (shape.t) {
    case "value":
      return p as Value;
    case "scalar":
      return scalarToValue(shape, p, intern);
    case "set": {
      if (!(p instanceof Set)) return fail("expected a Set", p);
      return V.setOf([...(p as Set<unknown>)].map((x) => toValue(shape.of, x, intern)));
    }
    case "seq":
    case "tuple": {
      if (!Array.isArray(p)) return fail("expected an array", p);
      return V.tuple(p.map((x, i) => toValue(shape.t === "seq" ? shape.of : (shape.of[i] ?? { t: "value" }), x, intern)));
    }
    case "record":
      return recordToValue(shape.fields, p, intern);
    case "variant": {
      const tag = typeof p === "object" && p !== null ? (p as Record<string, unknown>)[shape.tag] : undefined;
      const c = shape.cases.find((k) => tagStrings(k.fields[shape.tag]).includes(String(tag)));
      if (c === undefined) return fail(`no case of the variant has this ${shape.tag}`, tag);
      return recordToValue(c.fields, p, intern);
    }
    case "fn": {
      const entries: [unknown, unknown][] = p instanceof Map ? [...(p as Map<unknown, unknown>)] : typeof p === "object" && p !== null ? Object.entries(p) : fail("expected a Map or an object", p);
      return V.fcn(
        entries.map(([k]) => toValue(shape.dom, k, intern)),
        entries.map(([, x]) => toValue(shape.rng, x, intern)),
      );
    }
  }
}

function scalarToValue(shape: Scalar, p: unknown, intern: V.InternTable): Value {
  if (typeof p === "number" && shape.int && Number.isInteger(p) && p >= V.INT_MIN && p <= V.INT_MAX) return p;
  if (typeof p === "boolean" && shape.bool) return p;
  if (typeof p === "string") {
    if (shape.strings?.includes(p)) return intern.string(p);
    if (shape.models?.includes(p) || shape.atom) return intern.modelValue(p);
    if (shape.str) return intern.string(p);
  }
  return fail("not a value of this type", p);
}

function recordToValue(fields: Fields, p: unknown, intern: V.InternTable): Value {
  if (typeof p !== "object" || p === null) return fail("expected a record object", p);
  const o = p as Record<string, unknown>;
  return V.record(
    intern,
    Object.entries(fields).map(([name, s]) => {
      if (!(name in o)) return fail(`missing field ${name}`, p);
      return [name, toValue(s, o[name], intern)] as const;
    }),
  );
}
