// A worker thread of the parallel checker: loads the compiled spec from its JavaScript
// (the same module the coordinator loaded), then answers the coordinator's messages
// (messages.ts) with a LevelExpander. Print output is sent to the coordinator.

import { setTlcPolynomial } from "../../values/tlcHash.js";
import { parentPort, workerData } from "node:worker_threads";
import { internalErrorMessage } from "../../diagnostics.js";
import { settleConstantParts } from "../constantParts.js";
import { symmetryOf } from "../symmetry.js";
import { withActionsOver, type CompiledSpec } from "../spec.js";
import { StateFingerprinter } from "../stateFingerprint.js";
import { tlcVariableOrder } from "../varOrder.js";
import { answer } from "./answer.js";
import { LevelExpander } from "./levelExpander.js";
import { threadCpuMs, threadTimes, type FromWorker, type ToWorker, type WorkerSetup } from "./messages.js";
import { SharedSeenTable } from "./sharedSeen.js";

const port = parentPort!;
const setup = workerData as WorkerSetup;
const send = (m: FromWorker): void => port.postMessage(m);

async function start(): Promise<void> {
  setTlcPolynomial(setup.tlcPolynomial);
  const url = "data:text/javascript;base64," + Buffer.from(setup.code, "utf8").toString("base64");
  const loaded = ((await import(url)) as { default: CompiledSpec }).default;
  const ctx = loaded.createContext((text) => send({ type: "print", text }));
  const own = withActionsOver(loaded, ctx);
  const internSize = ctx.intern.size;
  // The coordinator settled the constant parts without error; this drops them here too.
  const settled = settleConstantParts(own, ctx, false);
  if (settled.error !== undefined) throw new Error(settled.error.message);
  const spec = settled.spec;
  const fp = new StateFingerprinter(ctx, spec.view, symmetryOf(spec, ctx, false), spec.printOrder ?? tlcVariableOrder(spec.variables));
  const expander = new LevelExpander(spec, ctx, fp, new SharedSeenTable(setup.table, setup.control), setup.checkDeadlock);
  expander.joinBoard(new Int32Array(setup.board), setup.member, (states, ids) => port.postMessage({ type: "spare", states, ids } satisfies FromWorker, [states.buffer as ArrayBuffer, ids.buffer as ArrayBuffer]));
  port.on("message", (m: ToWorker) => {
    try {
      const a = answer(expander, m);
      if (a.reply !== undefined) port.postMessage(a.reply.type === "resolved" && setup.stats ? { ...a.reply, cpuMs: threadCpuMs(), expanded: expander.expandedStates, times: threadTimes() } : a.reply, a.transfer);
    } catch (e) {
      send({ type: "failed", message: internalErrorMessage(e) });
    }
  });
  send({ type: "ready", internSize, ...(setup.stats ? { cpuMs: threadCpuMs() } : {}) });
}

start().catch((e: unknown) => send({ type: "failed", message: internalErrorMessage(e) }));
