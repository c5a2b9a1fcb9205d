// Solving one command of a model file with a time limit in a worker thread of its own, for
// the conformance test: a command that exhausts memory cannot take the test run down. The solve runs in a worker thread (alloySolveWorker.ts); when the
// limit passes first, the thread is terminated and the outcome is `unknown`, with the
// CNF size when translation had finished. The worker gets no fixed heap limit: Node's
// default for a thread grows with the machine; a solver that outgrows its own memory, or a
// thread that dies of it, is reported as TT7292 instead of hanging.

import { Worker } from "node:worker_threads";
import type { SolveOptions, SolveResult } from "../../runtime/alloy/index.js";
import { diagnostic, type Diagnostic } from "../../runtime/diagnostics.js";
import type { SolveJob } from "./alloySolveWorker.js";

export interface CnfSize {
  readonly variables: number;
  readonly primaryVariables: number;
  readonly clauses: number;
}

export type TimedOutcome =
  | { readonly kind: "solved"; readonly result: SolveResult }
  /** The limit passed; `size` is the CNF handed to the SAT solver, undefined if translation had not finished. */
  | { readonly kind: "unknown"; readonly seconds: number; readonly size: CnfSize | undefined }
  | { readonly kind: "error"; readonly diagnostics: readonly Diagnostic[] };

type WorkerMessage =
  | { readonly kind: "checked" }
  | { readonly kind: "translated"; readonly size: CnfSize }
  | { readonly kind: "result"; readonly result: SolveResult }
  | { readonly kind: "error"; readonly diagnostics: readonly Diagnostic[] };

/** Solves `commands[commandIndex]` of the model at `modelPath`, giving up after `timeoutSeconds`. */
export function solveWithTimeout(
  modelPath: string,
  commandIndex: number,
  options: Omit<SolveOptions, "onTranslated">,
  timeoutSeconds: number,
): Promise<TimedOutcome> {
  const job: SolveJob = { modelPath, commandIndex, options };
  let started = performance.now();
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./alloySolveWorker.js", import.meta.url), { workerData: job });
    let size: CnfSize | undefined;
    let settled = false;
    const finish = (outcome: TimedOutcome): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(outcome);
    };
    // The limit counts from the moment the model is checked: starting the thread and reading the
    // model are not the command's time (they take long only on a machine under heavy load).
    let timer: ReturnType<typeof setTimeout> | undefined;
    const startClock = (): void => {
      started = performance.now();
      timer = setTimeout(() => finish({ kind: "unknown", seconds: (performance.now() - started) / 1000, size }), timeoutSeconds * 1000);
    };
    worker.on("message", (m: WorkerMessage) => {
      if (m.kind === "checked") startClock();
      else if (m.kind === "translated") size = m.size;
      else if (m.kind === "result") finish({ kind: "solved", result: m.result });
      else finish({ kind: "error", diagnostics: m.diagnostics });
    });
    worker.on("error", (e) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      reject(e);
    });
    // A thread that ends without an answer ran out of memory (or crashed): say so, with the size reached.
    worker.on("exit", (code) => {
      if (settled) return;
      const reached = size === undefined ? "during translation" : `with ${size.variables} variables and ${size.clauses} clauses`;
      const message = `the solver's thread stopped (exit code ${code}) ${reached}, most likely out of memory`;
      finish({ kind: "error", diagnostics: [diagnostic("AlloyProblemTooLarge", modelPath, { start: 0, end: 0 }, { command: `#${commandIndex + 1}`, message })] });
    });
  });
}
