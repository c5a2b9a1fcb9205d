// The small state graph of a report as DOT: a node per distinct state numbered in BFS
// order, initial states shaded, the counterexample's states and steps drawn in the accent
// colour, each of its states linking to its card. State texts are left out: they would
// make the report several times larger. Graphviz (graphviz.ts) lays it out.

import type { StateGraph } from "../../runtime/check/smallStateGraph.js";
import { dotString } from "./graphviz.js";

/** `tracePath`: the graph indices of the trace's states, in trace order (absent ones skipped). */
export function stateGraphDot(g: StateGraph, tracePath: readonly number[]): string {
  const traceEdges = new Set<string>();
  for (let k = 0; k + 1 < tracePath.length; k++) traceEdges.add(`${tracePath[k]},${tracePath[k + 1]}`);
  const initial = new Set(g.initial);
  const lines = ["digraph states {", 'graph [rankdir=TB, nodesep=0.2, ranksep=0.35, bgcolor="transparent"];', 'node [shape=circle, fontsize=9, width=0.3, fixedsize=true, fontname="Helvetica"];', 'edge [arrowsize=0.5, color="#9aa3b2"];'];
  const card = new Map<number, number>();
  tracePath.forEach((node, k) => {
    if (!card.has(node)) card.set(node, k + 1);
  });
  g.states.forEach((_text, i) => {
    const attrs = [`label="${i + 1}"`];
    const k = card.get(i);
    if (k !== undefined) attrs.push(`id="g-state-${i + 1}", style=filled, fillcolor="#2458c6", fontcolor="white", class="ontrace", URL=${dotString(`#state-${k}`)}, tooltip=${dotString(`state ${k} of the trace`)}`);
    else if (initial.has(i)) attrs.push('style=filled, fillcolor="#dfe5ef"');
    lines.push(`s${i} [${attrs.join(", ")}];`);
  });
  for (const [from, to] of g.edges) {
    const mark = traceEdges.has(`${from},${to}`) ? ' [color="#2458c6", penwidth=2]' : "";
    lines.push(`s${from} -> s${to}${mark};`);
  }
  lines.push("}");
  return lines.join("\n");
}
