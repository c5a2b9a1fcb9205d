// Eiglsperger's horizontal coordinate assignment as jungrapht runs it
// (eiglsperger.HorizontalCoordinateAssignment, VerticalAlignment, HorizontalCompaction):
// Brandes-Köpf over the kept layers with these differences from Sugiyama's (./brandesKopf.ts):
// - no segment is marked; the alignments compare positions (`pos`, segments counted)
//   where Sugiyama compares indices, the right-hand ones starting one past the last
//   position of the layer they look at;
// - a q-vertex (upper alignments) or p-vertex (lower ones) joins the block of its
//   segment's other end unconditionally, and the cursor moves to that end's position;
// - blocks are placed in the order of the compaction graph's nodes (a segment node stands
//   for its p-vertex, then its q-vertex), a block's neighbours being the compaction graph's
//   predecessors (left to right) or successors (right to left) of each member, a p- or
//   q-vertex asking for its segment's, a segment for its p-vertex's block (top down) or
//   q-vertex's (bottom up); walking a block top down goes p-vertex, segment, q-vertex,
//   bottom up q-vertex, segment, p-vertex;
// - right-to-left compactions keep jungrapht's class shift at Integer.MAX_VALUE (raised
//   by max), so their classes are never shifted.

import { balance, blockCoordinates, wrapInt } from "./brandesKopf.js";
import type { CompactionGraph, Segments } from "./eiglsperger.js";
import { P_VERTEX, Q_VERTEX } from "./eiglsperger.js";
import type { Multigraph } from "./multigraph.js";

const NO_SHIFT = 2147483647;

/** The balanced x of every vertex of `layers` (offset added; Java's int sums wrap), then separated from the segments as the jar does (`separateSegments`). */
export function eiglspergerCoordinates(g: Multigraph, layers: readonly (readonly number[])[], pos: Int32Array, seg: Segments, compaction: CompactionGraph, delta: number, offset: number, vOffset: number): Float64Array {
  const n = g.vertexCount;
  const index = new Int32Array(n);
  layers.forEach((layer) => layer.forEach((v, i) => (index[v] = i)));
  const byIndex = (vs: number[]): number[] => vs.sort((a, b) => index[a]! - index[b]!);
  const upper = Array.from({ length: n }, (_, v) => byIndex([...new Set(g.inEdges[v]!.map((e) => g.source[e]!))]));
  const lower = Array.from({ length: n }, (_, v) => byIndex(g.successors(v)));
  const nodes = n + seg.p.length;
  const isSegment = (v: number): boolean => v >= n;

  const align = (down: boolean, left: boolean): { root: Int32Array; align: Int32Array } => {
    const root = Int32Array.from({ length: nodes }, (_, v) => v);
    const next = Int32Array.from({ length: nodes }, (_, v) => v);
    const segmentEnd = down ? Q_VERTEX : P_VERTEX;
    const order = layers.map((_, r) => (down ? r : layers.length - 1 - r));
    for (const r of order) {
      const layer = layers[r]!;
      const previous = layers[down ? r - 1 : r + 1];
      if (!left && previous === undefined) continue;
      let cursor = left ? -1 : pos[previous![previous!.length - 1]!]! + 1;
      for (let k = 0; k < layer.length; k++) {
        const v = layer[left ? k : layer.length - 1 - k]!;
        const ns = (down ? upper : lower)[v]!;
        const d = ns.length;
        if (d === 0) continue;
        const medians = d % 2 === 0 ? (left ? [(d - 2) / 2, d / 2] : [d / 2, (d - 2) / 2]) : [(d - 1) / 2];
        for (const m of medians) {
          if (next[v] !== v) continue;
          const u = ns[m]!;
          if (seg.kind[v] === segmentEnd) {
            const s = seg.segmentOf[v]!;
            const other = down ? seg.p[s]! : seg.q[s]!;
            root[v] = root[other]!;
            next[v] = root[v]!;
            cursor = pos[other]!;
          } else if (left ? cursor < pos[u]! : cursor > pos[u]!) {
            next[u] = v;
            root[v] = root[u]!;
            next[v] = root[v]!;
            cursor = pos[u]!;
          }
        }
      }
    }
    return { root, align: next };
  };

  const compact = ({ root, align: next }: { root: Int32Array; align: Int32Array }, down: boolean, leftToRight: boolean): Float64Array => {
    const x = new Float64Array(nodes);
    const placed = new Uint8Array(nodes);
    const sink = Int32Array.from({ length: nodes }, (_, v) => v);
    const shift = new Float64Array(nodes).fill(NO_SHIFT);
    const segmentNode = (v: number): number => (seg.segmentOf[v]! >= 0 ? n + seg.segmentOf[v]! : v);
    const place = (v: number): void => {
      if (placed[v]) return;
      placed[v] = 1;
      x[v] = 0;
      let w = v;
      do {
        const neighbours = (leftToRight ? compaction.incoming : compaction.outgoing).get(segmentNode(w)) ?? [];
        for (const pred of neighbours) {
          const u = isSegment(pred) ? root[down ? seg.p[pred - n]! : seg.q[pred - n]!]! : root[pred]!;
          place(u);
          if (sink[v] === v) sink[v] = sink[u]!;
          if (sink[v] !== sink[u]) {
            const s = sink[u]!;
            shift[s] = leftToRight ? Math.min(shift[s]!, wrapInt(wrapInt(x[v]! - x[u]!) - delta)) : Math.max(shift[s]!, wrapInt(wrapInt(x[u]! - x[v]!) - delta));
          } else x[v] = leftToRight ? Math.max(x[v]!, wrapInt(x[u]! + delta)) : Math.min(x[v]!, wrapInt(x[u]! - delta));
        }
        if (isSegment(w)) w = down ? seg.q[w - n]! : seg.p[w - n]!;
        else if (seg.kind[w] === P_VERTEX && down) w = n + seg.segmentOf[w]!;
        else if (seg.kind[w] === Q_VERTEX && !down) w = n + seg.segmentOf[w]!;
        else w = next[w]!;
      } while (w !== v);
    };
    for (const node of compaction.nodes) {
      if (isSegment(node)) {
        for (const end of [seg.p[node - n]!, seg.q[node - n]!]) if (root[end] === end) place(end);
      } else if (root[node] === node) place(node);
    }
    return blockCoordinates(layers, x, root, sink, shift);
  };

  // jungrapht's order: up-left, up-right, down-left, down-right.
  const xs = [
    [true, true],
    [true, false],
    [false, true],
    [false, false],
  ].map(([down, left]) => compact(align(down!, left!), down!, left!));
  const result = balance(xs, layers.flat(), offset, n);
  separateSegments(result, layers, seg, offset, vOffset);
  return result;
}

let identityChoices = 0;

/**
 * How many times so far the segment kept at an x decided whether a vertex moves while
 * another p-vertex shared that x, so that the jar's choice, which follows identity hash
 * codes, mattered (`separateSegments`): the fixture writers leave such graphs out, since
 * TLC's result is then one of several.
 */
export const identityHashChoices = (): number => identityChoices;

/**
 * The passes the jar's HorizontalCoordinateAssignment runs after balancing (up to 10
 * rounds, the step `offset` first, then (int) (step * 0.9), until a round changes and
 * counts nothing), on the points (x, y = (int) (rank * vOffset) + vOffset):
 * - two vertices other than p- and q-vertices on the same point are counted, not moved;
 * - a p-vertex (layers top down, left to right) whose x an earlier one has moves right by
 *   the step, its q-vertex too;
 * - a vertex other than p- and q-vertices whose x is a p-vertex's and whose y lies within
 *   its segment's moves right by the step. The jar keys the segments by their p-vertex's x
 *   in a map filled from a HashSet of the p-to-q edges, the last edge of an x kept; those
 *   edges hash by identity, so when p-vertices share an x, which one the map keeps is not a
 *   function of the graph: for one spec TLC prints the same every run, but what ran before
 *   in the same thread (other layouts, the spec's size) changes it, and every p-vertex at
 *   that x can be the one (docs/community-overrides.md has the measurements). tla2ts keeps
 *   the last in layer order, TLC's result when the HashSet happens to iterate the edges in
 *   the order they were added, which the set's capacity (above its size) always allows.
 */
function separateSegments(x: Float64Array, layers: readonly (readonly number[])[], seg: Segments, step: number, vOffset: number): void {
  const members = layers.flat();
  const y = new Float64Array(x.length);
  // HorizontalCompaction's y is the rank times vOffset as an int; Point.add adds vOffset as a double.
  layers.forEach((layer, r) => layer.forEach((v) => (y[v] = ((r * vOffset) | 0) + vOffset)));
  const others = members.filter((v) => seg.kind[v] !== P_VERTEX && seg.kind[v] !== Q_VERTEX);
  const ps = members.filter((v) => seg.kind[v] === P_VERTEX);
  const qOf = (p: number): number => seg.q[seg.segmentOf[p]!]!;
  for (let round = 0; round < 10; round++) {
    let count = 0;
    const points = new Set<string>();
    for (const v of others) {
      let key = `${x[v]} ${y[v]}`;
      if (points.has(key)) {
        count++;
        key = `${x[v]! + step} ${y[v]}`;
      }
      points.add(key);
    }
    const taken = new Set<number>();
    for (const p of ps) {
      if (taken.has(x[p]!)) {
        x[p] = x[p]! + step;
        x[qOf(p)] = x[qOf(p)]! + step;
        count++;
      }
      taken.add(x[p]!);
    }
    const segmentAt = new Map<number, number>();
    for (const p of ps) segmentAt.set(x[p]!, p);
    const within = (v: number, p: number): boolean => Math.min(y[p]!, y[qOf(p)]!) <= y[v]! && y[v]! <= Math.max(y[p]!, y[qOf(p)]!);
    for (const v of others) {
      const p = segmentAt.get(x[v]!);
      if (p === undefined) continue;
      if (ps.some((o) => x[o] === x[v] && within(v, o) !== within(v, p))) identityChoices++;
      if (!within(v, p)) continue;
      x[v] = x[v]! + step;
      count++;
    }
    if (count === 0) return;
    step = Math.trunc(step * 0.9);
  }
}
