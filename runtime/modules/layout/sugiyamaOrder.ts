// The layering and crossing reduction of jungrapht's SugiyamaRunnable for a component that
// is a DAG whose layering puts every edge between adjacent layers (no virtual vertices):
// - layerings (GraphLayers): TOP_DOWN peels the vertices without incoming edges layer by
//   layer; LONGEST_PATH puts the sinks at the bottom and each vertex one layer above the
//   lowest it may take, picking the first fit in vertex order; COFFMAN_GRAHAM labels the
//   vertices by increasing in-degree and fills layers bottom up from the highest label,
//   at most 10 to a layer. Each starts from a vertex order the caller gives (layeredLayout.ts).
// - crossing reduction (`orderTwoLayers`), modelled for two layers only.

import type { Multigraph } from "./multigraph.js";

/** Whether the component's edges have no directed cycle. */
export function acyclic(g: Multigraph, members: readonly number[]): boolean {
  const indegree = new Map(members.map((v) => [v, g.inEdges[v]!.length]));
  const ready = members.filter((v) => indegree.get(v) === 0);
  let seen = 0;
  while (ready.length > 0) {
    const v = ready.pop()!;
    seen++;
    for (const e of g.outEdges[v]!) {
      const d = indegree.get(g.target[e]!)! - 1;
      indegree.set(g.target[e]!, d);
      if (d === 0) ready.push(g.target[e]!);
    }
  }
  return seen === members.length;
}

const successorsOf = (g: Multigraph, v: number): number[] => g.successors(v);

/** TOP_DOWN: rank 0 the vertices without incoming edges, then those whose every predecessor is placed, in `order`. */
function topDown(g: Multigraph, order: readonly number[]): number[][] {
  const layers: number[][] = [];
  const placed = new Set<number>();
  let rest = [...order];
  while (rest.length > 0) {
    const layer = rest.filter((v) => g.inEdges[v]!.every((e) => placed.has(g.source[e]!)));
    for (const v of layer) placed.add(v);
    layers.push(layer);
    rest = rest.filter((v) => !placed.has(v));
  }
  return layers;
}

/** LONGEST_PATH: from the bottom, the first vertex in `order` whose successors are all in lower layers, until none fits. */
function longestPath(g: Multigraph, order: readonly number[]): number[][] {
  const layers: number[][] = [[]];
  const used = new Set<number>();
  const below = new Set<number>();
  while (used.size < order.length) {
    const next = order.find((v) => !used.has(v) && successorsOf(g, v).every((s) => below.has(s)));
    if (next !== undefined) {
      layers[layers.length - 1]!.push(next);
      used.add(next);
    } else {
      layers.push([]);
      for (const v of used) below.add(v);
    }
  }
  return layers.reverse();
}

/** COFFMAN_GRAHAM with jungrapht's width of 10. */
function coffmanGraham(g: Multigraph, order: readonly number[]): number[][] {
  const label = new Map<number, number>();
  for (let i = 0; i < order.length; i++) {
    // The first unlabelled vertex of least in-degree (Java's Stream.min keeps the first of equals).
    let best: number | undefined;
    for (const v of order) if (!label.has(v) && (best === undefined || g.inEdges[v]!.length < g.inEdges[best]!.length)) best = v;
    label.set(best!, i);
  }
  const layers: number[][] = [[]];
  const used = new Set<number>();
  const below = new Set<number>();
  while (used.size < order.length) {
    let got: number | undefined;
    for (const v of order) {
      if (used.has(v) || !successorsOf(g, v).every((s) => used.has(s))) continue;
      if (got === undefined || label.get(v)! > label.get(got)!) got = v;
    }
    const layer = layers[layers.length - 1]!;
    if (layer.length < 10 && successorsOf(g, got!).every((s) => below.has(s))) layer.push(got!);
    else {
      for (const v of layer) below.add(v);
      layers.push([got!]);
    }
    used.add(got!);
  }
  return layers.filter((l) => l.length > 0).reverse();
}

/**
 * The layers `layering` gives the DAG component whose vertices jungrapht holds in `order`,
 * or undefined when it is NETWORK_SIMPLEX (not modelled) or some edge spans more than one
 * layer (virtual vertices, not modelled).
 */
export function layering(g: Multigraph, order: readonly number[], name: string): number[][] | undefined {
  const layers = name === "TOP_DOWN" ? topDown(g, order) : name === "LONGEST_PATH" ? longestPath(g, order) : name === "COFFMAN_GRAHAM" ? coffmanGraham(g, order) : undefined;
  if (layers === undefined) return undefined;
  const rank = new Map<number, number>();
  layers.forEach((l, r) => l.forEach((v) => rank.set(v, r)));
  for (const v of order) for (const e of g.outEdges[v]!) if (rank.get(g.target[e]!)! !== rank.get(v)! + 1) return undefined;
  return layers;
}

/** Crossings between the two layers: edge pairs (with multiplicity) whose ends are in opposite orders. */
function crossings(g: Multigraph, top: readonly number[], index: Map<number, number>): number {
  const ends: [number, number][] = [];
  for (const v of top) for (const e of g.outEdges[v]!) ends.push([index.get(v)!, index.get(g.target[e]!)!]);
  let count = 0;
  for (let i = 0; i < ends.length; i++) {
    for (let j = i + 1; j < ends.length; j++) {
      const [a, b] = ends[i]!;
      const [c, d] = ends[j]!;
      if ((a < c && b > d) || (a > c && b < d)) count++;
    }
  }
  return count;
}

/** jungrapht's median of sorted neighbour positions: the middle one, the int mean of two, or a weighted median. */
function median(p: readonly number[]): number {
  const m = Math.floor(p.length / 2);
  if (p.length === 0) return -1;
  if (p.length % 2 === 1) return p[m]!;
  if (p.length === 2) return Math.trunc((p[0]! + p[1]!) / 2);
  const left = p[m - 1]! - p[0]!;
  const right = p[p.length - 1]! - p[m]!;
  return (p[m - 1]! * right + p[m]! * left) / (left + right);
}

/**
 * A two-layer component's order after jungrapht's crossing reduction. Its 23 rounds keep
 * the first round with the fewest crossings as counted by AllLevelCross, which stops one
 * pair of layers early and so counts 0 for two layers: the first round's order stands,
 * that is the lower layer stably sorted by the median position of each vertex's upper
 * neighbours, then adjacent swaps, left to right, while a swap lowers the crossings,
 * at most 7 passes. (With three or more layers AllLevelCross's own count, Waddle and
 * Malhotra's, decides, which is not modelled.)
 */
export function orderTwoLayers(g: Multigraph, [top, bottom]: readonly [readonly number[], readonly number[]]): [number[], number[]] {
  const index = new Map<number, number>();
  top.forEach((v, i) => index.set(v, i));
  const measure = new Map(bottom.map((v) => [v, median([...new Set(g.inEdges[v]!.map((e) => index.get(g.source[e]!)!))].sort((a, b) => a - b))]));
  const layer = [...bottom].sort((a, b) => measure.get(a)! - measure.get(b)!);
  const reindex = (): void => layer.forEach((v, i) => index.set(v, i));
  reindex();
  let improved = true;
  for (let pass = 1; improved; pass++) {
    improved = false;
    for (let j = 0; j < layer.length - 1; j++) {
      const before = crossings(g, top, index);
      if (before === 0) break;
      [layer[j], layer[j + 1]] = [layer[j + 1]!, layer[j]!];
      reindex();
      if (before > crossings(g, top, index)) improved = true;
      else {
        [layer[j], layer[j + 1]] = [layer[j + 1]!, layer[j]!];
        reindex();
      }
    }
    if (pass > 6) break;
  }
  return [[...top], layer];
}
