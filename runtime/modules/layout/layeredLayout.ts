// jungrapht's layered layouts (SugiyamaLayoutAlgorithm, EiglspergerLayoutAlgorithm) as
// TLC's SVG override configures them, for the graphs whose every weakly connected
// component is a lone vertex, a directed path (both algorithms) or, with Sugiyama (any
// layering), any graph once jungrapht's cycle removal has reversed its feedback arcs
// (./cycleRemoval.ts; multi-edges allowed, edges may span layers, any number of layers);
// with Eiglsperger (any layering) such a graph too, its long edges made segments
// (./virtualVertices.ts, `insertSegments`), its own crossing reduction with containers
// (./eiglsperger.ts) and its HorizontalCoordinateAssignment (./eiglspergerCoordinates.ts).
// Computed the way jungrapht computes it, so the doubles are TLC's to the last bit:
// - the graph is split into components, in the order of their first vertex (JGraphT's
//   ConnectivityInspector over the insertion-ordered vertex set); a component's vertex
//   set is a Java HashSet filled breadth first, so it iterates in the order of the
//   vertices' hash codes under TLC's fingerprint polynomial (runtime/values/tlcHash.ts);
// - a lone vertex gets a 50-wide model and sits at its centre;
// - the layering: a path has one vertex per layer, source on top (every layering
//   agrees); a DAG is layered from the layering's vertex order (`layeringOrder`,
//   ./sugiyamaOrder.ts; NETWORK_SIMPLEX is LONGEST_PATH over another order,
//   ./networkSimplex.ts), an edge spanning layers becomes a chain of virtual vertices
//   (./virtualVertices.ts), and the layers are ordered by jungrapht's median sweeps and
//   transpositions, the round its AllLevelCross count rates lowest kept (./levelCross.ts);
// - vertex hash codes are TLC's for every value kind; a model value's is built from its
//   name's token in TLC's intern table, replayed up to names built while checking
//   (runtime/values/intern.ts, `tlcToken`: unknown where tla2ts cannot follow TLC's table);
// - the coordinates are Brandes-Köpf's as jungrapht balances them (./brandesKopf.ts,
//   segments crossing the virtual chains' inner segments not aligned), offset by the
//   vertex size but at least 50, layer r at vOffset * (r + 1); the points (virtual
//   vertices included, 0 wide in their rows) are then scaled into the component's model,
//   sized from the rows as jungrapht sizes them (1.1 margin, int truncations);
// - each chain's virtual vertices are moved to their mean x (jungrapht's postStraighten)
//   and become the bends of the edge, whose point list (source, bends, target) stays in the
//   component's own coordinates;
// - the component models are appended left to right, the whole stretched by the integer
//   ratio of its larger side to each side, and centred horizontally on the vertices and
//   the edges' point lists.
// The two algorithms differ on paths only in how wide a lone component's model is.
// Java's int arithmetic is followed where it wraps (sums) or saturates (double-to-int casts).
// Model values whose TLC token tla2ts does not know (docs/semantics.md, "TLC's set-up
// names") stay a TT5162 error (their hash codes order the HashSets), as do HashSets with a
// bucket Java turns into a tree.
// Where the jar's result depends on the JVM's identity hash codes (Eiglsperger's last
// post-balancing pass) tla2ts gives one of the results TLC gives
// (./eiglspergerCoordinates.ts, `separateSegments`).

import { brandesKopf, type Layers } from "./brandesKopf.js";
import { removeCycles } from "./cycleRemoval.js";
import { eiglspergerOrder, type CompactionGraph, type Segments } from "./eiglsperger.js";
import { eiglspergerCoordinates } from "./eiglspergerCoordinates.js";
import { networkSimplexOrder } from "./networkSimplex.js";
import { javaHashOrder } from "../../values/tlcHash.js";
import { acyclic, layering as layerDag, reduceCrossings } from "./sugiyamaOrder.js";
import { javaIntValue, LayoutError, type Layout, type Multigraph } from "./multigraph.js";
import { insertSegments, insertVirtualVertices } from "./virtualVertices.js";

interface Point {
  readonly x: number;
  readonly y: number;
}

/**
 * A component laid out in its own model: its vertices, their points, the model's size, and
 * the point lists of its edges through virtual vertices (source, bends, target), which
 * jungrapht keeps in the component's own coordinates.
 */
interface ComponentModel {
  readonly vertices: readonly number[];
  readonly points: readonly Point[];
  readonly width: number;
  readonly height: number;
  readonly bends: readonly (readonly Point[])[];
}

/**
 * A component's layers: `graph` is the component's graph with its long edges split by
 * virtual vertices (numbered from the original graph's vertex count), `chains` those edges
 * as source, virtual vertices, target.
 */
interface ComponentLayering {
  readonly graph: Multigraph;
  readonly layers: Layers;
  readonly chains: readonly (readonly number[])[];
  /** Eiglsperger's positions, segments and compaction graph (./eiglspergerCoordinates.ts); absent for Sugiyama. */
  readonly eiglsperger?: { readonly pos: Int32Array; readonly segments: Segments; readonly compaction: CompactionGraph };
}

const idiv = (a: number, b: number): number => Math.trunc(a / b);
const positiveOr = (size: number, preferred: number): number => (size > 0 ? size : preferred);
/** Java's int addition and subtraction: the exact result wrapped to 32 bits. */
const i32 = (n: number): number => n | 0;

/**
 * The weakly connected components in order of their first vertex, each in JGraphT's
 * breadth-first order from it (a vertex's incoming edges, then its outgoing ones): the
 * order in which ConnectivityInspector fills the component's HashSet.
 */
function components(g: Multigraph): number[][] {
  const seen = new Uint8Array(g.vertexCount);
  const result: number[][] = [];
  for (let start = 0; start < g.vertexCount; start++) {
    if (seen[start]) continue;
    seen[start] = 1;
    const members = [start];
    for (let i = 0; i < members.length; i++) {
      const v = members[i]!;
      for (const e of [...g.inEdges[v]!, ...g.outEdges[v]!]) {
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
 * The component's vertex set as jungrapht iterates it: a Java HashSet of the TLC values,
 * filled in breadth-first order, ordered by their hash codes under TLC's fingerprint
 * polynomial; undefined when a hash code is unknown (`hashCode` gives undefined) or the
 * order is not modelled.
 */
function hashSetOrder(members: readonly number[], hashCode: (v: number) => number | undefined): number[] | undefined {
  const hashes = members.map(hashCode);
  if (hashes.some((h) => h === undefined)) return undefined;
  return javaHashOrder(hashes as number[])?.map((i) => members[i]!);
}

const INT_MAX = 2147483647;

function lone(v: number, height: number): ComponentModel {
  const width = 50;
  return { vertices: [v], points: [{ x: idiv(width, 2), y: idiv(height, 2) }], width, height, bends: [] };
}

/**
 * The runnable's placement of a component laid out in `layers` (every edge joining
 * adjacent layers, virtual vertices numbered from `realCount`) in a model of the view's
 * size, which it resizes: as wide as the rows when `rowsWide` (Eiglsperger always,
 * Sugiyama when there are several components), else to the larger of the view's width and
 * the rows' extent. Java's int arithmetic throughout (sums wrap, double-to-int casts
 * saturate). A virtual vertex is 0 wide in its row.
 */
function layeredModel({ graph, layers, chains, eiglsperger }: ComponentLayering, realCount: number, rowsWide: boolean, viewWidth: number, viewHeight: number, w: number, h: number): ComponentModel {
  const hOffset = Math.max(w, 50);
  const vOffset = Math.max(h, 50);
  const isVirtual = (v: number): boolean => v >= realCount;
  const order = layers.flat();
  const xs = eiglsperger === undefined ? brandesKopf(graph, layers, hOffset, hOffset, isVirtual) : eiglspergerCoordinates(graph, layers, eiglsperger.pos, eiglsperger.segments, eiglsperger.compaction, hOffset, hOffset, vOffset);
  // y: the rank times vOffset as an int, plus vOffset as a double (HorizontalCompaction's y, then Point.add).
  const raw = new Map(order.map((v) => [v, { x: xs[v]!, y: i32(vOffset * layers.findIndex((l) => l.includes(v))) + vOffset }]));
  // Row sizes as Java computes them: a real vertex adds `bounds.width + hOffset` through a
  // double (the int saturates), a virtual one hOffset (the int wraps); rows centred on the widest.
  const rowWidths = layers.map((l) => l.reduce((width, v) => (isVirtual(v) ? i32(width + hOffset) : javaIntValue(width + (w + hOffset))), hOffset));
  const widest = Math.max(...rowWidths);
  let y = vOffset;
  let totalWidth = 0;
  let totalHeight = 0;
  layers.forEach((layer, r) => {
    let x = i32(hOffset + idiv(i32(widest - rowWidths[r]!), 2));
    y = i32(y + idiv(h, 2));
    if (r > 0) y = i32(y + idiv(h, 2));
    let rowWidth = 0;
    let previous = 0;
    for (const v of layer) {
      const vw = isVirtual(v) ? 0 : w;
      x = i32(x + i32(i32(idiv(previous, 2) + idiv(vw, 2)) + hOffset));
      rowWidth = i32(x + idiv(vw, 2));
      previous = vw;
    }
    totalWidth = Math.max(totalWidth, rowWidth);
    y = i32(y + vOffset);
    totalHeight = i32(y + idiv(h, 2));
  });
  let minX = INT_MAX;
  let minY = INT_MAX;
  let maxX = -1;
  let maxY = -1;
  for (const p of raw.values()) {
    minX = Math.min(javaIntValue(p.x), minX);
    maxX = Math.max(javaIntValue(p.x), maxX);
    minY = Math.min(javaIntValue(p.y), minY);
    maxY = Math.max(javaIntValue(p.y), maxY);
  }
  maxX = i32(maxX + hOffset);
  maxY = i32(maxY + vOffset);
  // `pointRangeWidth *= 1.1` on an int: the product's (int) saturates.
  const rangeWidth = javaIntValue(i32(maxX - minX) * 1.1);
  const rangeHeight = javaIntValue(i32(maxY - minY) * 1.1);
  const offsetX = minX < 0 ? i32(-minX + hOffset) : 0;
  const offsetY = minY < 0 ? i32(-minY + vOffset) : 0;
  const maxDimension = Math.max(totalWidth, totalHeight);
  // LayoutModel.setSize keeps the model's preferred size (the view's) for a side that is not positive.
  const width = positiveOr(rowsWide ? totalWidth : Math.max(maxDimension, viewWidth), viewWidth);
  const height = positiveOr(Math.max(maxDimension, viewHeight), viewHeight);
  const scaleX = width / rangeWidth;
  const scaleY = height / rangeHeight;
  const at = new Map(order.map((v) => [v, { x: (offsetX + raw.get(v)!.x) * scaleX, y: (offsetY + raw.get(v)!.y) * scaleY }]));
  straightenChains(chains, at, eiglsperger !== undefined);
  const vertices = order.filter((v) => !isVirtual(v));
  const bends = chains.map((chain) => chain.map((v) => at.get(v)!));
  return { vertices, points: vertices.map((v) => at.get(v)!), width, height, bends };
}

/** Java's DoubleStream.average(): Kahan summation, the compensation subtracted at the end (JDK 17). */
function javaAverage(values: readonly number[]): number {
  let sum = 0;
  let compensation = 0;
  let simple = 0;
  for (const value of values) {
    const t = value - compensation;
    const next = sum + t;
    compensation = next - sum - t;
    sum = next;
    simple += value;
  }
  const total = sum - compensation;
  return (Number.isNaN(total) && !Number.isFinite(simple) && !Number.isNaN(simple) ? simple : total) / values.length;
}

/**
 * jungrapht's alignArticulatedEdges (postStraighten, on in TLC's configuration): each
 * chain's virtual vertices move to the mean of their x; a chain one of whose points
 * overlaps the inner points placed before moves 20 to the right. Sugiyama's Synthetics
 * calls a point that an earlier one took an overlap; Eiglsperger's a point whose y lies
 * strictly between the least y (at most 2147483647) and the greatest (at least 0) of the
 * points placed before at the same x.
 */
function straightenChains(chains: readonly (readonly number[])[], at: Map<number, Point>, eiglsperger: boolean): void {
  const taken = new Set<string>();
  const placed: Point[] = [];
  const overlaps = (p: Point): boolean => {
    if (!eiglsperger) return taken.has(`${p.x} ${p.y}`);
    let low = 2147483647;
    let high = 0;
    for (const q of placed) {
      if (q.x !== p.x) continue;
      low = Math.min(low, q.y);
      high = Math.max(high, q.y);
    }
    return low < p.y && p.y < high;
  };
  for (const chain of chains) {
    const inner = chain.slice(1, -1);
    const x = javaAverage(inner.map((v) => at.get(v)!.x));
    let overlap = false;
    for (const v of inner) {
      const p = { x, y: at.get(v)!.y };
      overlap ||= overlaps(p);
      taken.add(`${p.x} ${p.y}`);
      placed.push(p);
      at.set(v, p);
    }
    if (overlap) for (const v of inner) at.set(v, { x: at.get(v)!.x + 20, y: at.get(v)!.y });
  }
}

/**
 * The vertex order jungrapht's layering starts from: LONGEST_PATH (which SugiyamaRunnable
 * hands its own always-equal edge comparator) takes each edge's source and target in edge
 * order; the other layerings take the component's vertex set, a Java HashSet
 * (`hashSetOrder`).
 */
function layeringOrder(g: Multigraph, members: readonly number[], layering: string, hashCode: (v: number) => number | undefined): number[] | undefined {
  if (layering === "NETWORK_SIMPLEX") {
    const order = hashSetOrder(members, hashCode);
    return order === undefined ? undefined : networkSimplexOrder(g, order, hashCode);
  }
  if (layering !== "LONGEST_PATH") return hashSetOrder(members, hashCode);
  const inComponent = new Set(members);
  const order = new Set<number>();
  for (let e = 0; e < g.edgeCount; e++) {
    if (!inComponent.has(g.source[e]!)) continue;
    order.add(g.source[e]!);
    order.add(g.target[e]!);
  }
  return [...order];
}

/**
 * The component as the layering sees it: `g` itself when it has no directed cycle, else
 * with jungrapht's feedback arcs reversed (./cycleRemoval.ts; EiglspergerRunnable's
 * GreedyFeedbackArcFunction is the same GreedyCycleRemoval).
 */
function layeringGraph(g: Multigraph, members: readonly number[], hashCode: (v: number) => number | undefined): Multigraph | undefined {
  if (acyclic(g, members)) return g;
  const order = hashSetOrder(members, hashCode);
  return order === undefined ? undefined : removeCycles(g, order, hashCode);
}

/** The layers of a component of two or more vertices, or undefined where TLC's layout is not modelled. */
function componentLayers(g: Multigraph, members: readonly number[], algo: string, layering: string, hashCode: (v: number) => number | undefined): ComponentLayering | undefined {
  const path = pathOrder(g, members);
  if (path !== undefined) return { graph: g, layers: path.map((v) => [v]), chains: [] };
  // EiglspergerRunnable keeps jungrapht's no-op edge comparator: LONGEST_PATH starts from
  // the HashSet too, and COFFMAN_GRAHAM gets width 0, which jungrapht turns into n / 10 a
  // layer, so below 20 vertices one vertex a layer (edges spanning layers unless a path).
  const order = algo === "Eiglsperger" && layering === "LONGEST_PATH" ? hashSetOrder(members, hashCode) : layeringOrder(g, members, layering, hashCode);
  // NETWORK_SIMPLEX ends with the longest-path layering it starts from (./networkSimplex.ts).
  const layers = order === undefined ? undefined : layerDag(g, order, layering === "NETWORK_SIMPLEX" ? "LONGEST_PATH" : layering, algo === "Eiglsperger");
  if (layers === undefined) return undefined;
  if (algo === "Sugiyama") {
    const expanded = insertVirtualVertices(g, layers);
    return expanded === undefined ? undefined : { ...expanded, layers: reduceCrossings(expanded.graph, expanded.layers) };
  }
  const expanded = insertSegments(g, layers);
  if (expanded === undefined) return undefined;
  // COFFMAN_GRAHAM asked the runnable's NeighborCache for every vertex's successors before
  // Synthetics, and the backward sweeps read that cache.
  const cached = layering === "COFFMAN_GRAHAM" ? (v: number): number[] => (v < g.vertexCount ? g : expanded.graph).successors(v) : undefined;
  const { layers: kept, pos, compaction } = eiglspergerOrder(expanded.graph, expanded.layers, expanded.segments, cached);
  return { ...expanded, layers: kept, eiglsperger: { pos, segments: expanded.segments, compaction } };
}

/**
 * `algo`'s layered layout of `g` in a view `width` × `height` with `vertexWidth` × `vertexHeight`
 * vertices, or undefined where TLC's result follows a HashSet order tla2ts does not know (a
 * model value whose TLC token is unknown, a bucket Java turned into a tree). A negative vertex
 * size fails as in TLC once a component has two vertices (a lone vertex never asks for its bounds).
 */
export function layeredLayout(
  g: Multigraph,
  algo: "Sugiyama" | "Eiglsperger",
  layering: string,
  hashCode: (v: number) => number | undefined,
  width: number,
  height: number,
  vertexWidth: number,
  vertexHeight: number,
): Layout | undefined {
  const parts = components(g);
  if ((vertexWidth < 0 || vertexHeight < 0) && parts.some((p) => p.length > 1)) throw new LayoutError("width and height must be non-negative");
  const models: ComponentModel[] = [];
  for (const members of parts) {
    if (members.length === 1) {
      models.push(lone(members[0]!, height));
      continue;
    }
    const dag = layeringGraph(g, members, hashCode);
    const layers = dag === undefined ? undefined : componentLayers(dag, members, algo, layering, hashCode);
    if (layers === undefined) return undefined;
    models.push(layeredModel(layers, g.vertexCount, algo === "Eiglsperger" || parts.length > 1, width, height, vertexWidth, vertexHeight));
  }
  // LayoutModel.appendLayoutModel: the first model sets the width, the next go to its right,
  // moved by the width so far. The int sum wraps, and setSize then keeps the view's width
  // (two positive ints always wrap to a negative one), which the next model is offset by.
  const x = new Float64Array(g.vertexCount);
  const y = new Float64Array(g.vertexCount);
  let modelWidth = 0;
  let modelHeight = height;
  models.forEach((m, i) => {
    const offset = i === 0 ? 0 : modelWidth;
    modelWidth = positiveOr(i === 0 ? m.width : i32(modelWidth + m.width), width);
    modelHeight = Math.max(modelHeight, m.height);
    m.vertices.forEach((v, j) => {
      x[v] = i === 0 ? m.points[j]!.x : m.points[j]!.x + offset;
      y[v] = m.points[j]!.y;
    });
  });
  // expandLayoutWidthOrHeight: integer stretch factors, then centre on the vertices and on
  // the point lists of the edges through virtual vertices, which stay in their component's
  // own coordinates (appending a component moves its vertices, not its edges' points).
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
    for (const bend of m.bends) {
      for (const p of bend) {
        minX = Math.min(minX, p.x * sx);
        maxX = Math.max(maxX, p.x * sx);
      }
    }
  }

  const shift = minX + (maxX - minX) / 2 - idiv(side, 2);
  for (let v = 0; v < g.vertexCount; v++) x[v] = x[v]! - shift;
  return { x, y };
}
