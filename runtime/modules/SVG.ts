// SVG (community module). TLC overrides SVGElemToString (the definition is TRUE),
// PointOnLine (Java int arithmetic: the division truncates) and NodeOfRingNetwork (the
// definition is the origin): the m points on a circle, truncated to integers. Not
// native: NodesOfDirectedMultiGraph, which TLC computes with a Java graph-layout library.

import type { EvalContext } from "../check/spec.js";
import { Kind, printValue, record, type Value } from "../values/index.js";
import { argumentError, intArg, isString } from "./args.js";
import { field } from "./core.js";
import type { ModuleOperators } from "./registry.js";

const raw = (v: Value): string => (isString(v) ? v.text : printValue(v));

function elementText(ctx: EvalContext, elem: Value): string {
  if (typeof elem !== "object" || elem.kind !== Kind.Fcn) return argumentError("SVGElemToString", "only", "a record", elem);
  const get = (name: string): Value => field(ctx, elem, ctx.intern.string(name));
  const name = raw(get("name"));
  const attrs = get("attrs");
  let out = `<${name}`;
  if (typeof attrs === "object" && attrs.kind === Kind.Fcn) attrs.domain.forEach((k, i) => (out += ` ${raw(k)}='${raw(attrs.values[i]!)}'`));
  out += ">";
  const children = get("children");
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

export const operators: ModuleOperators = {
  SVGElemToString: { arity: 1, fn: SVGElemToString, export: "SVGElemToString" },
  PointOnLine: { arity: 3, fn: PointOnLine, export: "PointOnLine" },
  NodeOfRingNetwork: { arity: 5, fn: NodeOfRingNetwork, export: "NodeOfRingNetwork" },
};
