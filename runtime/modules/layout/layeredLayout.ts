// jungrapht's layered layouts (SugiyamaLayoutAlgorithm, EiglspergerLayoutAlgorithm) as
// TLC's SVG override configures them, for the graphs whose result does not depend on
// TLC's random fingerprint polynomial: every weakly connected component is one vertex or
// a directed path (multi-edges allowed). Computed the way jungrapht computes it, so the
// doubles are TLC's to the last bit:
// - the graph is split into components, in the order of their first vertex (JGraphT's
//   ConnectivityInspector over the insertion-ordered vertex set); a component's own
//   vertex order follows Value.hashCode (a HashSet), which is why other shapes, whose
//   crossing reduction and cycle removal see that order, are not reproduced here;
// - a lone vertex gets a 50-wide model and sits at its centre;
// - a path has one vertex per layer, source on top (every layering agrees); the
//   coordinate assignment puts layer r at (hOffset, vOffset * (r + 1)), the offsets being
//   the vertex size but at least 50; the points are then scaled into the component's
//   model, sized from the rows as jungrapht sizes them (1.1 margin, int truncations);
// - the component models are appended left to right, the whole stretched by the integer
//   ratio of its larger side to each side, and centred horizontally on the points and the
//   (stale, never shifted) edge end points.
// The two algorithms differ here only in how wide a lone component's model is.

import { LayoutError, type Layout, type Multigraph } from "./multigraph.js";

interface Point {
  readonly x: number;
  readonly y: number;
}

/** A component laid out in its own model: points by vertex, the model's size, the edges' end points. */
interface ComponentModel {
  readonly vertices: readonly number[];
  readonly points: readonly Point[];
  readonly width: number;
  readonly height: number;
  readonly edgePoints: readonly (readonly Point[])[];
}

const idiv = (a: number, b: number): number => Math.trunc(a / b);

/** The weakly connected components, each in breadth-first order from its first vertex, in order of their first vertex. */
function components(g: Multigraph): number[][] {
  const seen = new Uint8Array(g.vertexCount);
  const result: number[][] = [];
  for (let start = 0; start < g.vertexCount; start++) {
    if (seen[start]) continue;
    seen[start] = 1;
    const members = [start];
    for (let i = 0; i < members.length; i++) {
      const v = members[i]!;
      for (const e of [...g.outEdges[v]!, ...g.inEdges[v]!]) {
        const w = g.source[e] === v ? g.target[e]! : g.source[e]!;
        if (!seen[w]) {
          seen[w] = 1;
          members.push(w);
        }
      }
    }
    result.push(members);
  }
  return result;
}

/** The component's vertices from source to sink when it is a directed path (ignoring edge multiplicity), else undefined. */
function pathOrder(g: Multigraph, members: readonly number[]): number[] | undefined {
  const next = new Map<number, number>();
  const hasPred = new Set<number>();
  for (const v of members) {
    const succ = g.successors(v);
    if (succ.length > 1) return undefined;
    if (succ.length === 1) {
      if (hasPred.has(succ[0]!)) return undefined;
      hasPred.add(succ[0]!);
      next.set(v, succ[0]!);
    }
  }
  const sources = members.filter((v) => !hasPred.has(v));
  if (sources.length !== 1) return undefined;
  const order = [sources[0]!];
  for (let v = next.get(sources[0]!); v !== undefined; v = next.get(v)) order.push(v);
  return order.length === members.length ? order : undefined;
}

/**
 * Whether the int arithmetic on n vertices of size w × h stays far from overflow (rows and
 * the components' widths are summed in Java ints, which wrap; the view's sizes are only
 * compared and halved); beyond it TLC's numbers are not modelled.
 */
function withinIntRange(n: number, w: number, h: number): boolean {
  return (n + 2) * 4 * (Math.max(w, 50) + w + Math.max(h, 50) + h) < 2147483647;
}

function lone(v: number, height: number): ComponentModel {
  const width = 50;
  return { vertices: [v], points: [{ x: idiv(width, 2), y: idiv(height, 2) }], width, height, edgePoints: [] };
}

/**
 * The runnable's placement of a path (one vertex per layer) in a model of the view's size,
 * which it resizes: as wide as the rows when `rowsWide` (Eiglsperger always, Sugiyama when
 * there are several components), else to the larger of the view's width and the rows' extent.
 */
function path(g: Multigraph, order: readonly number[], rowsWide: boolean, viewWidth: number, viewHeight: number, w: number, h: number): ComponentModel {
  const hOffset = Math.max(w, 50);
  const vOffset = Math.max(h, 50);
  const raw = order.map((_, r) => ({ x: hOffset, y: vOffset * (r + 1) }));
  // Row sizes: one vertex per row, so every row is as wide as the widest.
  const halfW = idiv(w, 2);
  let y = vOffset;
  let totalWidth = 0;
  let totalHeight = 0;
  for (let r = 0; r < order.length; r++) {
    y += idiv(h, 2);
    if (r > 0) y += idiv(h, 2);
    totalWidth = Math.max(totalWidth, hOffset + halfW + hOffset + halfW);
    y += vOffset;
    totalHeight = y + idiv(h, 2);
  }
  let minX = 2147483647;
  let minY = 2147483647;
  let maxX = -1;
  let maxY = -1;
  for (const p of raw) {
    minX = Math.min(Math.trunc(p.x), minX);
    maxX = Math.max(Math.trunc(p.x), maxX);
    minY = Math.min(Math.trunc(p.y), minY);
    maxY = Math.max(Math.trunc(p.y), maxY);
  }
  maxX += hOffset;
  maxY += vOffset;
  const rangeWidth = Math.trunc((maxX - minX) * 1.1);
  const rangeHeight = Math.trunc((maxY - minY) * 1.1);
  const offsetX = minX < 0 ? -minX + hOffset : 0;
  const offsetY = minY < 0 ? -minY + vOffset : 0;
  const maxDimension = Math.max(totalWidth, totalHeight);
  const width = rowsWide ? totalWidth : Math.max(maxDimension, viewWidth);
  const height = Math.max(maxDimension, viewHeight);
  const scaleX = width / rangeWidth;
  const scaleY = height / rangeHeight;
  const points = raw.map((p) => ({ x: (offsetX + p.x) * scaleX, y: (offsetY + p.y) * scaleY }));
  const at = new Map(order.map((v, i) => [v, points[i]!]));
  const edgePoints: Point[][] = [];
  for (const v of order) for (const e of g.outEdges[v]!) edgePoints.push([at.get(v)!, at.get(g.target[e]!)!]);
  return { vertices: order, points, width, height, edgePoints };
}

/**
 * `algo`'s layered layout of `g` in a view `width` × `height` with `vertexWidth` × `vertexHeight`
 * vertices, or undefined when a component is neither a lone vertex nor a directed path,
 * where TLC's result depends on its fingerprint polynomial (or, for sizes near 2^31, where
 * Java's int arithmetic would overflow). A negative vertex size fails
 * as in TLC once a component has two vertices (a lone vertex never asks for its bounds).
 */
export function layeredLayout(g: Multigraph, algo: "Sugiyama" | "Eiglsperger", width: number, height: number, vertexWidth: number, vertexHeight: number): Layout | undefined {
  const parts = components(g);
  if ((vertexWidth < 0 || vertexHeight < 0) && parts.some((p) => p.length > 1)) throw new LayoutError("width and height must be non-negative");
  const models: ComponentModel[] = [];
  for (const members of parts) {
    if (members.length === 1) {
      models.push(lone(members[0]!, height));
      continue;
    }
    const order = pathOrder(g, members);
    if (order === undefined || !withinIntRange(g.vertexCount, vertexWidth, vertexHeight)) return undefined;
    models.push(path(g, order, algo === "Eiglsperger" || parts.length > 1, width, height, vertexWidth, vertexHeight));
  }
  // LayoutModel.appendLayoutModel: the first model sets the width, the next go to its right.
  const x = new Float64Array(g.vertexCount);
  const y = new Float64Array(g.vertexCount);
  let modelWidth = 0;
  let modelHeight = height;
  models.forEach((m, i) => {
    const offset = i === 0 ? 0 : modelWidth;
    modelWidth = i === 0 ? m.width : modelWidth + m.width;
    modelHeight = Math.max(modelHeight, m.height);
    m.vertices.forEach((v, j) => {
      x[v] = i === 0 ? m.points[j]!.x : m.points[j]!.x + offset;
      y[v] = m.points[j]!.y;
    });
  });
  // expandLayoutWidthOrHeight: integer stretch factors, then centre on vertices and edge points.
  const side = Math.max(modelWidth, modelHeight);
  const sx = idiv(side, modelWidth);
  const sy = idiv(side, modelHeight);
  let minX = Infinity;
  let maxX = -Infinity;
  for (let v = 0; v < g.vertexCount; v++) {
    x[v] = x[v]! * sx;
    y[v] = y[v]! * sy;
    minX = Math.min(minX, x[v]!);
    maxX = Math.max(maxX, x[v]!);
  }
  for (const m of models) {
    for (const points of m.edgePoints) {
      for (const p of points) {
        minX = Math.min(minX, p.x * sx);
        maxX = Math.max(maxX, p.x * sx);
      }
    }
  }
  const shift = minX + (maxX - minX) / 2 - idiv(side, 2);
  for (let v = 0; v < g.vertexCount; v++) x[v] = x[v]! - shift;
  return { x, y };
}
