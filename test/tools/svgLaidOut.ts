// What the SVG fixture writers (svgLayeredFixture.ts, svgCyclesFixture.ts) ask before
// putting a graph into a spec: only graphs tla2ts lays out are compared with TLC.

import { NodesOfDirectedMultiGraph } from "../../runtime/modules/SVG.js";
import { identityHashChoices } from "../../runtime/modules/layout/eiglspergerCoordinates.js";
import { EvalError } from "../../runtime/values/index.js";
import type { testContext } from "../runtime/modules/support/context.js";

/**
 * Whether tla2ts lays the graph out (under the polynomial set) rather than stopping with
 * TT5162, with TLC's one result: not one of the several TLC gives where the JVM's identity
 * hash codes choose (docs/community-overrides.md).
 */
export function laidOut(checker: ReturnType<typeof testContext>, nodes: string, edges: string, opts: string): boolean {
  try {
    const choices = identityHashChoices();
    NodesOfDirectedMultiGraph(checker.ctx, checker.v(nodes), checker.v(edges), checker.v(opts));
    return identityHashChoices() === choices;
  } catch (e) {
    if (e instanceof EvalError && e.code === "TT5162") return false;
    throw e;
  }
}
