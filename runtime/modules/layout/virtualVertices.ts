// jungrapht's Synthetics.createVirtualVerticesAndEdges: an edge from layer i to layer
// j > i + 1 becomes a chain through one virtual vertex in each layer between. The layers
// are walked top down and each layer's vertices in order (virtual ones included, so a
// chain grows one layer at a time); a vertex's long edges are taken in the order of the
// working edge list, where a replaced edge is removed and its two segments appended.
// Each new virtual vertex is appended to its layer. Crossing reduction and coordinate
// assignment then run on the expanded graph; the chains become the bends of the edges.
// Eiglsperger expands differently (`insertSegments`): edges spanning three or more layers
// become segments.

import { P_VERTEX, Q_VERTEX, REAL, SYNTHETIC, type Segments } from "./eiglsperger.js";
import { Multigraph } from "./multigraph.js";

/** A component's layering with its long edges split. */
export interface ExpandedLayers {
  /** The graph's vertices, then the virtual ones (numbered from `g.vertexCount`), and every edge joining adjacent layers. */
  readonly graph: Multigraph;
  readonly layers: number[][];
  /** Per long edge, in the order jungrapht lists its articulated edges: source, virtual vertices, target. */
  readonly chains: readonly (readonly number[])[];
}

/**
 * `layers` of `g`'s component with virtual vertices for the edges spanning layers, or
 * undefined when an edge points upwards or stays in its layer (not a layering of a DAG).
 */
export function insertVirtualVertices(g: Multigraph, layers: readonly (readonly number[])[]): ExpandedLayers | undefined {
  const rank: number[] = [];
  layers.forEach((layer, r) => layer.forEach((v) => (rank[v] = r)));
  const working = layers.map((l) => [...l]);
  // The working edge list: [source, target] of the component's edges in the graph's order.
  let edges: [number, number][] = [];
  for (let e = 0; e < g.edgeCount; e++) if (rank[g.source[e]!] !== undefined) edges.push([g.source[e]!, g.target[e]!]);
  if (edges.some(([s, t]) => rank[t]! <= rank[s]!)) return undefined;
  let next = g.vertexCount;
  for (let i = 0; i < working.length - 1; i++) {
    for (const v of working[i]!) {
      const long = edges.filter(([s, t]) => s === v && rank[t]! - rank[v]! > 1);
      for (const edge of long) {
        const virtual = next++;
        rank[virtual] = rank[v]! + 1;
        working[rank[virtual]!]!.push(virtual);
        edges = edges.filter((e) => e !== edge);
        edges.push([edge[0], virtual], [virtual, edge[1]]);
      }
    }
  }
  const graph = new Multigraph(next);
  for (const [s, t] of edges) graph.addEdge(s, t);
  return { graph, layers: working, chains: chainsOf(graph, g.vertexCount) };
}

/**
 * The long edges of `graph` as source, virtual vertices, target: a chain starts at each
 * edge out of a real vertex (below `realCount`) into a virtual one, in the order the
 * edges were created (the expanded graph's edge set order in jungrapht).
 */
function chainsOf(graph: Multigraph, realCount: number): number[][] {
  const chains: number[][] = [];
  for (let e = 0; e < graph.edgeCount; e++) {
    if (graph.source[e]! >= realCount || graph.target[e]! < realCount) continue;
    const chain = [graph.source[e]!];
    let w = graph.target[e]!;
    while (w >= realCount) {
      chain.push(w);
      w = graph.target[graph.outEdges[w]![0]!]!;
    }
    chain.push(w);
    chains.push(chain);
  }
  return chains;
}

/** Eiglsperger's expansion: the layers, their vertices' kinds and the segments of the edges spanning three or more layers. */
export interface SegmentedLayers extends ExpandedLayers {
  readonly segments: Segments;
}

/**
 * jungrapht's eiglsperger.Synthetics: as `insertVirtualVertices` (the same walk and edge
 * list), but an edge spanning three or more layers becomes a segment: a p-vertex appended
 * to the layer below its source, a q-vertex to the layer above its target, and the edges
 * source → p, p → q, q → target (the segment's own edge is never split again). Undefined
 * when an edge points upwards or stays in its layer.
 */
export function insertSegments(g: Multigraph, layers: readonly (readonly number[])[]): SegmentedLayers | undefined {
  const rank: number[] = [];
  layers.forEach((layer, r) => layer.forEach((v) => (rank[v] = r)));
  const working = layers.map((l) => [...l]);
  const kind: number[] = Array.from({ length: g.vertexCount }, () => REAL);
  const p: number[] = [];
  const q: number[] = [];
  // [source, target, is a segment's own edge]
  let edges: [number, number, boolean][] = [];
  for (let e = 0; e < g.edgeCount; e++) if (rank[g.source[e]!] !== undefined) edges.push([g.source[e]!, g.target[e]!, false]);
  if (edges.some(([s, t]) => rank[t]! <= rank[s]!)) return undefined;
  const vertex = (k: number, r: number): number => {
    const v = kind.length;
    kind.push(k);
    rank[v] = r;
    working[r]!.push(v);
    return v;
  };
  for (let i = 0; i < working.length - 1; i++) {
    for (const v of working[i]!) {
      if (kind[v] === P_VERTEX) continue;
      const long = edges.filter(([s, t, own]) => !own && s === v && rank[t]! - rank[v]! > 1);
      for (const edge of long) {
        const [s, t] = edge;
        edges = edges.filter((e) => e !== edge);
        if (rank[t]! - rank[s]! === 2) {
          const w = vertex(SYNTHETIC, rank[s]! + 1);
          edges.push([s, w, false], [w, t, false]);
        } else {
          const pv = vertex(P_VERTEX, rank[s]! + 1);
          const qv = vertex(Q_VERTEX, rank[t]! - 1);
          p.push(pv);
          q.push(qv);
          edges.push([s, pv, false], [pv, qv, true], [qv, t, false]);
        }
      }
    }
  }
  const graph = new Multigraph(kind.length);
  for (const [s, t] of edges) graph.addEdge(s, t);
  const segmentOf = new Int32Array(kind.length).fill(-1);
  p.forEach((v, k) => (segmentOf[v] = segmentOf[q[k]!] = k));
  return { graph, layers: working, chains: chainsOf(graph, g.vertexCount), segments: { kind: Uint8Array.from(kind), segmentOf, p, q } };
}
