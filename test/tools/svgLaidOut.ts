// What the SVG fixture writers (svgLayeredFixture.ts, svgCyclesFixture.ts) ask before
// putting a graph into a spec: only graphs tla2ts lays out are compared with TLC.

import { NodesOfDirectedMultiGraph } from "../../runtime/modules/SVG.js";
import { EvalError } from "../../runtime/values/index.js";
import type { testContext } from "../runtime/modules/support/context.js";

/** Whether tla2ts lays the graph out (under the polynomial set) rather than stopping with TT5162. */
export function laidOut(checker: ReturnType<typeof testContext>, nodes: string, edges: string, opts: string): boolean {
  try {
    NodesOfDirectedMultiGraph(checker.ctx, checker.v(nodes), checker.v(edges), checker.v(opts));
    return true;
  } catch (e) {
    if (e instanceof EvalError && e.code === "TT5162") return false;
    throw e;
  }
}
