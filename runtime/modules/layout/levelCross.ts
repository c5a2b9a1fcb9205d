// The crossing count by which jungrapht's SugiyamaRunnable picks the best of its crossing
// reduction rounds (AllLevelCross over LevelCross, a Waddle–Malhotra sweep with two
// accumulator trees). It is not the number of crossings, and must be reproduced as it is:
// - AllLevelCross sums LevelCross over the pairs of layers (r, r + 1) for r up to the
//   number of layers minus 3: the last pair is never counted (so two layers count 0);
// - LevelCross sweeps positions i only up to the smaller layer's size, so edges at higher
//   positions in the larger layer are seen only as trailing edges of earlier positions;
// - its accumulator trees place leaf p at p + (size - 1), not at the first leaf of the
//   tree, so the "edges to the right" they report are sums over a shifted range.

import type { Layers } from "./brandesKopf.js";
import type { Multigraph } from "./multigraph.js";

/** jungrapht's AccumulatorTree for `size` leaves, with its leaf offset of size - 1. */
class AccumulatorTree {
  readonly tree: Int32Array;
  private readonly base: number;
  readonly last: number;

  constructor(size: number) {
    let first = 1;
    while (first < size) first *= 2;
    this.tree = new Int32Array(2 * first - 1);
    this.base = size - 1;
    this.last = size - 1;
  }

  private change(position: number, delta: number): void {
    for (let p = position + this.base; p > 0; p = Math.trunc((p - 1) / 2)) this.tree[p]! += delta;
    this.tree[0]! += delta;
  }

  add(position: number): void {
    this.change(position, 1);
  }

  subtract(position: number): void {
    this.change(position, -1);
  }

  /** The total minus the left siblings' sums on the way up from `position` (0 at `last`). */
  countFrom(position: number): number {
    if (position === this.last) return 0;
    let sum = 0;
    for (let p = position + this.base; p > 0; p = Math.trunc((p - 1) / 2)) if (p % 2 === 0) sum += this.tree[p - 1]!;
    return this.tree[0]! - sum;
  }
}

interface Segment {
  readonly source: number;
  readonly target: number;
}

/** LevelCross between two adjacent layers: `edges` as (source position, target position). */
function levelCross(edges: readonly Segment[], upperSize: number, lowerSize: number): number {
  const upperTree = new AccumulatorTree(upperSize);
  const lowerTree = new AccumulatorTree(lowerSize);
  const isTop = (e: Segment): boolean => e.source < e.target;
  const isBottom = (e: Segment): boolean => e.source > e.target;
  const isRight = (e: Segment, i: number): boolean => (e.source === i && isTop(e)) || (e.target === i && isBottom(e));
  let rightTop: Segment[] = [];
  let rightBottom: Segment[] = [];
  const trailingTop: Segment[] = [];
  const trailingBottom: Segment[] = [];
  let crossings = 0;
  for (let i = 0; i < Math.min(upperSize, lowerSize); i++) {
    for (const e of trailingTop) if (e.target === i) lowerTree.subtract(e.target);
    for (const e of trailingBottom) if (e.source === i) upperTree.subtract(e.source);
    for (const e of rightTop) {
      if (e.source < i && i < e.target) {
        trailingTop.push(e);
        lowerTree.add(e.target);
      }
    }
    for (const e of rightBottom) {
      if (e.target < i && i < e.source) {
        trailingBottom.push(e);
        upperTree.add(e.source);
      }
    }
    let pairs = 0;
    let tops = 0;
    let bottoms = 0;
    let count = 0;
    rightTop = [];
    rightBottom = [];
    for (const e of edges) {
      if (e.source !== i) continue;
      if (isRight(e, i)) {
        rightTop.push(e);
        tops++;
      } else if (e.source === e.target) pairs++;
      count += lowerTree.countFrom(e.target);
    }
    const upperTotal = upperTree.tree[0]!;
    const lowerTotal = lowerTree.tree[0]!;
    for (const e of edges) {
      if (e.target !== i || !isRight(e, i)) continue;
      rightBottom.push(e);
      bottoms++;
      count += upperTree.countFrom(e.source);
    }
    crossings += lowerTotal * bottoms + upperTotal * (tops + pairs) + tops * bottoms + count;
  }
  return crossings | 0;
}

/** jungrapht's AllLevelCross count of `layers` of `g` (every edge joins adjacent layers). */
export function allLevelCross(g: Multigraph, layers: Layers, index: ReadonlyMap<number, number>): number {
  let total = 0;
  for (let r = 0; r < layers.length - 2; r++) {
    const edges: Segment[] = [];
    for (const v of layers[r]!) for (const e of g.outEdges[v]!) edges.push({ source: index.get(v)!, target: index.get(g.target[e]!)! });
    total = (total + levelCross(edges, layers[r]!.length, layers[r + 1]!.length)) | 0;
  }
  return total;
}
