// jungrapht's EiglspergerRunnable crossing reduction (EiglspergerStepsForward/Backward),
// replayed step by step on the same mutable state, since its results depend on it:
// - Synthetics (./eiglspergerSynthetics.ts) gives an edge spanning two layers one plain
//   virtual vertex and a longer one a segment between a p-vertex (the source's layer + 1)
//   and a q-vertex (the target's layer - 1); the layers in between hold the segment only
//   inside containers;
// - rounds alternate a forward sweep (top down; p-vertices join containers, q-vertices
//   split them) and a backward one (bottom up, the roles swapped); each step between a
//   layer and the next runs Eiglsperger's six steps: merge the joining vertices' segments
//   into the container before them; give the layer positions (a container counts its
//   segments) and the next layer measures (a container its position, a vertex the int
//   median of its distinct neighbours' positions, else its current position, at first
//   jungrapht's initial -1); merge the sorted vertices and containers (a container split
//   at ceil(measure - pos), keeping its first k + 1 segments); place each splitting vertex
//   between the halves of the container holding its segment; transpositions (adjacent
//   elements of equal measure, containers included, swapped when that strictly lowers the
//   crossing weight, a container's virtual edge weighing its size; stops at 0); and a scan
//   that joins adjacent containers and puts empty ones between vertices;
// - a sweep's count is the sum of those crossing weights, and the first round with the
//   lowest count is kept (23 rounds, 2 when the expanded graph has more than 200 edges),
//   with every vertex's index and position as that round left them, and the round's
//   compaction graph: each layer's elements left to right, a segment one node in every
//   layer it passes (./eiglspergerCoordinates.ts places blocks in its order).
// Containers are arrays of segment numbers; Java's stale indices (an element keeps the
// index it last got, even in a list it has left) are reproduced, as they decide results.

import type { Multigraph } from "./multigraph.js";

/** Vertex kinds of the expanded graph. */
export const REAL = 0;
export const SYNTHETIC = 1;
export const P_VERTEX = 2;
export const Q_VERTEX = 3;

/** The expanded graph's segments: `p[k]` and `q[k]` are segment k's ends. */
export interface Segments {
  readonly kind: Uint8Array;
  /** Per vertex its segment, -1 unless a p- or q-vertex. */
  readonly segmentOf: Int32Array;
  readonly p: readonly number[];
  readonly q: readonly number[];
}

/**
 * The compaction graph: nodes are vertices (0..n-1) and segments (n + k), listed in
 * insertion order, with each node's incoming and outgoing edges' other ends in edge order.
 */
export interface CompactionGraph {
  readonly nodes: number[];
  readonly incoming: Map<number, number[]>;
  readonly outgoing: Map<number, number[]>;
}

/** The layers Eiglsperger keeps, each vertex's position in them (segments counted), and its compaction graph. */
export interface EiglspergerOrder {
  readonly layers: number[][];
  readonly pos: Int32Array;
  readonly compaction: CompactionGraph;
}

const CONTAINER = 4;

interface Element {
  readonly kind: number;
  /** The vertex, or -1 for a container. */
  readonly v: number;
  index: number;
  pos: number;
  measure: number;
  /** A container's segments, left to right. */
  segments: number[];
}

const isContainer = (e: Element): boolean => e.kind === CONTAINER;
const size = (e: Element): number => e.segments.length;
const container = (segments: number[] = []): Element => ({ kind: CONTAINER, v: -1, index: 0, pos: -1, measure: -1, segments });

function setPos(e: Element, pos: number): void {
  e.pos = pos;
  if (isContainer(e) && e.measure === -1) e.measure = pos;
}

function setMeasure(e: Element, measure: number): void {
  e.measure = measure;
  if (isContainer(e)) e.pos = Math.trunc(measure);
}

const updateIndices = (layer: readonly Element[]): void => layer.forEach((e, i) => (e.index = i));

function updatePositions(layer: readonly Element[]): void {
  let current = 0;
  for (const e of layer) {
    if (isContainer(e) && size(e) === 0) continue;
    setPos(e, current);
    current += isContainer(e) ? size(e) : 1;
  }
}

/** EiglspergerUtil.scan: an alternating list of containers and vertices, adjacent containers joined. */
function scan(list: readonly Element[]): Element[] {
  const out: Element[] = [];
  for (const e of list) {
    const previous = out[out.length - 1];
    if (previous === undefined) {
      if (!isContainer(e)) out.push(container());
      out.push(e);
    } else if (isContainer(previous) && isContainer(e)) {
      previous.segments.push(...e.segments);
      e.segments = [];
    } else if (!isContainer(previous) && !isContainer(e)) out.push(container(), e);
    else out.push(e);
  }
  if (out.length > 0 && !isContainer(out[out.length - 1]!)) out.push(container());
  let i = 0;
  for (const e of out) if (!(isContainer(e) && size(e) === 0)) e.index = i++;
  return out;
}

/**
 * EiglspergerSteps.medianValue of sorted positions: the middle one, the int mean of two,
 * else the int weighted median of the two middle ones, 0 when both sides are flat.
 */
function medianValue(p: readonly number[]): number {
  const m = Math.floor(p.length / 2);
  if (p.length % 2 === 1) return p[m]!;
  if (p.length === 2) return Math.trunc((p[0]! + p[1]!) / 2);
  const left = p[m - 1]! - p[0]!;
  const right = p[p.length - 1]! - p[m]!;
  return left + right === 0 ? 0 : Math.trunc((p[m - 1]! * right + p[m]! * left) / (left + right));
}

interface Bilayer {
  readonly source: Element;
  readonly target: Element;
}

/**
 * AccumulatorTreeUtil.crossingWeight: the edges sorted (in place) by source then target
 * index, each pair in opposite orders counting the product of their weights (an edge
 * into a container weighs its size, any other 1).
 */
function crossingWeight(edges: Bilayer[]): number {
  edges.sort((a, b) => a.source.index - b.source.index || a.target.index - b.target.index);
  const weight = (e: Bilayer): number => (isContainer(e.target) ? size(e.target) : 1);
  let total = 0;
  for (let k = 0; k < edges.length; k++) {
    let above = 0;
    for (let j = 0; j < k; j++) if (edges[j]!.target.index > edges[k]!.target.index) above += weight(edges[j]!);
    total = (total + weight(edges[k]!) * above) | 0;
  }
  return total;
}

/**
 * The crossing reduction of EiglspergerRunnable on `start`, the Synthetics layering of `g`.
 * `successorsOf` gives the backward sweeps' neighbours: the runnable's NeighborCache,
 * which COFFMAN_GRAHAM filled before Synthetics split the long edges (so a real vertex
 * keeps its successors in the unsplit graph); `g`'s own by default.
 */
export function eiglspergerOrder(g: Multigraph, start: readonly (readonly number[])[], seg: Segments, successorsOf?: (v: number) => number[]): EiglspergerOrder {
  const n = g.vertexCount;
  const rank = new Int32Array(n);
  start.forEach((layer, r) => layer.forEach((v) => (rank[v] = r)));
  const elements: Element[] = Array.from({ length: n }, (_, v) => ({ kind: seg.kind[v]!, v, index: 0, pos: -1, measure: -1, segments: [] }));
  const layersArray: Element[][] = start.map((l) => l.map((v) => elements[v]!));
  layersArray.forEach(updateIndices);
  const predecessors = (v: number): number[] => [...new Set(g.inEdges[v]!.map((e) => g.source[e]!))];
  const successors = successorsOf ?? ((v: number): number[] => g.successors(v));

  const sweep = (forward: boolean): { count: number; compaction: CompactionGraph } => {
    const join = forward ? P_VERTEX : Q_VERTEX;
    const split = forward ? Q_VERTEX : P_VERTEX;
    const neighbours = forward ? predecessors : successors;
    const compaction: CompactionGraph = { nodes: [], incoming: new Map(), outgoing: new Map() };
    const addNode = (node: number, pred: number | undefined): number => {
      if (!compaction.incoming.has(node)) {
        compaction.nodes.push(node);
        compaction.incoming.set(node, []);
        compaction.outgoing.set(node, []);
      }
      if (pred !== undefined) {
        compaction.incoming.get(node)!.push(pred);
        compaction.outgoing.get(pred)!.push(node);
      }
      return node;
    };
    const addLayer = (layer: readonly Element[], first: boolean): void => {
      let pred: number | undefined;
      for (const e of layer) {
        if (isContainer(e)) for (const s of e.segments) pred = addNode(n + s, pred);
        else if (!first && (e.kind === P_VERTEX || e.kind === Q_VERTEX)) pred = addNode(n + seg.segmentOf[e.v]!, pred);
        else pred = addNode(e.v, pred);
      }
    };

    let count = 0;
    let eye: Element[] | undefined;
    const last = layersArray.length - 1;
    for (let i = forward ? 0 : last; forward ? i < last : i > 0; i += forward ? 1 : -1) {
      const d = forward ? i + 1 : i - 1;
      if (eye === undefined) {
        eye = scan(layersArray[i]!);
        addLayer(eye, true);
      }
      // Step one: the joining vertices' segments go to the container before them.
      const out: Element[] = [];
      for (const e of eye) {
        if (e.kind === join) {
          if (out.length === 0) out.push(container());
          out[out.length - 1]!.segments.push(seg.segmentOf[e.v]!);
        } else out.push(e);
      }
      const current = scan(out);
      updateIndices(current);
      let downstream = [...layersArray[d]!];

      // Step two: positions in the current layer, measures in the next.
      let previousVertex: Element | undefined;
      let previousContainer: Element | undefined;
      current.forEach((e, k) => {
        if (k % 2 === 0) {
          if (size(e) > 0) setPos(e, previousContainer === undefined ? 0 : previousVertex!.pos + 1);
          previousContainer = e;
        } else {
          setPos(e, previousVertex === undefined ? size(previousContainer!) : previousVertex.pos + size(previousContainer!) + 1);
          previousVertex = e;
        }
      });
      updatePositions(current);
      for (const c of current) if (isContainer(c) && size(c) > 0 && !downstream.includes(c)) downstream.push(c);
      for (const c of downstream) if (isContainer(c) && size(c) > 0) setMeasure(c, c.pos);
      for (const e of downstream) {
        if (e.kind === split) continue;
        if (isContainer(e)) setMeasure(e, e.pos);
        else {
          const ps = neighbours(e.v).map((u) => elements[u]!.pos);
          setMeasure(e, ps.length > 0 ? medianValue(ps.sort((a, b) => a - b)) : e.pos);
        }
      }

      // Step three: merge the vertices and the containers by measure.
      const listV: Element[] = [];
      let listS: Element[] = [];
      const splitters: Element[] = [];
      for (const e of downstream) {
        if (e.kind === split) splitters.push(e);
        else if (isContainer(e)) {
          if (size(e) > 0) listS.push(e);
        } else listV.push(e);
      }
      listS.sort((a, b) => a.measure - b.measure);
      listV.sort((a, b) => a.measure - b.measure);
      let merged: Element[] = [];
      if (listS.length === 0 || listV.length === 0) {
        merged = [...listS, ...listV].sort((a, b) => a.measure - b.measure);
      } else {
        while (listV.length > 0 && listS.length > 0) {
          const v = listV[0]!;
          const s = listS[0]!;
          if (v.measure <= s.pos) merged.push(listV.shift()!);
          else if (v.measure >= s.pos + size(s) - 1) merged.push(listS.shift()!);
          else {
            listS.shift();
            listV.shift();
            const k = Math.ceil(v.measure - s.pos);
            // Container.split(k): the first k + 1 segments stay.
            const right = k < size(s) ? container(s.segments.splice(k + 1)) : container();
            merged.push(s, v);
            setPos(right, s.pos + k);
            listS = [right, ...listS];
          }
        }
        merged.push(...listV, ...listS);
      }
      merged.push(...splitters);
      downstream = merged;
      updateIndices(downstream);
      updatePositions(downstream);
      updateIndices(downstream);

      // Step four: each splitting vertex between the halves of the container holding its segment.
      for (const q of downstream.filter((e) => e.kind === split)) {
        const s = seg.segmentOf[q.v]!;
        const c = downstream.find((e) => isContainer(e) && e.segments.includes(s));
        if (c === undefined) continue;
        const at = downstream.indexOf(c);
        const cut = c.segments.indexOf(s);
        const right = container(c.segments.slice(cut + 1));
        c.segments = c.segments.slice(0, cut);
        downstream.splice(downstream.indexOf(q), 1);
        downstream.splice(at, 1, c, q, right);
      }
      updateIndices(downstream);
      updatePositions(downstream);
      layersArray[d]!.sort((a, b) => a.index - b.index);

      // Step five: transpositions by crossing weight.
      // The bilayer edges, oriented from the current layer (a backward sweep swaps them);
      // a container's virtual edge joins it to itself, a splitting vertex's comes from a
      // stand-in holding the vertex's index of this moment.
      const edges: Bilayer[] = [];
      for (let e = 0; e < g.edgeCount; e++) {
        const [a, b] = forward ? [g.source[e]!, g.target[e]!] : [g.target[e]!, g.source[e]!];
        if (rank[a] === i && rank[b] === d) edges.push({ source: elements[a]!, target: elements[b]! });
      }
      for (const e of downstream) {
        if (isContainer(e) && size(e) > 0) edges.push({ source: e, target: e });
        else if (e.kind === split) {
          const standIn: Element = { kind: SYNTHETIC, v: -1, index: e.index, pos: e.pos, measure: -1, segments: [] };
          edges.push(forward ? { source: standIn, target: e } : { source: e, target: standIn });
        }
      }
      // Every empty container leaves both layers (the jar removes them through an iterator).
      for (const layer of [current, downstream]) {
        for (let k = layer.length - 1; k >= 0; k--) if (isContainer(layer[k]!) && size(layer[k]!) === 0) layer.splice(k, 1);
        updateIndices(layer);
        updatePositions(layer);
      }
      const swap = (j: number): void => {
        [downstream[j], downstream[j + 1]] = [downstream[j + 1]!, downstream[j]!];
        downstream[j]!.index = j;
        downstream[j + 1]!.index = j + 1;
        updatePositions(downstream);
      };
      let left = downstream.length < 2 ? 0 : 2147483647;
      for (let j = 0; j < downstream.length - 1; j++) {
        const before = crossingWeight(edges);
        left = Math.min(left, before);
        if (before === 0) break;
        if (downstream[j]!.measure !== downstream[j + 1]!.measure) continue;
        swap(j);
        const after = crossingWeight(edges);
        left = Math.min(left, after);
        swap(j);
        if (before > after) {
          swap(j);
          if (after === 0) break;
        }
      }
      updatePositions(downstream);
      count = (count + left) | 0;

      // Step six.
      downstream = scan(downstream);
      addLayer(downstream, false);
      for (const r of [i, d]) {
        layersArray[r]!.sort((a, b) => a.index - b.index);
        updateIndices(layersArray[r]!);
      }
      eye = downstream;
    }
    return { count, compaction };
  };

  const edgeCount = g.edgeCount;
  const rounds = edgeCount > 200 ? 2 : 23;
  let best: { index: Int32Array; pos: Int32Array; compaction: CompactionGraph } | undefined;
  let lowest = 2147483647;
  for (let round = 0; round < rounds; round++) {
    const { count, compaction } = sweep(round % 2 === 0);
    if (count < lowest) {
      lowest = count;
      best = { index: Int32Array.from(elements, (e) => e.index), pos: Int32Array.from(elements, (e) => e.pos), compaction };
    }
  }
  const index = best?.index ?? Int32Array.from(elements, (e) => e.index);
  const layers = layersArray.map((layer) => layer.map((e) => e.v).sort((a, b) => index[a]! - index[b]!));
  return { layers, pos: best?.pos ?? Int32Array.from(elements, (e) => e.pos), compaction: best?.compaction ?? { nodes: layers.flat(), incoming: new Map(), outgoing: new Map() } };
}
