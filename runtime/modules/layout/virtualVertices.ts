// jungrapht's Synthetics.createVirtualVerticesAndEdges: an edge from layer i to layer
// j > i + 1 becomes a chain through one virtual vertex in each layer between. The layers
// are walked top down and each layer's vertices in order (virtual ones included, so a
// chain grows one layer at a time); a vertex's long edges are taken in the order of the
// working edge list, where a replaced edge is removed and its two segments appended.
// Each new virtual vertex is appended to its layer. Crossing reduction and coordinate
// assignment then run on the expanded graph; the chains become the bends of the edges.

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
  // A chain starts at each segment out of a real vertex into a virtual one, in the order
  // the segments were created (the expanded graph's edge set order in jungrapht).
  const chains: number[][] = [];
  for (let e = 0; e < graph.edgeCount; e++) {
    if (graph.source[e]! >= g.vertexCount || graph.target[e]! < g.vertexCount) continue;
    const chain = [graph.source[e]!];
    let w = graph.target[e]!;
    while (w >= g.vertexCount) {
      chain.push(w);
      w = graph.target[graph.outEdges[w]![0]!]!;
    }
    chain.push(w);
    chains.push(chain);
  }
  return { graph, layers: working, chains };
}
