// Trace validation's side of the example: the dispatcher runs as it would in production
// and writes one JSON line per event (what an implementation's log looks like), in its
// own terms: `pending`, `completed`, `event: "assigned"`. `trace-mapping.json` renames
// those to the spec's `queue`, `done` and `Dispatch`; `tla2ts validate TaskQueue.tla
// --trace log.ndjson --map trace-mapping.json` then checks the log against the spec.
// logs/ holds the logs of `scenario` by both dispatchers (test/corpus/taskQueueTrace.test.ts).

import type { DispatcherApi } from "./driver.js";
import type { WorkerId } from "./dispatcher.js";

export type Operation = readonly ["dispatch" | "complete" | "crash", WorkerId];

/** Two workers, one crash, every task done in the end. */
export const scenario: readonly Operation[] = [
  ["dispatch", "w2"],
  ["dispatch", "w1"],
  ["crash", "w2"],
  ["complete", "w1"],
  ["dispatch", "w1"],
  ["dispatch", "w2"],
  ["complete", "w1"],
  ["complete", "w2"],
];

const events = { dispatch: "assigned", complete: "completed", crash: "requeued" } as const;

/** Runs the operations on `d`, logging the state it starts in and the one after each event, as NDJSON. */
export async function runLogged(d: DispatcherApi, operations: readonly Operation[]): Promise<string> {
  const line = (extra: object): string => {
    const s = d.snapshot();
    return JSON.stringify({ ...extra, pending: s.pending, completed: [...s.completed].sort(), crashes: s.crashes }) + "\n";
  };
  let log = line({});
  for (const [op, worker] of operations) {
    if (op === "dispatch") await d.dispatch(worker);
    else if (op === "complete") await d.complete(worker);
    else await d.crashed(worker);
    log += line({ event: events[op], worker });
  }
  return log;
}
