// Where a logged runtime value differs from the spec's, one line per differing place
// (`tasks: only the log's set has [id |-> t1, ...]`, `nodes[n1]: the spec has "up", the log has "down"`),
// in TLA+ syntax: `tla2ts validate` shows differences in the spec's own language.

import * as V from "../values/index.js";
import { Kind, type Value } from "../values/index.js";
import { shortened } from "./jsonValue.js";

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

/**
 * A place still to compare; the end of a function's places (its own line when none of
 * them gave one); or a line already known, due when its place comes.
 */
type Task =
  | { kind: "compare"; path: string; spec: Value; logged: Value }
  | { kind: "end"; path: string; spec: Value; logged: Value; linesBefore: number }
  | { kind: "line"; text: string };

/**
 * Whether two values differ, from their fingerprints when those differ (each value's is
 * computed once and kept): descending a value nested 100,000 deep compares one level
 * each step instead of the whole rest of the value.
 */
function differ(a: Value, b: Value): boolean {
  try {
    if (V.fingerprintHex(a) !== V.fingerprintHex(b)) return true;
  } catch {
    // No fingerprint (an infinite set): decided by equality alone.
  }
  return !same(a, b);
}

/**
 * The lines that say where `logged` differs from `spec`, in the order of the places:
 * from an explicit stack of places, as a logged value may nest 100,000 levels deep.
 */
export function diffValues(path: string, spec: Value, logged: Value): string[] {
  const out: string[] = [];
  const todo: Task[] = [{ kind: "compare", path, spec, logged }];
  while (todo.length > 0) {
    const task = todo.pop()!;
    if (task.kind === "line") {
      out.push(task.text);
      continue;
    }
    const { path: at, spec: a, logged: b } = task;
    if (task.kind === "end") {
      if (out.length === task.linesBefore) out.push(`${shortened(at)}: the spec has ${print(a)}, the log has ${print(b)}`);
      continue;
    }
    if (!differ(a, b)) continue;
    if (V.isSet(a) && V.isSet(b) && V.isEnumerable(a) && V.isEnumerable(b)) {
      const xs = V.sortedElements(a);
      const ys = V.sortedElements(b);
      const missing = xs.filter((x) => !ys.some((y) => same(x, y)));
      const extra = ys.filter((y) => !xs.some((x) => same(x, y)));
      const parts: string[] = [];
      if (missing.length > 0) parts.push(`only the spec's set has ${missing.map(print).join(", ")}`);
      if (extra.length > 0) parts.push(`only the log's set has ${extra.map(print).join(", ")}`);
      out.push(`${shortened(at)}: ${parts.join("; ")}`);
      continue;
    }
    const f = entriesOf(a);
    const g = entriesOf(b);
    if (f === undefined || g === undefined) {
      out.push(`${shortened(at)}: the spec has ${print(a)}, the log has ${print(b)}`);
      continue;
    }
    // The places in order: the stack pops the last pushed first.
    const places: Task[] = [];
    f.domain.forEach((k, i) => {
      const j = g.domain.findIndex((x) => same(x, k));
      if (j < 0) places.push({ kind: "line", text: `${shortened(place(at, k))}: in the spec's value (${print(f.values[i]!)}), not in the log's` });
      else places.push({ kind: "compare", path: place(at, k), spec: f.values[i]!, logged: g.values[j]! });
    });
    g.domain.forEach((k, j) => {
      if (!f.domain.some((x) => same(x, k))) places.push({ kind: "line", text: `${shortened(place(at, k))}: in the log's value (${print(g.values[j]!)}), not in the spec's` });
    });
    todo.push({ kind: "end", path: at, spec: a, logged: b, linesBefore: out.length });
    for (let i = places.length - 1; i >= 0; i--) todo.push(places[i]!);
  }
  return out;
}
