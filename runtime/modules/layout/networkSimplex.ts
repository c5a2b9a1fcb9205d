// jungrapht's NETWORK_SIMPLEX layering as TLC's jar ships it (GraphLayers.networkSimplex
// with its no-op edge comparator). It splits the (acyclic) component again into weakly
// connected parts with JGraphT's ConnectivityInspector, so the part's vertex set is a Java
// HashSet of jungrapht's LV vertices (hash code Objects.hash(value), i.e. 31 + TLC's hash
// code), filled breadth first from the component's first vertex; on that part NetworkSimplex
// starts from GraphLayers.longestPathReverse in the set's order and runs its pivots on a
// rank map of its own, but its result copies every vertex's rank back from that initial
// layer list, so the pivots (and their random tie-breaks) never show. The layering is
// therefore the longest-path one (sinks at the bottom, each layer filled with the first
// fitting vertex) over the vertices in that HashSet's order.

import { javaHashOrder } from "../../values/tlcHash.js";
import type { Multigraph } from "./multigraph.js";

/**
 * The vertices of the component whose first vertex (in the component graph's order) is
 * `first`, in JGraphT's breadth-first order over `g`: a vertex's incoming edges, then its
 * outgoing ones.
 */
function breadthFirst(g: Multigraph, first: number): number[] {
  const seen = new Set([first]);
  const order = [first];
  for (let i = 0; i < order.length; i++) {
    const v = order[i]!;
    for (const e of [...g.inEdges[v]!, ...g.outEdges[v]!]) {
      const w = g.source[e] === v ? g.target[e]! : g.source[e]!;
      if (!seen.has(w)) {
        seen.add(w);
        order.push(w);
      }
    }
  }
  return order;
}

/**
 * The vertex order NETWORK_SIMPLEX's longest-path layering takes for the component of the
 * acyclic `g` whose vertices jungrapht holds in `members` order, or undefined when a hash
 * code is unknown or the HashSet's order is not modelled.
 */
export function networkSimplexOrder(g: Multigraph, members: readonly number[], hashCode: (v: number) => number | undefined): number[] | undefined {
  const filled = breadthFirst(g, members[0]!);
  const hashes: number[] = [];
  for (const v of filled) {
    const h = hashCode(v);
    if (h === undefined) return undefined;
    hashes.push((31 + h) | 0);
  }
  return javaHashOrder(hashes)?.map((i) => filled[i]!);
}
