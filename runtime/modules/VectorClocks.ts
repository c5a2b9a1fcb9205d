// VectorClocks (community module). CausalOrder's definition is a CHOOSE over every
// permutation of the log; TLC's override (tlc2.overrides.VectorClocks.causalOrder, after
// ShiViz) sorts the log topologically, and tla2ts follows that algorithm step by step,
// because its choices decide the order of lines the clocks leave concurrent, and which
// logs fail (docs/semantics.md "Found by the sweep of tlaplus/Examples, session 28"):
// A) each node's lines, keyed by node in a Java HashMap, sorted (stably) by the node's
//    own clock entry;
// B) walking a node's lines, a line gets as parent the line of another host H at INDEX
//    clock[H] - 1 of H's sorted list whenever clock[H] exceeds the largest clock[H] seen
//    so far on that node: clocks are assumed to count every logged event, so a gap or a
//    clock past H's last line is Java's IndexOutOfBoundsException ("Index: 9, Size: 3");
//    a host no line comes from is a NullPointerException;
// C) as many passes as the log has lines, each visiting the nodes in the HashMap's order
//    and taking at most ONE line per node: its first line left, if it has no parent left.
// The HashMap's order follows TLC's Value.hashCode (its fingerprint under the `-fp`
// polynomial, tlcHash.ts) and computeIfAbsent's insertion at the head of a bucket: equal
// to TLC's under the same `--fp`; where a key's hash is not
// modelled (a model value tla2ts has no TLC token for), nodes go in value order.

import type { EvalContext } from "../check/spec.js";
import { force, Kind, compare, tuple, type Value } from "../values/index.js";
import { javaComputeIfAbsentOrder, tlcHashCode, UnknownHash } from "../values/tlcHash.js";
import { argumentError, javaValueClass, overrideFailed } from "./args.js";
import { apply, domain as domainOf, enumerateSorted, inSet } from "./core.js";
import { indexOf } from "./graphSearch.js";
import type { ModuleOperators } from "./registry.js";

const METHOD =
  "public static tlc2.value.impl.Value tlc2.overrides.VectorClocks.causalOrder(tlc2.value.impl.TupleValue,tlc2.value.impl.OpValue,tlc2.value.impl.OpValue,tlc2.value.impl.OpValue)";

interface Line {
  readonly value: Value;
  readonly clock: Value;
  readonly hosts: readonly Value[];
  /** The node's own clock entry; undefined where the clock has none (Java's null). */
  readonly time: Value | undefined;
  parents: number;
  readonly children: Line[];
}

/** Java's `Value.select` of a clock: the entry at `key`, or undefined (null) outside its domain. */
function selectEntry(ctx: EvalContext, c: Value, key: Value): Value | undefined {
  return inSet(ctx, key, domainOf(ctx, c)) ? apply(ctx, c, key) : undefined;
}

function npe(what: string): never {
  return overrideFailed(METHOD, what);
}

/** Java's `a.compareTo(b)` for clock entries (a NullPointerException on a missing one). */
function compareTimes(a: Value | undefined, b: Value | undefined): number {
  if (a === undefined) return npe('Cannot invoke "tlc2.value.impl.Value.compareTo(Object)" because "a" is null');
  if (b === undefined) return npe("null");
  return compare(a, b);
}

/** The iteration order of TLC's HashMap over `keys` (added by computeIfAbsent in this order). */
function hashMapOrder(ctx: EvalContext, keys: readonly Value[]): number[] {
  try {
    const order = javaComputeIfAbsentOrder(keys.map((k) => tlcHashCode(k, undefined, ctx.intern)));
    if (order !== undefined) return order;
  } catch (e) {
    if (!(e instanceof UnknownHash)) throw e;
  }
  return keys.map((_, i) => i).sort((a, b) => compare(keys[a]!, keys[b]!));
}

export function CausalOrder(
  ctx: EvalContext,
  log: Value,
  clock: (line: Value) => Value,
  node: (line: Value) => Value,
  domain: (vc: Value) => Value,
): Value {
  log = force(log);
  if (typeof log !== "object" || log.kind !== Kind.Tuple) return argumentError("CausalOrder", "first", "a sequence", log);
  // A) lines per node, in order of first appearance (the HashMap's insertion order).
  const keys: Value[] = [];
  const byNode: Line[][] = [];
  for (const value of log.elems) {
    const n = node(value);
    const c = clock(value);
    const time = selectEntry(ctx, c, n);
    const hosts = enumerateSorted(ctx, domain(c));
    let k = indexOf(keys, n);
    if (k < 0) {
      k = keys.length;
      keys.push(n);
      byNode.push([]);
    }
    byNode[k]!.push({ value, clock: c, hosts, time, parents: 0, children: [] });
  }
  for (const lines of byNode) if (lines.length > 1) lines.sort((a, b) => compareTimes(a.time, b.time));
  const order = hashMapOrder(ctx, keys);
  // B) parents from the other hosts' clock entries, by index.
  for (const k of order) {
    const lines = byNode[k]!;
    const global: (Value | undefined)[] = keys.map(() => 0);
    for (const line of lines) {
      global[k] = line.time;
      for (const host of line.hosts) {
        const time = selectEntry(ctx, line.clock, host);
        const h = indexOf(keys, host);
        if (h < 0) npe('Cannot invoke "tlc2.value.impl.Value.compareTo(Object)" because the return value of "java.util.Map.get(Object)" is null');
        if (compareTimes(global[h], time) >= 0) continue;
        global[h] = time;
        if (typeof time !== "number") overrideFailed(METHOD, `class ${javaValueClass(time!)} cannot be cast to class tlc2.value.impl.IntValue`);
        const target = byNode[h]!;
        const idx = time - 1;
        if (idx < 0 || idx >= target.length) overrideFailed(METHOD, `Index: ${idx}, Size: ${target.length}`);
        const parent = target[idx]!;
        if (!parent.children.includes(line)) {
          parent.children.push(line);
          line.parents++;
        }
      }
    }
  }
  // C) at most one line per node and pass, nodes in the HashMap's order.
  const out: Value[] = [];
  const next = byNode.map(() => 0);
  for (let pass = 0; pass < log.elems.length; pass++) {
    for (const k of order) {
      const lines = byNode[k]!;
      if (next[k]! >= lines.length) continue;
      const line = lines[next[k]!]!;
      if (line.parents > 0) continue;
      next[k]!++;
      for (const child of line.children) child.parents--;
      out.push(line.value);
    }
  }
  return tuple(out);
}

export const operators: ModuleOperators = {
  CausalOrder: { arity: 4, fn: CausalOrder, export: "CausalOrder", operatorArgs: [1, 2, 3] },
};
