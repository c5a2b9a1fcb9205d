// A trace in Apalache's Informal Trace Format (ADR-015,
// https://apalache-mc.org/docs/adr/015adr-trace.html): integers as {"#bigint": "n"},
// sets as {"#set": [...]}, TLA+ tuples/sequences (functions on 1..n) as
// {"#tup": [...]}, records (functions on strings) as JSON objects, other functions
// as {"#map": [[k, v], ...]}, strings and booleans as themselves. ITF has no model
// values; they become their names as strings. Sets that cannot be enumerated are
// {"#unserializable": "Nat"}.

import { Kind, isEnumerable, sortedElements, type Value } from "../values/index.js";
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

export function toItfValue(v: Value): ItfValue {
  if (typeof v === "number") return { "#bigint": String(v) };
  if (typeof v === "boolean") return v;
  switch (v.kind) {
    case Kind.String:
      return v.text;
    case Kind.ModelValue:
      return v.name;
    case Kind.Tuple:
      return { "#tup": v.elems.map(toItfValue) };
    case Kind.Fcn: {
      if (v.domain.every((d) => typeof d === "object" && d.kind === Kind.String)) {
        const rec: { [field: string]: ItfValue } = {};
        v.domain.forEach((d, i) => {
          rec[(d as { text: string }).text] = toItfValue(v.values[i]!);
        });
        return rec;
      }
      return { "#map": v.domain.map((d, i) => [toItfValue(d), toItfValue(v.values[i]!)] as [ItfValue, ItfValue]) };
    }
    default:
      if (!isEnumerable(v)) return { "#unserializable": v.kind === Kind.Infinite ? v.name : "infinite set" };
      return { "#set": sortedElements(v).map(toItfValue) };
  }
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
