// The directed multigraph TLC's SVG override lays out (a JGraphT directed multigraph
// without self loops): vertices are 0..n-1 in the order the spec's set enumerates them,
// edges are numbered in the order they were added, and every adjacency list keeps that
// order, as JGraphT's insertion-ordered maps do. The layout algorithms depend on it.

/** A failure the Java layout code raises; the caller reports `message` as TLC does. */
export class LayoutError extends Error {}

export class Multigraph {
  readonly source: number[] = [];
  readonly target: number[] = [];
  readonly outEdges: number[][];
  readonly inEdges: number[][];

  constructor(readonly vertexCount: number) {
    this.outEdges = Array.from({ length: vertexCount }, () => []);
    this.inEdges = Array.from({ length: vertexCount }, () => []);
  }

  addEdge(from: number, to: number): number {
    const id = this.source.length;
    this.source.push(from);
    this.target.push(to);
    this.outEdges[from]!.push(id);
    this.inEdges[to]!.push(id);
    return id;
  }

  get edgeCount(): number {
    return this.source.length;
  }

  /** The distinct targets of `v`'s outgoing edges, first occurrence first (JGraphT's NeighborCache). */
  successors(v: number): number[] {
    return [...new Set(this.outEdges[v]!.map((e) => this.target[e]!))];
  }

  degree(v: number): number {
    return this.outEdges[v]!.length + this.inEdges[v]!.length;
  }
}

/** A layout: each vertex's point (a coordinate may be NaN, as Java's double arithmetic gives). */
export interface Layout {
  readonly x: Float64Array;
  readonly y: Float64Array;
}

/** Java's `Double.intValue()`: truncation toward zero, NaN to 0, saturating at the int range. */
export function javaIntValue(d: number): number {
  if (Number.isNaN(d)) return 0;
  if (d >= 2147483647) return 2147483647;
  if (d <= -2147483648) return -2147483648;
  return Math.trunc(d) | 0;
}
