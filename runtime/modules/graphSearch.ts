// Path questions on the graphs of the Graphs and UndirectedGraphs modules, shared by
// their natives. TLC's overrides answer them with a graph search instead of the TLA+
// definitions, which quantify over Seq(G.node) and cannot be evaluated.

import { equals, sortedIndexOf, tuple, type Value } from "../values/index.js";

/** A graph's nodes in TLC's order and, per node index, the indices of its successors. */
export interface Adjacency {
  readonly nodes: readonly Value[];
  readonly next: readonly (readonly number[])[];
}

export function indexOf(nodes: readonly Value[], v: Value): number {
  const i = sortedIndexOf(nodes, v);
  if (i >= 0) return i;
  for (let i = 0; i < nodes.length; i++) if (equals(nodes[i]!, v)) return i;
  return -1;
}

/** Whether there is a path (of one node or more) from node index `from` to `to`. */
export function reaches(g: Adjacency, from: number, to: number): boolean {
  if (from === to) return true;
  const seen = new Array<boolean>(g.nodes.length).fill(false);
  const stack = [from];
  seen[from] = true;
  while (stack.length > 0) {
    const n = stack.pop()!;
    for (const m of g.next[n]!) {
      if (m === to) return true;
      if (!seen[m]) {
        seen[m] = true;
        stack.push(m);
      }
    }
  }
  return false;
}

/** Whether the nodes m and n (values) are in the graph and joined by a path from m to n. */
export function connects(g: Adjacency, m: Value, n: Value): boolean {
  const from = indexOf(g.nodes, m);
  const to = indexOf(g.nodes, n);
  return from >= 0 && to >= 0 && reaches(g, from, to);
}

/** Every path that visits no node twice, single nodes included, as tuples of nodes. */
export function simplePaths(g: Adjacency): Value[] {
  const out: Value[] = [];
  const onPath = new Array<boolean>(g.nodes.length).fill(false);
  const path: number[] = [];
  const extend = (n: number): void => {
    path.push(n);
    onPath[n] = true;
    out.push(tuple(path.map((i) => g.nodes[i]!)));
    for (const m of g.next[n]!) if (!onPath[m]) extend(m);
    onPath[n] = false;
    path.pop();
  };
  for (let i = 0; i < g.nodes.length; i++) extend(i);
  return out;
}
