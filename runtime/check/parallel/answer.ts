// A LevelExpander's answer to one coordinator message, wherever it runs: in a worker
// thread (worker.ts) or, while the frontier is small, in the coordinator's own thread.

import type { LevelExpander } from "./levelExpander.js";
import type { FromWorker, ToWorker } from "./messages.js";
import { SharedSeenTable } from "./sharedSeen.js";

export interface Answer {
  readonly reply?: FromWorker;
  /** Buffers the reply hands over instead of copying. */
  readonly transfer: ArrayBuffer[];
}

export function answer(expander: LevelExpander, m: ToWorker): Answer {
  switch (m.type) {
    case "expand":
      prepareExpansion(expander, m);
      return { reply: { type: "expanded", ...expander.expand() }, transfer: [] };
    case "steal":
      expander.steal(m.states, m.ids);
      expander.expandSome(Infinity);
      return { reply: { type: "expanded", ...expander.expansion() }, transfer: [] };
    case "resolve": {
      const r = expander.resolve();
      return { reply: { type: "resolved", ...r, internSize: expander.internSize }, transfer: [r.keys.buffer as ArrayBuffer] };
    }
    case "tally":
      return { reply: { type: "tallied", generated: expander.tally(m.below) }, transfer: [] };
    case "adopt":
      expander.adopt(m.ids);
      return { transfer: [] };
    case "give": {
      const g = expander.give(m.count);
      return { reply: { type: "given", ...g }, transfer: [g.states.buffer as ArrayBuffer, g.ids.buffer as ArrayBuffer] };
    }
    case "take":
      expander.takeEncoded(m.states, m.ids);
      return { transfer: [] };
  }
}

/** What an "expand" request says besides "expand": the table when it moved, the counts TLCGet reads. */
export function prepareExpansion(expander: LevelExpander, m: Extract<ToWorker, { type: "expand" }>): void {
  if (m.table !== undefined) expander.table = new SharedSeenTable(m.table, expander.table.controlBuffer);
  expander.setStats(m.level, m.distinct, m.generated);
}
