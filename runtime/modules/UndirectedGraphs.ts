// UndirectedGraphs (community module): TLC's overrides of SimplePath, AreConnectedIn and
// ConnectedComponents search the graph `[node |-> N, edge |-> E]`, E a set of node sets
// {a, b} ({a} a loop). ConnectedComponents' definition quantifies over Seq(S); the
// override's components are the classes of "connected by a path".

import type { EvalContext } from "../check/spec.js";
import { force, Kind, isSet, setOf, sortedElements, type SetValue, type Value } from "../values/index.js";
import { argumentError } from "./args.js";
import { enumerateSorted, field } from "./core.js";
import { connects, indexOf, reaches, simplePaths, type Adjacency } from "./graphSearch.js";
import type { ModuleOperators } from "./registry.js";

function undirectedGraph(ctx: EvalContext, g: Value, op: string): Adjacency {
  g = force(g);
  if (typeof g !== "object" || (g.kind !== Kind.Fcn && g.kind !== Kind.Tuple)) return argumentError(op, "only", "a graph", g);
  const nodes = enumerateSorted(ctx, field(ctx, g, ctx.intern.string("node")));
  const next: number[][] = nodes.map(() => []);
  const link = (a: number, b: number): void => {
    if (a >= 0 && b >= 0 && a !== b && !next[a]!.includes(b)) next[a]!.push(b);
  };
  for (const e of enumerateSorted(ctx, field(ctx, g, ctx.intern.string("edge")))) {
    if (!isSet(e)) return argumentError(op, "only", "a graph", g);
    const ends = sortedElements(e).map((v) => indexOf(nodes, v));
    if (ends.length === 2) {
      link(ends[0]!, ends[1]!);
      link(ends[1]!, ends[0]!);
    }
  }
  for (const succ of next) succ.sort((a, b) => a - b);
  return { nodes, next };
}

export function SimplePath(ctx: EvalContext, g: Value): SetValue {
  return setOf(simplePaths(undirectedGraph(ctx, g, "SimplePath")));
}

export function AreConnectedIn(ctx: EvalContext, m: Value, n: Value, g: Value): boolean {
  return connects(undirectedGraph(ctx, g, "AreConnectedIn"), m, n);
}

export function ConnectedComponents(ctx: EvalContext, g: Value): SetValue {
  const graph = undirectedGraph(ctx, g, "ConnectedComponents");
  const component = new Array<number>(graph.nodes.length).fill(-1);
  const parts: Value[][] = [];
  for (let i = 0; i < graph.nodes.length; i++) {
    if (component[i] !== -1) continue;
    const members: Value[] = [];
    for (let j = 0; j < graph.nodes.length; j++) {
      if (component[j] === -1 && reaches(graph, i, j)) {
        component[j] = parts.length;
        members.push(graph.nodes[j]!);
      }
    }
    parts.push(members);
  }
  return setOf(parts.map((p) => setOf(p)));
}

export const operators: ModuleOperators = {
  SimplePath: { arity: 1, fn: SimplePath, export: "SimplePath" },
  AreConnectedIn: { arity: 3, fn: AreConnectedIn, export: "AreConnectedIn" },
  ConnectedComponents: { arity: 1, fn: ConnectedComponents, export: "ConnectedComponents" },
};
