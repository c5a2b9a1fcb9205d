// jungrapht's EiglspergerRunnable crossing reduction for components whose every edge spans
// at most two layers: its Synthetics gives an edge spanning two layers one plain virtual
// vertex (SyntheticLV) and only longer ones a segment between a p- and a q-vertex, so its
// containers stay empty and its six steps per layer reduce to these:
// - rounds alternate a forward sweep (top down: each layer below the first is stably
//   sorted by the median position of its distinct upper neighbours) and a backward one
//   (bottom up, lower neighbours); the median is Eiglsperger's own (the int mean of two,
//   an int weighted median of four or more); a vertex without such neighbours keeps its
//   current position as its measure, which before the first forward sweep is jungrapht's
//   initial -1 (so it moves to the front);
// - after sorting a layer, one left-to-right pass of transpositions: only adjacent
//   vertices of equal measure are tried, a swap kept when it strictly lowers the crossings
//   with the layer the sweep came from; the pass stops once they are 0;
// - a sweep's count is the sum of those crossings (every pair of adjacent layers, the
//   last included), and the first round with the lowest count is kept (23 rounds, 2 when
//   the component has more than 200 edges);
// - the kept round also fixes the order in which Eiglsperger's horizontal compaction
//   places blocks (its compaction graph's vertex order): layers top down after a forward
//   sweep, bottom up after a backward one.

import type { Layers } from "./brandesKopf.js";
import type { Multigraph } from "./multigraph.js";
import { crossings, median } from "./sugiyamaOrder.js";

/** The layers Eiglsperger keeps and the vertex order its compaction places blocks in. */
export interface EiglspergerOrder {
  readonly layers: number[][];
  readonly placement: number[];
}

/** The crossing reduction of EiglspergerRunnable on `start` (every edge of `g`, virtual vertices included, between adjacent layers). */
export function eiglspergerOrder(g: Multigraph, start: Layers): EiglspergerOrder {
  const layers = start.map((l) => [...l]);
  const index = new Map<number, number>();
  const position = new Map<number, number>();
  const reindex = (layer: readonly number[]): void => layer.forEach((v, i) => index.set(v, i));
  layers.forEach(reindex);
  for (const v of layers.flat()) position.set(v, -1);
  const upper = (v: number): number[] => [...new Set(g.inEdges[v]!.map((e) => g.source[e]!))];
  const lower = (v: number): number[] => g.successors(v);
  // Crossings between layer r and r + 1.
  const between = (r: number): number => crossings(g, layers[r]!, index, layers[r + 1]!.length);

  /** Orders layer `r` from the neighbouring layer the sweep came from; returns the crossings left with it. */
  const step = (r: number, from: number, neighbours: (v: number) => number[]): number => {
    layers[from]!.forEach((v, i) => position.set(v, i));
    const layer = layers[r]!;
    const measure = new Map<number, number>();
    for (const v of layer) {
      const ps = neighbours(v).map((u) => position.get(u)!).sort((a, b) => a - b);
      measure.set(v, ps.length === 0 ? position.get(v)! : Math.trunc(median(ps)));
    }
    layer.sort((a, b) => measure.get(a)! - measure.get(b)!);
    reindex(layer);
    const count = (): number => between(Math.min(r, from));
    let left = layer.length < 2 ? 0 : Infinity;
    for (let j = 0; j < layer.length - 1; j++) {
      const before = count();
      left = Math.min(left, before);
      if (before === 0) break;
      if (measure.get(layer[j]!) !== measure.get(layer[j + 1]!)) continue;
      [layer[j], layer[j + 1]] = [layer[j + 1]!, layer[j]!];
      reindex(layer);
      const after = count();
      left = Math.min(left, after);
      if (before > after) {
        if (after === 0) break;
      } else {
        [layer[j], layer[j + 1]] = [layer[j + 1]!, layer[j]!];
        reindex(layer);
      }
    }
    layer.forEach((v, i) => position.set(v, i));
    return left;
  };

  const edgeCount = layers.reduce((sum, l) => sum + l.reduce((k, v) => k + g.outEdges[v]!.length, 0), 0);
  const rounds = edgeCount > 200 ? 2 : 23;
  let best: EiglspergerOrder = { layers: layers.map((l) => [...l]), placement: layers.flat() };
  let lowest = Infinity;
  for (let round = 0; round < rounds; round++) {
    const forward = round % 2 === 0;
    let count = 0;
    if (forward) for (let r = 1; r < layers.length; r++) count += step(r, r - 1, upper);
    else for (let r = layers.length - 2; r >= 0; r--) count += step(r, r + 1, lower);
    if (count < lowest) {
      lowest = count;
      const kept = layers.map((l) => [...l]);
      best = { layers: kept, placement: (forward ? kept : [...kept].reverse()).flat() };
    }
  }
  return best;
}
