// A trace in Apalache's Informal Trace Format (ADR-015,
// https://apalache-mc.org/docs/adr/015adr-trace.html): integers as {"#bigint": "n"},
// sets as {"#set": [...]}, TLA+ tuples/sequences (functions on 1..n) as
// {"#tup": [...]}, records (functions on strings) as JSON objects, other functions
// as {"#map": [[k, v], ...]}, strings and booleans as themselves. ITF has no model
// values; they become their names as strings. Sets that cannot be enumerated are
// {"#unserializable": "Nat"}.

import { foldTree } from "../values/foldTree.js";
import { Kind, forceFcn, isEnumerable, sortedElements, type Fcn, type StrValue, type Value } from "../values/index.js";
import { indentedJson } from "./jsonText.js";
import type { CheckResult } from "./result.js";
import type { CompiledSpec } from "./spec.js";

export type ItfValue =
  | boolean
  | string
  | { "#bigint": string }
  | { "#set": ItfValue[] }
  | { "#tup": ItfValue[] }
  | { "#map": [ItfValue, ItfValue][] }
  | { "#unserializable": string }
  | { [field: string]: ItfValue };

export interface ItfTrace {
  "#meta": Record<string, string | number>;
  vars: string[];
  states: Record<string, ItfValue | { index: number }>[];
  /** ITF's lasso marker: the index of the state the last one loops back to. */
  loop?: number;
}

/** The ITF form of `v`, built from an explicit stack (values may nest 100,000 levels deep). */
export function toItfValue(v: Value): ItfValue {
  return foldTree<Value, ItfValue>(v, itfParts, itfNode);
}

function isRecord(v: Fcn): boolean {
  return v.domain.every((d) => typeof d === "object" && d.kind === Kind.String);
}

/** The parts `itfNode` is built from: a map's domain elements, then its values. */
function itfParts(v: Value): readonly Value[] | undefined {
  if (typeof v !== "object") return undefined;
  switch (v.kind) {
    case Kind.String:
    case Kind.ModelValue:
      return undefined;
    case Kind.Tuple:
      return v.elems;
    case Kind.Fcn:
      return isRecord(v) ? v.values : [...v.domain, ...v.values];
    case Kind.LazyFcn:
      return itfParts(forceFcn(v));
    default:
      return isEnumerable(v) ? sortedElements(v) : undefined;
  }
}

function itfNode(v: Value, parts: ItfValue[]): ItfValue {
  if (typeof v === "number") return { "#bigint": String(v) };
  if (typeof v === "boolean") return v;
  switch (v.kind) {
    case Kind.String:
      return v.text;
    case Kind.ModelValue:
      return v.name;
    case Kind.Tuple:
      return { "#tup": parts };
    case Kind.Fcn: {
      const n = v.domain.length;
      if (isRecord(v)) {
        const rec: { [field: string]: ItfValue } = {};
        for (let i = 0; i < n; i++) rec[(v.domain[i] as StrValue).text] = parts[i]!;
        return rec;
      }
      return { "#map": v.domain.map((_, i) => [parts[i]!, parts[n + i]!] as [ItfValue, ItfValue]) };
    }
    case Kind.LazyFcn:
      return itfNode(forceFcn(v), parts);
    default:
      if (!isEnumerable(v)) return { "#unserializable": v.kind === Kind.Infinite ? v.name : "infinite set" };
      return { "#set": parts };
  }
}

/** An ITF trace as the JSON text written to a file. */
export function itfText(trace: ItfTrace): string {
  return indentedJson(trace, 2) + "\n";
}

/** A run's trace as ITF; `status` is the run's verdict ("ok" for a behaviour without violation). */
export function toItf(spec: CompiledSpec, r: Pick<CheckResult, "result" | "trace" | "loopsBackTo">): ItfTrace {
  const states = (r.trace ?? []).map((step, index) => {
    const s: Record<string, ItfValue | { index: number }> = { "#meta": { index } };
    spec.variables.forEach((name, i) => {
      s[name] = toItfValue(step.state[i]!);
    });
    return s;
  });
  return {
    "#meta": {
      format: "ITF",
      "format-description": "https://apalache-mc.org/docs/adr/015adr-trace.html",
      source: spec.module,
      status: r.result,
      description: "Created by tla2ts",
    },
    vars: [...spec.variables],
    states,
    ...(r.loopsBackTo !== undefined ? { loop: r.loopsBackTo } : {}),
  };
}
