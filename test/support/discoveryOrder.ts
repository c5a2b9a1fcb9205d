// Every distinct state of a compiled spec in breadth-first discovery order, printed as
// TLC's `-dump` prints it, to compare with TLC's dumps (shared/corpus/tlc-states). The
// search mirrors runtime/check/bfs.ts (initial states, then each sub-action of Next
// in order; states failing a CONSTRAINT are neither kept nor explored) but keys
// states by their printed text, so a disagreement in value printing, ordering or
// successor order shows up as the first differing state. Each state is fingerprinted
// before it is printed, as the checker does: TLC's dump holds fingerprinted (normalised)
// states, whose records print in token order, never in their written order.

import type { CompiledSpec, State } from "../../runtime/check/spec.js";
import { tlcVariableOrder } from "../../runtime/check/varOrder.js";
import { printState } from "../../runtime/values/printState.js";
import { fingerprintState } from "../../runtime/values/valueFingerprint.js";

/** Our states, `limit` at most, each printed like one entry of a TLC dump (without its `State N:` line). */
export function discoveryOrder(spec: CompiledSpec, limit = Infinity): string[] {
  const ctx = spec.createContext(() => {});
  const order = spec.printOrder ?? tlcVariableOrder(spec.variables);
  const names = order.map((i) => spec.variables[i]!);
  const print = (s: State): string => printState(names, order.map((i) => s[i]!));
  const seen = new Set<string>();
  const printed: string[] = [];
  const queue: State[] = [];
  const fp = new Uint32Array(2);
  const visit = (s: State): void => {
    if (printed.length >= limit) return;
    for (const c of spec.constraints) if (!c.test(ctx, s)) return;
    fingerprintState(s, fp);
    const text = print(s);
    if (seen.has(text)) return;
    seen.add(text);
    printed.push(text);
    queue.push(s);
  };
  spec.init.generate(ctx, visit);
  for (let head = 0; head < queue.length && printed.length < limit; head++) {
    for (const action of spec.actions) action.generate(ctx, queue[head]!, visit);
  }
  return printed;
}
