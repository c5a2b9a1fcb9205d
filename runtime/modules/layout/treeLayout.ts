// jungrapht's TreeLayoutAlgorithm as TLC's SVG override configures it (vertex bounds
// w × h for every vertex, expandLayout and correctOverlap on), computed the same way so
// the coordinates are TLC's to the last bit:
// - the roots are the vertices without incoming edges, the isolated ones last; each
//   subtree is as wide as its children's widths plus the gaps between them (a vertex
//   belongs to the first subtree that reaches it, depth first, successors in edge order);
// - the spacing is twice the vertex bounds, roots side by side from x = spacing, each
//   level one vertical spacing lower;
// - a vertex lying on a vertical edge between two others moves right by a quarter spacing
//   per such edge;
// - the occupied rectangle, grown by one spacing on each side, is stretched along its
//   shorter side to a square.
// Graphs where every vertex has an incoming edge take jungrapht's spanning-tree path,
// which fails in TLC for want of a class on its classpath; that failure is reproduced.

import { LayoutError, type Layout, type Multigraph } from "./multigraph.js";

export function treeLayout(g: Multigraph, width: number, height: number, vertexWidth: number, vertexHeight: number): Layout {
  const n = g.vertexCount;
  // Every vertex is at the origin until the algorithm places it (jungrapht's cleared model).
  const x = new Float64Array(n);
  const y = new Float64Array(n);
  if (n === 0) return { x, y };
  const isRoot = (v: number): boolean => g.inEdges[v]!.length === 0;
  const isolated = (v: number): boolean => g.degree(v) === 0;
  const vertices = Array.from({ length: n }, (_, v) => v);
  const roots = vertices.filter(isRoot).sort((a, b) => Number(isolated(a)) - Number(isolated(b)));
  if (roots.length === 0) throw new LayoutError("org/jheaps/AddressableHeap");
  if (n === 1) {
    x[0] = Math.trunc(width / 2);
    y[0] = Math.trunc(height / 2);
    return { x, y };
  }
  if (vertexWidth < 0 || vertexHeight < 0) throw new LayoutError("width and height must be non-negative");
  // Java int arithmetic (wraps).
  const hSpacing = (vertexWidth * 2) | 0;
  const vSpacing = (vertexHeight * 2) | 0;
  const subtreeWidth = new Float64Array(n);
  const widthOf = (v: number, seen: Set<number>): number => {
    if (seen.has(v)) return 0;
    seen.add(v);
    let sum = 0;
    // The filter is applied lazily in jungrapht: a child reached through an earlier sibling is skipped.
    for (const c of g.successors(v)) if (!isRoot(c) && !seen.has(c)) sum += widthOf(c, seen) + hSpacing;
    const w = Math.max(0, sum - hSpacing);
    subtreeWidth[v] = w;
    return w;
  };
  const widthSeen = new Set<number>();
  for (const r of roots) if (!widthSeen.has(r)) widthOf(r, widthSeen);

  const place = (v: number, px: number, py: number, seen: Set<number>): void => {
    if (seen.has(v)) return;
    seen.add(v);
    py += vSpacing;
    x[v] = px;
    y[v] = py;
    px -= Math.trunc(subtreeWidth[v]! / 2);
    for (const c of g.successors(v)) {
      if (isRoot(c) || seen.has(c)) continue;
      px += Math.trunc(subtreeWidth[c]! / 2);
      place(c, px, py, seen);
      px += Math.trunc(subtreeWidth[c]! / 2 + hSpacing);
    }
  };
  let px = hSpacing;
  const placed = new Set<number>();
  for (const r of roots) {
    const w = Math.trunc(subtreeWidth[r]!);
    px += Math.trunc(w / 2);
    place(r, px, 0, placed);
    px += Math.trunc(w / 2) + hSpacing;
  }
  moveOffVerticalEdges(g, x, y, Math.trunc(hSpacing / 4));
  stretchToSquare(x, y, hSpacing, vSpacing);
  return { x, y };
}

/** Moves each vertex lying on a vertical edge between two other vertices right by `offset`, once per such edge. */
function moveOffVerticalEdges(g: Multigraph, x: Float64Array, y: Float64Array, offset: number): void {
  const byColumn = new Map<number, number[]>();
  for (let e = 0; e < g.edgeCount; e++) {
    const column = x[g.source[e]!]!;
    if (column !== x[g.target[e]!]) continue;
    const edges = byColumn.get(column);
    if (edges) edges.push(e);
    else byColumn.set(column, [e]);
  }
  for (let v = 0; v < g.vertexCount; v++) {
    for (const e of byColumn.get(x[v]!) ?? []) {
      const s = g.source[e]!;
      const t = g.target[e]!;
      if (v === s || v === t) continue;
      const low = Math.min(y[s]!, y[t]!);
      const high = Math.max(y[s]!, y[t]!);
      if (low <= y[v]! && y[v]! <= high) x[v] = x[v]! + offset;
    }
  }
}

/** Stretches the occupied rectangle (grown by the spacings) along its shorter side to a square. */
function stretchToSquare(x: Float64Array, y: Float64Array, hSpacing: number, vSpacing: number): void {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let v = 0; v < x.length; v++) {
    minX = Math.min(minX, x[v]!);
    maxX = Math.max(maxX, x[v]!);
    minY = Math.min(minY, y[v]!);
    maxY = Math.max(maxY, y[v]!);
  }
  const regionX = Math.trunc(minX - hSpacing);
  const regionY = Math.trunc(minY - vSpacing);
  const regionWidth = Math.trunc(maxX + hSpacing - (minX - hSpacing));
  const regionHeight = Math.trunc(maxY + vSpacing - (minY - vSpacing));
  if (regionWidth > regionHeight) {
    const expansion = regionWidth / regionHeight;
    for (let v = 0; v < y.length; v++) y[v] = expansion * (y[v]! - regionY);
  } else if (regionWidth < regionHeight) {
    const expansion = regionHeight / regionWidth;
    for (let v = 0; v < x.length; v++) x[v] = expansion * (x[v]! - regionX);
  }
}
