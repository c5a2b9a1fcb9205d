// The worker thread behind `solveWithTimeout` (alloyTimedSolve.ts): checks the model,
// solves one command, and posts the CNF size as soon as it is known, then the result.
// A solve is synchronous (one MiniSat call), so a command that runs too long is stopped by
// terminating this thread; the size posted first is what `unknown` then reports.

import { parentPort, workerData } from "node:worker_threads";
import { checkAlloy } from "../../compiler/alloy/index.js";
import { solveCommand, type SolveOptions } from "../../runtime/alloy/index.js";
import { hasErrors } from "../../runtime/diagnostics.js";

export interface SolveJob {
  readonly modelPath: string;
  /** Position of the command in the checked model's `commands`. */
  readonly commandIndex: number;
  readonly options: Omit<SolveOptions, "onTranslated">;
}

const job = workerData as SolveJob;
const port = parentPort!;
const checked = checkAlloy(job.modelPath);
const command = checked.model?.commands[job.commandIndex];
if (checked.model === undefined || hasErrors(checked.diagnostics) || command === undefined) {
  port.postMessage({ kind: "error", diagnostics: checked.diagnostics });
} else {
  port.postMessage({ kind: "checked" });
  const result = solveCommand(checked.model, command, {
    ...job.options,
    onTranslated: (size) => port.postMessage({ kind: "translated", size }),
  });
  port.postMessage({ kind: "result", result });
}
