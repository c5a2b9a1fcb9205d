// What two runs of one spec must agree on whatever the engine's options (workers,
// invariant skipping): verdict, counts, outdegrees and the trace as printed.

import type { CheckResult } from "../../runtime/check/result.js";
import { printValue } from "../../runtime/values/index.js";

export function checkOutcome(r: CheckResult): unknown {
  return {
    result: r.result,
    violated: r.violated,
    error: r.error?.message,
    distinct: r.distinctStates,
    generated: r.statesGenerated,
    depth: r.depth,
    queueLeft: r.queueLeft,
    outdegree: r.outdegree,
    trace: r.trace?.map((s) => `${s.action ?? "init"}: ${s.state.map((v) => printValue(v)).join(", ")}`),
  };
}
