// A worker thread of the parallel checker: loads the compiled spec from its JavaScript
// (the same module the coordinator loaded), then answers the coordinator's messages
// (messages.ts) with a LevelExpander. Print output is sent to the coordinator.

import { parentPort, workerData } from "node:worker_threads";
import { internalErrorMessage } from "../../diagnostics.js";
import { settleConstantParts } from "../constantParts.js";
import type { CompiledSpec } from "../spec.js";
import { StateFingerprinter } from "../stateFingerprint.js";
import { tlcVariableOrder } from "../varOrder.js";
import { LevelExpander } from "./levelExpander.js";
import type { FromWorker, ToWorker, WorkerSetup } from "./messages.js";
import { SharedSeenTable } from "./sharedSeen.js";

const port = parentPort!;
const setup = workerData as WorkerSetup;
const send = (m: FromWorker, transfer: ArrayBuffer[] = []): void => port.postMessage(m, transfer);

async function start(): Promise<void> {
  const url = "data:text/javascript;base64," + Buffer.from(setup.code, "utf8").toString("base64");
  const loaded = ((await import(url)) as { default: CompiledSpec }).default;
  const ctx = loaded.createContext((text) => send({ type: "print", text }));
  const internSize = ctx.intern.size;
  // The coordinator settled the constant parts without error; this drops them here too.
  const settled = settleConstantParts(loaded, ctx);
  if (settled.error !== undefined) throw new Error(settled.error.message);
  const spec = settled.spec;
  const fp = new StateFingerprinter(ctx, spec.view, spec.symmetry?.(ctx), spec.printOrder ?? tlcVariableOrder(spec.variables));
  const expander = new LevelExpander(spec, ctx, fp, new SharedSeenTable(setup.table, setup.control), setup.checkDeadlock);
  port.on("message", (m: ToWorker) => {
    try {
      handle(expander, m, () => ctx.intern.size);
    } catch (e) {
      send({ type: "failed", message: internalErrorMessage(e) });
    }
  });
  send({ type: "ready", internSize });
}

function handle(expander: LevelExpander, m: ToWorker, internSize: () => number): void {
  switch (m.type) {
    case "expand": {
      if (m.table !== undefined) expander.table = new SharedSeenTable(m.table, expander.table.controlBuffer);
      expander.setStats(m.level, m.distinct, m.generated);
      send({ type: "expanded", ...expander.expand() });
      return;
    }
    case "resolve": {
      const r = expander.resolve();
      send({ type: "resolved", ...r, internSize: internSize() }, [r.keys.buffer as ArrayBuffer]);
      return;
    }
    case "tally":
      send({ type: "tallied", generated: expander.tally(m.below) });
      return;
    case "adopt":
      expander.adopt(m.ids);
      return;
    case "give": {
      const g = expander.give(m.count);
      send({ type: "given", ...g }, [g.states.buffer as ArrayBuffer, g.ids.buffer as ArrayBuffer]);
      return;
    }
    case "take":
      expander.take(m.states, m.ids);
      return;
  }
}

start().catch((e: unknown) => send({ type: "failed", message: internalErrorMessage(e) }));
