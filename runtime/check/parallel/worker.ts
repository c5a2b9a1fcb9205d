// A worker thread of the parallel checker: loads the compiled spec from its JavaScript
// (the same module the coordinator loaded), then answers the coordinator's messages
// (messages.ts) with a LevelExpander. Print output is sent to the coordinator.

import { setTlcPolynomial } from "../../values/tlcHash.js";
import { parentPort, receiveMessageOnPort, workerData } from "node:worker_threads";
import { internalErrorMessage } from "../../diagnostics.js";
import { settleConstantParts } from "../constantParts.js";
import { symmetryOf } from "../symmetry.js";
import { withActionsOver, type CompiledSpec } from "../spec.js";
import { StateFingerprinter } from "../stateFingerprint.js";
import { tlcVariableOrder } from "../varOrder.js";
import { answer } from "./answer.js";
import { Board, BOARD_STRIDE, LevelExpander } from "./levelExpander.js";
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
  // Messages copy their buffers (states, ids, keys) rather than hand them over in a transfer list,
  // both ways. A transfer detaches the sender's ArrayBuffer, and V8's first detach in an isolate
  // invalidates its "array buffer detaching" protector: every optimised function reading a typed
  // array (the seen table, fingerprints, the state codec) is thrown away at once ("code dependencies")
  // and compiled again with a detach check at each access, in both threads, while the one-worker
  // search keeps the protector. Copying costs little beside expanding the states they carry.
  expander.joinBoard(new Int32Array(setup.board), setup.member, (states, ids) => port.postMessage({ type: "spare", states, ids } satisfies FromWorker));
  const handle = (m: ToWorker): void => {
    try {
      const reply = answer(expander, m);
      if (reply !== undefined) port.postMessage(reply.type === "resolved" && setup.stats ? { ...reply, cpuMs: threadCpuMs(), expanded: expander.expandedStates, times: threadTimes() } : reply);
    } catch (e) {
      send({ type: "failed", message: internalErrorMessage(e) });
    }
  };
  send({ type: "ready", internSize, ...(setup.stats ? { cpuMs: threadCpuMs() } : {}) });
  // Between requests the thread waits on its bell (Atomics.wait), not in its event loop, and
  // takes its messages with receiveMessageOnPort. Idle in the event loop, V8 finished its
  // mark-compacts there ("finalize incremental marking via task"), with no frame of the spec on
  // the stack: the optimised code of the closures the emitted actions create per state (`$k...`),
  // which V8 holds only weakly once no such closure lives, was thrown away and compiled again
  // after most of those collections, 5-8 times per function in this isolate against 1-2 in the
  // coordinator's (docs/process.md, session 31). While it waits here, a collection is finished
  // at the next stack check of an expansion instead, as in the one-worker search.
  const board = new Int32Array(setup.board);
  const bell = setup.member * BOARD_STRIDE + Board.Bell;
  const quit = setup.member * BOARD_STRIDE + Board.Quit;
  while (Atomics.load(board, quit) === 0) {
    const rung = Atomics.load(board, bell);
    for (let got = receiveMessageOnPort(port); got !== undefined; got = receiveMessageOnPort(port)) handle(got.message as ToWorker);
    Atomics.wait(board, bell, rung, 1000);
  }
}

start().catch((e: unknown) => send({ type: "failed", message: internalErrorMessage(e) }));
