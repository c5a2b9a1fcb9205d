// Where a logged runtime value differs from the spec's, one line per differing place
// (`tasks: only the log's set has [id |-> t1, ...]`, `nodes[n1]: the spec has "up", the log has "down"`),
// in TLA+ syntax: `tla2ts validate` shows differences in the spec's own language.

import * as V from "../values/index.js";
import { Kind, type Value } from "../values/index.js";

function same(a: Value, b: Value): boolean {
  try {
    return V.equals(a, b);
  } catch {
    return false;
  }
}

const print = (v: Value): string => V.printValue(v);

/** Domain and values of a function (records, tuples and other functions alike). */
function entriesOf(v: Value): { domain: readonly Value[]; values: readonly Value[] } | undefined {
  if (typeof v !== "object") return undefined;
  if (v.kind === Kind.Tuple) return { domain: v.elems.map((_, i) => i + 1), values: v.elems };
  if (v.kind === Kind.Fcn) return { domain: v.domain, values: v.values };
  return undefined;
}

function place(path: string, key: Value): string {
  return typeof key === "object" && key.kind === Kind.String && /^[A-Za-z_][A-Za-z0-9_]*$/.test(key.text) ? `${path}.${key.text}` : `${path}[${print(key)}]`;
}

export function diffValues(path: string, spec: Value, logged: Value): string[] {
  if (same(spec, logged)) return [];
  if (V.isSet(spec) && V.isSet(logged) && V.isEnumerable(spec) && V.isEnumerable(logged)) {
    const a = V.sortedElements(spec);
    const b = V.sortedElements(logged);
    const missing = a.filter((x) => !b.some((y) => same(x, y)));
    const extra = b.filter((y) => !a.some((x) => same(x, y)));
    const parts: string[] = [];
    if (missing.length > 0) parts.push(`only the spec's set has ${missing.map(print).join(", ")}`);
    if (extra.length > 0) parts.push(`only the log's set has ${extra.map(print).join(", ")}`);
    return [`${path}: ${parts.join("; ")}`];
  }
  const f = entriesOf(spec);
  const g = entriesOf(logged);
  if (f !== undefined && g !== undefined) {
    const out: string[] = [];
    f.domain.forEach((k, i) => {
      const j = g.domain.findIndex((x) => same(x, k));
      if (j < 0) out.push(`${place(path, k)}: in the spec's value (${print(f.values[i]!)}), not in the log's`);
      else out.push(...diffValues(place(path, k), f.values[i]!, g.values[j]!));
    });
    g.domain.forEach((k, j) => {
      if (!f.domain.some((x) => same(x, k))) out.push(`${place(path, k)}: in the log's value (${print(g.values[j]!)}), not in the spec's`);
    });
    if (out.length > 0) return out;
  }
  return [`${path}: the spec has ${print(spec)}, the log has ${print(logged)}`];
}
