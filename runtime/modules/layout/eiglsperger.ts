// What tla2ts knows of jungrapht's EiglspergerRunnable beyond paths, for components whose
// every edge joins adjacent layers (no virtual vertices, so none of Eiglsperger's
// segments and containers): it removes cycles with the same GreedyCycleRemoval, layers
// with jungrapht's no-op edge comparator, and its sweeps and Brandes-Köpf coordinates
// then agree with SugiyamaRunnable's on two layers. It differs in which round of crossing
// reduction it keeps: SugiyamaRunnable's count ignores the last pair of layers,
// Eiglsperger's does not, so with crossings left the chosen order is not modelled; a
// crossing-free order is the fewest any round can reach, and is what Eiglsperger keeps.
// With three or more layers its own horizontal coordinate assignment can place a
// component further left than Brandes-Köpf as ./brandesKopf.ts runs it (same relative
// places, measured against TLC), which is not modelled either.

import type { Layers } from "./brandesKopf.js";
import type { Multigraph } from "./multigraph.js";

/** Whether Eiglsperger lays out `layers` (after SugiyamaRunnable's crossing reduction) as tla2ts does: two layers, no two edges crossing. */
export function eiglspergerAgrees(g: Multigraph, layers: Layers): boolean {
  return layers.length === 2 && crossingFree(g, layers);
}

/** Whether no two edges between adjacent layers cross (edges sharing an end never cross). */
function crossingFree(g: Multigraph, layers: Layers): boolean {
  const index = new Map<number, number>();
  layers.forEach((layer) => layer.forEach((v, i) => index.set(v, i)));
  for (const layer of layers) {
    const ends: [number, number][] = [];
    for (const v of layer) for (const e of g.outEdges[v]!) ends.push([index.get(v)!, index.get(g.target[e]!)!]);
    for (let i = 0; i < ends.length; i++) {
      for (let j = i + 1; j < ends.length; j++) {
        const [a, b] = ends[i]!;
        const [c, d] = ends[j]!;
        if ((a < c && b > d) || (a > c && b < d)) return false;
      }
    }
  }
  return true;
}
