// VectorClocks (community module). CausalOrder's definition is a CHOOSE over every
// permutation of the log; TLC's override sorts the log topologically instead: each
// node's lines ordered by their own clock entry, a line after the line of every other
// node whose clock entry it has seen. Lines whose order the clocks leave open come in
// the order of a walk over the nodes; TLC's walk follows a Java HashMap, this one TLC's
// value order (docs/semantics.md, a known difference for concurrent lines).

import type { EvalContext } from "../check/spec.js";
import { force, Kind, compare, tuple, type Value } from "../values/index.js";
import { argumentError } from "./args.js";
import { apply, enumerateSorted, inSet } from "./core.js";
import { indexOf } from "./graphSearch.js";
import type { ModuleOperators } from "./registry.js";

interface Line {
  readonly value: Value;
  readonly clock: Value;
  readonly hosts: readonly Value[];
  readonly time: Value;
  parents: number;
  readonly children: Line[];
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
  const keys: Value[] = [];
  const byNode: Line[][] = [];
  for (const value of log.elems) {
    const c = clock(value);
    const n = node(value);
    let k = indexOf(keys, n);
    if (k < 0) {
      k = keys.length;
      keys.push(n);
      byNode.push([]);
    }
    byNode[k]!.push({ value, clock: c, hosts: enumerateSorted(ctx, domain(c)), time: apply(ctx, c, n), parents: 0, children: [] });
  }
  for (const lines of byNode) lines.sort((a, b) => compare(a.time, b.time));
  const link = (parent: Line, child: Line): void => {
    parent.children.push(child);
    child.parents++;
  };
  for (let k = 0; k < keys.length; k++) {
    const lines = byNode[k]!;
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i]!;
      if (i > 0) link(lines[i - 1]!, line);
      for (const host of line.hosts) {
        const h = indexOf(keys, host);
        if (h < 0 || h === k || !inSet(ctx, host, domain(line.clock))) continue;
        const seen = apply(ctx, line.clock, host);
        const from = byNode[h]!.find((l) => compare(l.time, seen) === 0);
        if (from !== undefined) link(from, line);
      }
    }
  }
  const order = keys.map((_, i) => i).sort((a, b) => compare(keys[a]!, keys[b]!));
  const out: Value[] = [];
  const next = byNode.map(() => 0);
  for (let progress = true; progress; ) {
    progress = false;
    for (const k of order) {
      const lines = byNode[k]!;
      while (next[k]! < lines.length && lines[next[k]!]!.parents === 0) {
        const line = lines[next[k]!++]!;
        for (const child of line.children) child.parents--;
        out.push(line.value);
        progress = true;
      }
    }
  }
  return tuple(out);
}

export const operators: ModuleOperators = {
  CausalOrder: { arity: 4, fn: CausalOrder, export: "CausalOrder", operatorArgs: [1, 2, 3] },
};
