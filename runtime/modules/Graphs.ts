// Graphs (community module): TLC's overrides of SimplePath, AreConnectedIn and
// IsStronglyConnected search the graph `[node |-> N, edge |-> E]`, E a set of pairs
// <<m, n>>. A node is connected to itself by the one-node path, as in the definitions.

import type { EvalContext } from "../check/spec.js";
import { force, Kind, setOf, type SetValue, type Value } from "../values/index.js";
import { argumentError } from "./args.js";
import { apply, enumerateSorted, field } from "./core.js";
import { connects, indexOf, reaches, simplePaths, type Adjacency } from "./graphSearch.js";
import type { ModuleOperators } from "./registry.js";

function directedGraph(ctx: EvalContext, g: Value, op: string): Adjacency {
  g = force(g);
  if (typeof g !== "object" || (g.kind !== Kind.Fcn && g.kind !== Kind.Tuple)) return argumentError(op, "only", "a graph", g);
  const nodes = enumerateSorted(ctx, field(ctx, g, ctx.intern.string("node")));
  const next: number[][] = nodes.map(() => []);
  for (const e of enumerateSorted(ctx, field(ctx, g, ctx.intern.string("edge")))) {
    const from = indexOf(nodes, apply(ctx, e, 1));
    const to = indexOf(nodes, apply(ctx, e, 2));
    if (from >= 0 && to >= 0 && !next[from]!.includes(to)) next[from]!.push(to);
  }
  return { nodes, next };
}

export function SimplePath(ctx: EvalContext, g: Value): SetValue {
  return setOf(simplePaths(directedGraph(ctx, g, "SimplePath")));
}

export function AreConnectedIn(ctx: EvalContext, m: Value, n: Value, g: Value): boolean {
  return connects(directedGraph(ctx, g, "AreConnectedIn"), m, n);
}

export function IsStronglyConnected(ctx: EvalContext, g: Value): boolean {
  const graph = directedGraph(ctx, g, "IsStronglyConnected");
  for (let i = 0; i < graph.nodes.length; i++) for (let j = 0; j < graph.nodes.length; j++) if (!reaches(graph, i, j)) return false;
  return true;
}

export const operators: ModuleOperators = {
  SimplePath: { arity: 1, fn: SimplePath, export: "SimplePath" },
  AreConnectedIn: { arity: 3, fn: AreConnectedIn, export: "AreConnectedIn" },
  IsStronglyConnected: { arity: 1, fn: IsStronglyConnected, export: "IsStronglyConnected" },
};
