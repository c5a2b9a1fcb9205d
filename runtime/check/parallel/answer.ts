// A LevelExpander's answer to one coordinator message, wherever it runs: in a worker
// thread (worker.ts) or, while the frontier is small, in the coordinator's own thread.

import type { LevelExpander } from "./levelExpander.js";
import type { FromWorker, ToWorker } from "./messages.js";
import { SharedSeenTable } from "./sharedSeen.js";

/** What `m` makes `expander` do, and its reply (none for "adopt" and "take"). */
export function answer(expander: LevelExpander, m: ToWorker): FromWorker | undefined {
  switch (m.type) {
    case "expand":
      prepareExpansion(expander, m);
      return { type: "expanded", ...expander.expand() };
    case "steal":
      expander.steal(m.states, m.ids);
      expander.expandSome(Infinity);
      return { type: "expanded", ...expander.expansion() };
    case "resolve": {
      const r = expander.resolve();
      return { type: "resolved", ...r, internSize: expander.internSize };
    }
    case "tally":
      return { type: "tallied", generated: expander.tally(m.below) };
    case "adopt":
      expander.adopt(m.ids);
      return undefined;
    case "give": {
      const g = expander.give(m.count);
      return { type: "given", ...g };
    }
    case "take":
      expander.takeEncoded(m.states, m.ids);
      return undefined;
    case "copySettled": {
      const control = expander.table.controlBuffer;
      new SharedSeenTable(m.from, control).copySettled(new SharedSeenTable(m.into, control), m.part, m.parts);
      return { type: "copied" };
    }
  }
}

/** What an "expand" request says besides "expand": the table when it moved, the counts TLCGet reads. */
export function prepareExpansion(expander: LevelExpander, m: Extract<ToWorker, { type: "expand" }>): void {
  if (m.table !== undefined) expander.table = new SharedSeenTable(m.table, expander.table.controlBuffer);
  expander.setStats(m.level, m.distinct, m.generated);
}
