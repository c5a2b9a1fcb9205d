// The layering and crossing reduction of jungrapht's SugiyamaRunnable for a component that
// is a DAG (crossing reduction runs after ./virtualVertices.ts split the long edges):
// - layerings (GraphLayers): TOP_DOWN peels the vertices without incoming edges layer by
//   layer; LONGEST_PATH puts the sinks at the bottom and each vertex one layer above the
//   lowest it may take, picking the first fit in vertex order; COFFMAN_GRAHAM labels the
//   vertices by increasing in-degree and fills layers bottom up from the highest label,
//   at most 10 to a layer. Each starts from a vertex order the caller gives (layeredLayout.ts).
// - crossing reduction (`reduceCrossings`), its rounds judged by ./levelCross.ts.

import { allLevelCross } from "./levelCross.js";
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

/** COFFMAN_GRAHAM with at most `width` vertices a layer (a new layer for each vertex when 0). */
function coffmanGraham(g: Multigraph, order: readonly number[], width: number): number[][] {
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
    if (layer.length < width && successorsOf(g, got!).every((s) => below.has(s))) layer.push(got!);
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
 * or undefined when it is NETWORK_SIMPLEX (not modelled). Edges may span several layers
 * (./virtualVertices.ts splits them). COFFMAN_GRAHAM's width is SugiyamaRunnable's 10;
 * EiglspergerRunnable passes 0, which GraphLayers turns into the int tenth of the
 * component's vertex count (`eiglsperger`).
 */
export function layering(g: Multigraph, order: readonly number[], name: string, eiglsperger = false): number[][] | undefined {
  if (name === "COFFMAN_GRAHAM") return coffmanGraham(g, order, eiglsperger ? Math.trunc(order.length / 10) : 10);
  return name === "TOP_DOWN" ? topDown(g, order) : name === "LONGEST_PATH" ? longestPath(g, order) : undefined;
}

/**
 * Crossings between layer r and r + 1: edge pairs (with multiplicity) whose ends are in
 * opposite orders. As jungrapht's bilayer count: edges sorted by source then target
 * position, each counts the earlier edges with a greater target (a Fenwick tree).
 */
export function crossings(g: Multigraph, upper: readonly number[], index: Map<number, number>, lowerSize: number): number {
  const ends: number[] = [];
  for (const v of upper) {
    const targets = g.outEdges[v]!.map((e) => index.get(g.target[e]!)!).sort((a, b) => a - b);
    for (const t of targets) ends.push(t);
  }
  // `upper` is in position order, so `ends` is sorted by source, then target.
  const tree = new Int32Array(lowerSize + 1);
  let count = 0;
  for (let k = 0; k < ends.length; k++) {
    let atMost = 0;
    for (let i = ends[k]! + 1; i > 0; i -= i & -i) atMost += tree[i]!;
    count += k - atMost;
    for (let i = ends[k]! + 1; i <= lowerSize; i += i & -i) tree[i]!++;
  }
  return count;
}

/** jungrapht's median of sorted neighbour positions: -1 for none, the middle one, the int mean of two, or a weighted median. */
export function median(p: readonly number[]): number {
  const m = Math.floor(p.length / 2);
  if (p.length === 0) return -1;
  if (p.length % 2 === 1) return p[m]!;
  if (p.length === 2) return Math.trunc((p[0]! + p[1]!) / 2);
  const left = p[m - 1]! - p[0]!;
  const right = p[p.length - 1]! - p[m]!;
  return (p[m - 1]! * right + p[m]! * left) / (left + right);
}

/**
 * The layers after jungrapht's crossing reduction. Its 23 rounds alternate a downward
 * sweep (each layer stably sorted by the median position of its upper neighbours, then
 * adjacent swaps left to right while one lowers the crossings with the layer above, at
 * most 7 passes) and an upward one (lower neighbours, the layer below, at most 11
 * passes); it keeps the first round with the lowest AllLevelCross count (./levelCross.ts,
 * strictly lower replaces), so two layers keep the first round.
 */
export function reduceCrossings(g: Multigraph, start: readonly (readonly number[])[]): number[][] {
  const layers = start.map((l) => [...l]);
  const index = new Map<number, number>();
  const reindex = (layer: readonly number[]): void => layer.forEach((v, i) => index.set(v, i));
  layers.forEach(reindex);
  const predecessors = (v: number): number[] => [...new Set(g.inEdges[v]!.map((e) => g.source[e]!))];
  const sortByMedian = (layer: number[], neighbours: (v: number) => readonly number[]): void => {
    const measure = new Map(layer.map((v) => [v, median(neighbours(v).map((u) => index.get(u)!).sort((a, b) => a - b))]));
    layer.sort((a, b) => measure.get(a)! - measure.get(b)!);
    reindex(layer);
  };
  const transpose = (down: boolean): void => {
    const limit = down ? 6 : 10;
    // Down: layer r against the layer above; up: against the layer below.
    const against = (r: number): number =>
      down ? (r > 0 ? crossings(g, layers[r - 1]!, index, layers[r]!.length) : 0) : r + 1 < layers.length ? crossings(g, layers[r]!, index, layers[r + 1]!.length) : 0;
    let improved = true;
    for (let pass = 1; improved; pass++) {
      improved = false;
      for (let k = 0; k < layers.length; k++) {
        const r = down ? k : layers.length - 1 - k;
        const layer = layers[r]!;
        for (let j = 0; j < layer.length - 1; j++) {
          const before = against(r);
          if (before === 0) break;
          [layer[j], layer[j + 1]] = [layer[j + 1]!, layer[j]!];
          reindex(layer);
          if (before > against(r)) improved = true;
          else {
            [layer[j], layer[j + 1]] = [layer[j + 1]!, layer[j]!];
            reindex(layer);
          }
        }
      }
      if (pass > limit) break;
    }
  };
  let best = layers.map((l) => [...l]);
  let lowest = Infinity;
  for (let round = 0; round < 23; round++) {
    if (round % 2 === 0) {
      for (const layer of layers) sortByMedian(layer, predecessors);
      transpose(true);
    } else {
      for (let r = layers.length - 1; r >= 0; r--) sortByMedian(layers[r]!, (v) => g.successors(v));
      transpose(false);
    }
    const count = allLevelCross(g, layers, index);
    if (count < lowest) {
      lowest = count;
      best = layers.map((l) => [...l]);
    }
  }
  return best;
}
