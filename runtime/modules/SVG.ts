// SVG (community module). TLC overrides SVGElemToString (the definition is TRUE),
// PointOnLine (Java int arithmetic: the division truncates) and NodeOfRingNetwork (the
// definition is the origin): the m points on a circle, truncated to integers; and
// NodesOfDirectedMultiGraph, which TLC computes with jungrapht's layout algorithms,
// reimplemented in ./layout/ to give TLC's coordinates.

import type { EvalContext } from "../check/spec.js";
import { force, equals, EvalError, fcn, isSet, Kind, printValue, record, type Fcn, type Value } from "../values/index.js";
import { argumentError, intArg, isString, javaValueClass, overrideFailed } from "./args.js";
import { enumerateRaw, field } from "./core.js";
import { javaIntValue, LayoutError, Multigraph, type Layout } from "./layout/multigraph.js";
import { layeredLayout } from "./layout/layeredLayout.js";
import { treeLayout } from "./layout/treeLayout.js";
import { tlcHashCode, UnknownHash } from "../values/tlcHash.js";
import { writtenElements } from "../values/intern.js";
import type { ModuleOperators } from "./registry.js";

const raw = (v: Value): string => (isString(v) ? v.text : printValue(v));

function elementText(ctx: EvalContext, elem: Value): string {
  elem = force(elem);
  if (typeof elem !== "object" || elem.kind !== Kind.Fcn) return argumentError("SVGElemToString", "only", "a record", elem);
  const get = (name: string): Value => field(ctx, elem, ctx.intern.string(name));
  const name = raw(get("name"));
  const attrs = force(get("attrs"));
  let out = `<${name}`;
  if (typeof attrs === "object" && attrs.kind === Kind.Fcn) attrs.domain.forEach((k, i) => (out += ` ${raw(k)}='${raw(attrs.values[i]!)}'`));
  out += ">";
  const children = force(get("children"));
  if (typeof children === "object" && (children.kind === Kind.Tuple || children.kind === Kind.Fcn)) {
    for (const child of children.kind === Kind.Tuple ? children.elems : children.values) out += elementText(ctx, child);
  }
  return `${out}${raw(get("innerText"))}</${name}>`;
}

/** `<name k='v' ...>children innerText</name>`, attributes in the attrs function's order, nothing escaped. */
export function SVGElemToString(ctx: EvalContext, elem: Value): Value {
  return ctx.intern.string(elementText(ctx, elem));
}

export function PointOnLine(ctx: EvalContext, from: Value, to: Value, segment: Value): Value {
  const n = intArg(segment, "PointOnLine", "third");
  const coord = (p: Value, c: string): number => intArg(field(ctx, p, ctx.intern.string(c)), "PointOnLine", "first");
  const step = (c: string): number => coord(from, c) + Math.trunc((coord(to, c) - coord(from, c)) / n);
  return record(ctx.intern, [
    ["x", step("x")],
    ["y", step("y")],
  ]);
}

/** The n-th of m points on the circle of radius r around (cx, cy), each coordinate truncated (Java's (int) cast). */
export function NodeOfRingNetwork(ctx: EvalContext, cx: Value, cy: Value, r: Value, n: Value, m: Value): Value {
  const angle = (6.283185307179586 / intArg(m, "NodeOfRingNetwork", "fifth")) * intArg(n, "NodeOfRingNetwork", "fourth");
  const radius = intArg(r, "NodeOfRingNetwork", "third");
  return record(ctx.intern, [
    ["x", Math.trunc(intArg(cx, "NodeOfRingNetwork", "first") + radius * Math.cos(angle)) | 0],
    ["y", Math.trunc(intArg(cy, "NodeOfRingNetwork", "second") + radius * Math.sin(angle)) | 0],
  ]);
}

const directedMultiGraph =
  "public static tlc2.value.impl.Value tlc2.overrides.SVG.directedMultiGraph(tlc2.value.impl.Value,tlc2.value.impl.Value,tlc2.value.impl.Value) throws java.lang.Exception";

const fail = (message: string): never => overrideFailed(directedMultiGraph, message);

/** Java's failed cast of `v` to the TLC value class `javaType`. */
function castFailed(v: Value, javaType: string): never {
  const cls = javaValueClass(v);
  return fail(`class ${cls} cannot be cast to class ${javaType} (${cls} and ${javaType} are in unnamed module of loader 'app')`);
}

const isRecord = (v: Value): v is Fcn =>
  typeof v === "object" && v.kind === Kind.Fcn && v.domain.every(isString);

/** The option `name` of the opts record, read as TLC's RecordValue.apply reads it. */
function option(ctx: EvalContext, opts: Fcn, name: string): Value {
  const key = ctx.intern.string(name);
  const i = opts.domain.findIndex((k) => equals(k, key));
  return i >= 0 ? opts.values[i]! : fail(`Attempted to access nonexistent field '${name}' of record\n${printValue(opts)}`);
}

function intOption(ctx: EvalContext, opts: Fcn, name: string): number {
  const v = option(ctx, opts, name);
  return typeof v === "number" ? v : castFailed(v, "tlc2.value.impl.IntValue");
}

function stringOption(ctx: EvalContext, opts: Fcn, name: string): string {
  const v = option(ctx, opts, name);
  return isString(v) ? v.text : castFailed(v, "tlc2.value.impl.StringValue");
}

/** TLC's Value.hashCode() of a vertex, which orders jungrapht's HashSets, or undefined where it is not modelled. */
function hashCodeOf(ctx: EvalContext, v: Value): number | undefined {
  try {
    return tlcHashCode(v, undefined, ctx.intern);
  } catch (e) {
    if (e instanceof UnknownHash) return undefined;
    throw e;
  }
}

const layerings = ["TOP_DOWN", "LONGEST_PATH", "NETWORK_SIMPLEX", "COFFMAN_GRAHAM"];

/** opts.layering, one of jungrapht's Layering constants (Java's Enum.valueOf). */
function layering(ctx: EvalContext, opts: Fcn): string {
  const name = stringOption(ctx, opts, "layering");
  return layerings.includes(name) ? name : fail(`No enum constant org.jungrapht.visualization.layout.algorithms.sugiyama.Layering.${name}`);
}

/**
 * The elements of `s` in the order TLC's override reads them: SetEnumValue.elems as they
 * are, without normalising, so a set literal or set map TLC has not normalised yet gives
 * the order it was built in, duplicates included (runtime/values/intern.ts, `writtenElements`).
 */
function heldElements(ctx: EvalContext, s: Value): readonly Value[] {
  if (typeof s === "object" && s.kind === Kind.SetEnum) {
    const written = writtenElements(s);
    if (written !== undefined) return written;
  }
  return enumerateRaw(ctx, s);
}

/**
 * TLC's layout of the directed multigraph (nodes, edges) with jungrapht: opts.algo
 * "Sugiyama" or "Eiglsperger" (layered, opts.layering) or anything else (a tree), the
 * view opts.view_height wide and opts.view_width high and every vertex opts.node_height
 * wide and opts.node_width high (TLC's Java swaps the names). Nodes are vertices in the
 * set's enumeration order, edges the pairs <<from, to>> in theirs; coordinates are the
 * layout's doubles truncated. Errors are TLC's. The layered layouts are reproduced
 * under the fingerprint polynomial chosen with --fp, which orders the vertices, for every
 * graph whose vertices have known hash codes (./layout/layeredLayout.ts).
 */
export function NodesOfDirectedMultiGraph(ctx: EvalContext, nodes: Value, edges: Value, opts: Value): Value {
  if (!isSet(nodes)) return fail(`Nodes must be a set. Value given is of type: ${javaValueClass(nodes)}`);
  if (!isSet(edges)) return fail(`Edges must be a set. Value given is of type: ${javaValueClass(edges)}`);
  if (!isRecord(opts)) return fail(`Opts must be a record. Value given is of type: ${javaValueClass(opts)}`);
  const vertices: Value[] = [];
  for (const n of heldElements(ctx, nodes)) if (!vertices.some((v) => equals(v, n))) vertices.push(n);
  const graph = new Multigraph(vertices.length);
  const vertexOf = (v: Value): number => {
    const i = vertices.findIndex((u) => equals(u, v));
    return i >= 0 ? i : fail(`no such vertex in graph: ${printValue(v)}`);
  };
  for (const e of heldElements(ctx, edges)) {
    if (typeof e !== "object" || e.kind !== Kind.Tuple) return castFailed(e, "tlc2.value.impl.TupleValue");
    if (e.elems.length < 2) return fail(`Index ${e.elems.length} out of bounds for length ${e.elems.length}`);
    const from = vertexOf(e.elems[0]!);
    const to = vertexOf(e.elems[1]!);
    if (from === to) return fail("loops not allowed");
    graph.addEdge(from, to);
  }
  const viewHeight = intOption(ctx, opts, "view_width");
  const viewWidth = intOption(ctx, opts, "view_height");
  if (viewWidth <= 0 || viewHeight <= 0) return fail(`Can't be <= zeros ${viewWidth}/${viewHeight}`);
  const algo = stringOption(ctx, opts, "algo");
  const nodeHeight = intOption(ctx, opts, "node_width");
  const nodeWidth = intOption(ctx, opts, "node_height");
  const layered = algo === "Sugiyama" || algo === "Eiglsperger" ? algo : undefined;
  const layeringName = layered ? layering(ctx, opts) : "";
  // Every algorithm leaves an empty graph unplaced.
  if (vertices.length === 0) return fcn([], []);
  let layout: Layout | undefined;
  try {
    layout =
      layered !== undefined
        ? layeredLayout(graph, layered, layeringName, (v) => hashCodeOf(ctx, vertices[v]!), viewWidth, viewHeight, nodeWidth, nodeHeight)
        : treeLayout(graph, viewWidth, viewHeight, nodeWidth, nodeHeight);
  } catch (e) {
    if (e instanceof LayoutError) return fail(e.message);
    throw e;
  }
  if (layout === undefined) throw new EvalError("LayoutUnsupported", { algo, layering: layeringName });
  const points = vertices.map((_, i) =>
    record(ctx.intern, [
      ["x", javaIntValue(layout.x[i]!)],
      ["y", javaIntValue(layout.y[i]!)],
    ]),
  );
  return fcn(vertices, points);
}

export const operators: ModuleOperators = {
  NodesOfDirectedMultiGraph: { arity: 3, fn: NodesOfDirectedMultiGraph, export: "NodesOfDirectedMultiGraph" },
  SVGElemToString: { arity: 1, fn: SVGElemToString, export: "SVGElemToString" },
  PointOnLine: { arity: 3, fn: PointOnLine, export: "PointOnLine" },
  NodeOfRingNetwork: { arity: 5, fn: NodeOfRingNetwork, export: "NodeOfRingNetwork" },
};
