// Horizontal coordinates of a layered graph by Brandes and Köpf ("Fast and Simple
// Horizontal Coordinate Assignment"), the way jungrapht's Sugiyama layout runs it, for
// layerings where every edge joins adjacent layers (long edges split by virtual vertices):
// - type 1 conflicts (`markedSegments`): between layers i and i + 1 for 1 <= i <= h - 3,
//   a segment that crosses an inner segment (one joining two virtual vertices) is marked
//   and never aligned;
// - four vertical alignments: each vertex joins the block of its median upper (or lower)
//   neighbour, left medians first sweeping left to right, or right medians first sweeping
//   right to left, a neighbour only taken when it lies beyond the last one taken;
// - each alignment is compacted left to right (jungrapht compacts the right-hand
//   alignments in the same direction), a block placed at least `delta` right of its left
//   neighbour's block; jungrapht's final pass adds a class shift to a block's root and
//   again to the members read after it, and that is kept;
// - the four results are aligned to the narrowest (left ones by their minimum, right ones
//   by their maximum), and each vertex gets the mean of its two median candidates.
// Eiglsperger's variant is ./eiglspergerCoordinates.ts; both balance with `balance`.

import type { Multigraph } from "./multigraph.js";

const NO_SHIFT = 2147483647;
/** Java's int addition and subtraction: the exact result wrapped to 32 bits. */
export const wrapInt = (value: number): number => value | 0;

/** A layering: `layers[r]` lists layer r's vertices left to right. */
export type Layers = readonly (readonly number[])[];

interface Alignment {
  readonly root: Int32Array;
  readonly align: Int32Array;
}

/** Distinct neighbours of every vertex, sorted by their index in their layer. */
function neighbours(g: Multigraph, index: Int32Array, upper: boolean): number[][] {
  return Array.from({ length: g.vertexCount }, (_, v) => {
    const ends = (upper ? g.inEdges[v]! : g.outEdges[v]!).map((e) => (upper ? g.source[e]! : g.target[e]!));
    return [...new Set(ends)].sort((a, b) => index[a]! - index[b]!);
  });
}

/** One vertical alignment: towards the upper (else lower) neighbours, left (else right) medians first. */
function verticalAlignment(layers: Layers, index: Int32Array, adjacent: readonly (readonly number[])[], upper: boolean, left: boolean, marked: ReadonlySet<string>): Alignment {
  const n = index.length;
  const root = Int32Array.from({ length: n }, (_, v) => v);
  const align = Int32Array.from({ length: n }, (_, v) => v);
  const order = upper ? layers.map((_, r) => r) : layers.map((_, r) => layers.length - 1 - r);
  for (const r of order) {
    const layer = layers[r]!;
    const previous = layers[upper ? r - 1 : r + 1];
    if (previous === undefined) continue;
    let cursor = left ? -1 : previous.length + 1;
    for (let k = 0; k < layer.length; k++) {
      const v = layer[left ? k : layer.length - 1 - k]!;
      const ns = adjacent[v]!;
      const d = ns.length;
      if (d === 0) continue;
      const low = Math.floor((d - 1) / 2);
      const high = Math.ceil((d - 1) / 2);
      for (const m of left ? [low, high] : [high, low]) {
        if (align[v] === v) {
          const u = ns[m]!;
          const unmarked = !marked.has(upper ? `${u} ${v}` : `${v} ${u}`);
          if (unmarked && (left ? cursor < index[u]! : cursor > index[u]!)) {
            align[u] = v;
            root[v] = root[u]!;
            align[v] = root[v]!;
            cursor = index[u]!;
          }
        }
        if (low === high) break;
      }
    }
  }
  return { root, align };
}

/**
 * jungrapht's preprocessing: the segments "upper lower" between layers i and i + 1
 * (1 <= i <= h - 3) whose upper end lies outside the span between the inner segments
 * around them; `upperNs` lists each vertex's distinct upper neighbours by position.
 */
function markedSegments(layers: Layers, index: Int32Array, upperNs: readonly (readonly number[])[], isVirtual: (v: number) => boolean): Set<string> {
  const marked = new Set<string>();
  for (let i = 1; i <= layers.length - 3; i++) {
    const upper = layers[i]!;
    const lower = layers[i + 1]!;
    let k0 = 0;
    let el = 0;
    for (let el1 = 0; el1 < lower.length; el1++) {
      const w = lower[el1]!;
      // An inner segment: a virtual vertex whose (only) upper neighbour is virtual too.
      const inner = isVirtual(w) && upperNs[w]!.length > 0 && isVirtual(upperNs[w]![0]!);
      if (el1 !== lower.length - 1 && !inner) continue;
      const k1 = inner ? index[upperNs[w]![0]!]! : upper.length - 1;
      for (; el <= el1; el++) {
        const x = lower[el]!;
        for (const u of upperNs[x]!) if (index[u]! < k0 || index[u]! > k1) marked.add(`${u} ${x}`);
      }
      k0 = k1;
    }
  }
  return marked;
}

/**
 * jungrapht's horizontal compaction of one alignment: x per vertex (Java ints, before any
 * offset), blocks placed in layer order.
 */
function compaction(layers: Layers, index: Int32Array, rank: Int32Array, { root, align }: Alignment, delta: number): Float64Array {
  const n = index.length;
  const sink = Int32Array.from({ length: n }, (_, v) => v);
  const shift = new Float64Array(n).fill(NO_SHIFT);
  const x = new Float64Array(n);
  const placed = new Uint8Array(n);
  const neighbourOf = (w: number): number | undefined => layers[rank[w]!]![index[w]! - 1];
  const placeBlock = (v: number): void => {
    if (placed[v]) return;
    placed[v] = 1;
    x[v] = 0;
    let w = v;
    do {
      const next = neighbourOf(w);
      if (next !== undefined) {
        const u = root[next]!;
        placeBlock(u);
        if (sink[v] === v) sink[v] = sink[u]!;
        if (sink[v] !== sink[u]) shift[sink[u]!] = Math.min(shift[sink[u]!]!, wrapInt(wrapInt(x[v]! - x[u]!) - delta));
        else x[v] = Math.max(x[v]!, wrapInt(x[u]! + delta));
      }
      w = align[w]!;
    } while (w !== v);
  };
  for (const v of layers.flat()) if (root[v] === v) placeBlock(v);
  return blockCoordinates(layers, x, root, sink, shift);
}

/**
 * jungrapht's last compaction pass: each vertex takes its root's x plus its class's shift
 * when there is one; a root read after its own shift was added passes that shift on.
 */
export function blockCoordinates(layers: Layers, x: Float64Array, root: Int32Array, sink: Int32Array, shift: Float64Array): Float64Array {
  for (const layer of layers) {
    for (const v of layer) {
      x[v] = x[root[v]!]!;
      const s = shift[sink[root[v]!]!]!;
      if (s < NO_SHIFT) x[v] = wrapInt(x[v]! + s);
    }
  }
  return x;
}

/**
 * The balanced x of every vertex (doubles, `offset` added as jungrapht adds its horizontal
 * offset), for `layers` of `g` whose edges all join adjacent layers, blocks `delta` apart;
 * `isVirtual` tells the virtual vertices of split long edges.
 */
export function brandesKopf(g: Multigraph, layers: Layers, delta: number, offset: number, isVirtual: (v: number) => boolean): Float64Array {
  const n = g.vertexCount;
  const index = new Int32Array(n);
  const rank = new Int32Array(n);
  layers.forEach((layer, r) =>
    layer.forEach((v, i) => {
      index[v] = i;
      rank[v] = r;
    }),
  );
  const upperNs = neighbours(g, index, true);
  const lowerNs = neighbours(g, index, false);
  const marked = markedSegments(layers, index, upperNs, isVirtual);
  // jungrapht's order: up-left, up-right, down-left, down-right.
  const xs = [
    [true, true],
    [true, false],
    [false, true],
    [false, false],
  ].map(([upper, left]) => compaction(layers, index, rank, verticalAlignment(layers, index, upper ? upperNs : lowerNs, upper!, left!, marked), delta));
  return balance(xs, layers.flat(), offset, n);
}

/**
 * jungrapht's horizontal balancing of the four compactions (up-left, up-right, down-left,
 * down-right) of `members`: each aligned to the narrowest (left ones by their minimum,
 * right ones by their maximum), then each vertex at the mean of its two median
 * candidates, `offset` added (Java's int sums wrap).
 */
export function balance(xs: readonly Float64Array[], members: readonly number[], offset: number, n: number): Float64Array {
  const bounds = xs.map((x) => {
    let min = Infinity;
    let max = -Infinity;
    for (const v of members) {
      min = Math.min(min, x[v]!);
      max = Math.max(max, x[v]!);
    }
    return members.length === 0 ? [0, 0] : [min, max];
  });
  let narrowest = 0;
  let narrowestWidth = 2147483647;
  bounds.forEach(([a, b], i) => {
    const width = wrapInt(b! - a!);
    if (width < narrowestWidth) {
      narrowest = i;
      narrowestWidth = width;
    }
  });
  xs.forEach((x, i) => {
    // Left alignments (0, 2) line up their minimum with the narrowest's, right ones their maximum.
    const d = wrapInt(i % 2 === 0 ? bounds[narrowest]![0]! - bounds[i]![0]! : bounds[narrowest]![1]! - bounds[i]![1]!);
    if (d !== 0) for (const v of members) x[v] = wrapInt(x[v]! + d);
  });
  const result = new Float64Array(n);
  for (const v of members) {
    const candidates = xs.map((x) => x[v]! + offset).sort((a, b) => a - b);
    result[v] = (candidates[1]! + candidates[2]!) / 2;
  }
  return result;
}
