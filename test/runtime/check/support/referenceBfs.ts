// A deliberately naive breadth-first checker written straight from TLC-SEMANTICS
// §5.1–5.3 (states keyed by their printed text in a Map, whole states kept, parents
// as object links) to cross-check the real engine's counts and traces. It supports
// what HandSpecInput has except VIEW and SYMMETRY.

import { printValue } from "../../../../runtime/values/index.js";
import type { EvalContext, State } from "../../../../runtime/check/spec.js";
import type { HandSpecInput } from "./handSpec.js";

interface Node {
  readonly state: State;
  readonly parent: Node | undefined;
  readonly action: string | undefined;
  readonly level: number;
}

export interface ReferenceResult {
  result: "ok" | "invariant" | "deadlock" | "action-property";
  violated?: string;
  statesGenerated: number;
  distinctStates: number;
  queueLeft: number;
  depth: number;
  /** Printed states of the trace, and the action of each step. */
  trace?: { action: string | undefined; state: string }[];
}

const key = (s: State): string => s.map((v) => printValue(v)).join(" | ");

export function referenceBfs(input: HandSpecInput, ctx: EvalContext): ReferenceResult {
  const seen = new Map<string, Node>();
  const queue: Node[] = [];
  let generated = 0;
  let depth = 0;
  const inv = Object.entries(input.invariants ?? {});
  const cons = Object.values(input.constraints ?? {});
  const acons = Object.values(input.actionConstraints ?? {});
  const props = Object.entries(input.actionProperties ?? {});
  const pathOf = (n: Node | undefined): { action: string | undefined; state: string }[] => {
    const out: { action: string | undefined; state: string }[] = [];
    for (let k = n; k !== undefined; k = k.parent) out.unshift({ action: k.action, state: key(k.state) });
    return out;
  };
  const done = (r: Omit<ReferenceResult, "statesGenerated" | "distinctStates" | "queueLeft" | "depth">): ReferenceResult => ({
    ...r,
    statesGenerated: generated,
    distinctStates: seen.size,
    queueLeft: queue.length,
    // TLC's reported level is at least 1 once any state was generated (ModelChecker.printSummary).
    depth: generated === 0 ? 0 : Math.max(1, depth),
  });

  for (const s of input.init(ctx)) {
    generated++;
    const inModel = cons.every((c) => c(s));
    let isNew = false;
    if (inModel && !seen.has(key(s))) {
      const n = { state: s, parent: undefined, action: undefined, level: 1 };
      seen.set(key(s), n);
      queue.push(n);
      isNew = true;
      depth = 1;
    }
    if (isNew || !inModel) {
      for (const [name, f] of inv) if (!f(s, ctx)) return done({ result: "invariant", violated: name, trace: [{ action: undefined, state: key(s) }] });
    }
  }
  while (queue.length > 0) {
    const cur = queue.shift()!;
    let successors = 0;
    for (const a of input.actions) {
      for (const t of a.next(cur.state, ctx)) {
        generated++;
        successors++;
        const inModel = cons.every((c) => c(t)) && acons.every((c) => c(cur.state, t));
        let isNew = false;
        if (inModel && !seen.has(key(t))) {
          const n = { state: t, parent: cur, action: a.name, level: cur.level + 1 };
          seen.set(key(t), n);
          depth = Math.max(depth, n.level);
          isNew = true;
        }
        const traceToT = (): { action: string | undefined; state: string }[] => [...pathOf(cur), { action: a.name, state: key(t) }];
        if (isNew || !inModel) {
          for (const [name, f] of inv) if (!f(t, ctx)) return done({ result: "invariant", violated: name, trace: traceToT() });
        }
        for (const [name, f] of props) if (!f(cur.state, t)) return done({ result: "action-property", violated: name, trace: traceToT() });
        if (isNew) queue.push(seen.get(key(t))!);
      }
    }
    if (successors === 0 && (input.checkDeadlock ?? true)) return done({ result: "deadlock", trace: pathOf(cur) });
  }
  return done({ result: "ok" });
}
