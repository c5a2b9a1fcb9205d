// jungrapht's GreedyCycleRemoval as SugiyamaRunnable applies it to a component before
// layering, and the graph the layering then sees. On a copy of the component:
// 1. while some vertex has no outgoing edge, the first such (in vertex order) goes, with
//    its edges; then every vertex left without edges goes;
// 2. while some vertex has no incoming edge, the first such goes (sinks left behind are
//    not looked for again);
// 3. the rest are taken in vertex order stably sorted by decreasing out-degree minus
//    in-degree (counted once, before any goes); each in turn hands its incoming edges
//    that are still there to the feedback arcs, in edge order, and goes with its edges.
// The feedback arcs are a Java HashSet of jungrapht's LE edges, hashed as
// Objects.hash(Objects.hash(edge), source, target) with TLC's edge objects the Integers
// 0, 1, ... in the order TLC added them and a vertex's LV as Objects.hash(value). The
// runnable then removes each, in that set's iteration order, and adds it back reversed,
// so the reversed edges come after the others in every edge list, in that order.
// A DAG loses nothing (step 1 empties it). The layout only places vertices, so how
// jungrapht later draws the reversed edges the right way round does not matter here.

import { javaHashOrder } from "../../values/tlcHash.js";
import { Multigraph } from "./multigraph.js";

/** Java's Objects.hash over int hash codes. */
function objectsHash(...codes: readonly number[]): number {
  let h = 1;
  for (const c of codes) h = (Math.imul(h, 31) + c) | 0;
  return h;
}

/**
 * The feedback arcs GreedyCycleRemoval finds in the component `members` of `g` (vertices in
 * the component graph's order), in the order they are found.
 */
function feedbackArcs(g: Multigraph, members: readonly number[]): number[] {
  const alive = new Set(members);
  const removed = new Set<number>();
  const live = (e: number): boolean => !removed.has(e) && alive.has(g.source[e]!) && alive.has(g.target[e]!);
  const outs = (v: number): number[] => g.outEdges[v]!.filter(live);
  const ins = (v: number): number[] => g.inEdges[v]!.filter(live);
  const drop = (v: number): void => void alive.delete(v);
  const firstWhere = (test: (v: number) => boolean): number | undefined => members.find((v) => alive.has(v) && test(v));
  for (let v = firstWhere((u) => outs(u).length === 0); v !== undefined; v = firstWhere((u) => outs(u).length === 0)) drop(v);
  for (const v of members) if (alive.has(v) && outs(v).length === 0 && ins(v).length === 0) drop(v);
  for (let v = firstWhere((u) => ins(u).length === 0); v !== undefined; v = firstWhere((u) => ins(u).length === 0)) drop(v);
  const rest = members.filter((v) => alive.has(v));
  const balance = new Map(rest.map((v) => [v, outs(v).length - ins(v).length]));
  rest.sort((a, b) => balance.get(b)! - balance.get(a)!);
  const arcs: number[] = [];
  for (const v of rest) {
    arcs.push(...ins(v));
    for (const e of [...outs(v), ...ins(v)]) removed.add(e);
    drop(v);
  }
  return arcs;
}

/**
 * The component `members` of `g` (in the component graph's vertex order) as the layering
 * sees it once jungrapht has reversed its feedback arcs: a graph on g's vertex numbers
 * holding only the component's edges, in jungrapht's edge order. Undefined when a vertex's
 * hash code is unknown (`hashCode` gives undefined) and edges must be reversed, or the
 * HashSet's order is not modelled.
 */
export function removeCycles(g: Multigraph, members: readonly number[], hashCode: (v: number) => number | undefined): Multigraph | undefined {
  const inComponent = new Set(members);
  const edges: number[] = [];
  for (let e = 0; e < g.edgeCount; e++) if (inComponent.has(g.source[e]!)) edges.push(e);
  const arcs = feedbackArcs(g, members);
  let reversed: number[] = [];
  if (arcs.length > 0) {
    const vertexHash = (v: number): number | undefined => {
      const h = hashCode(v);
      return h === undefined ? undefined : objectsHash(h);
    };
    const hashes: number[] = [];
    for (const e of arcs) {
      const [s, t] = [vertexHash(g.source[e]!), vertexHash(g.target[e]!)];
      if (s === undefined || t === undefined) return undefined;
      hashes.push(objectsHash(objectsHash(e), s, t));
    }
    const order = javaHashOrder(hashes);
    if (order === undefined) return undefined;
    reversed = order.map((i) => arcs[i]!);
  }
  const isReversed = new Set(reversed);
  const result = new Multigraph(g.vertexCount);
  for (const e of edges) if (!isReversed.has(e)) result.addEdge(g.source[e]!, g.target[e]!);
  for (const e of reversed) result.addEdge(g.target[e]!, g.source[e]!);
  return result;
}
