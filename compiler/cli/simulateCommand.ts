// `tla2ts simulate Spec.tla [--depth N] [--traces K | --seconds S] [--seed n] [--itf dir] [--json]`:
// TLC's -simulate. Compiles in memory like `check`, walks random behaviours, prints a
// violation as `check` does (or one JSON object) and exits with `check`'s codes.

import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { itfText, toItf } from "../../runtime/check/itf.js";
import type { ResultKind, TraceStep } from "../../runtime/check/result.js";
import { simulate } from "../../runtime/simulate/simulate.js";
import { formatSimulationResult, progressLine, toSimulationJson } from "../../runtime/simulate/report.js";
import type { SimulateEvent } from "../../runtime/simulate/result.js";
import { exitCodeOf } from "./checkCommand.js";
import { compileAndLoadWithSources, timestamp } from "./loadSpec.js";
import { evaluateWatches, prepareHtmlFile, writeHtmlReport } from "./htmlReport.js";
import { ExitCode } from "./exitCodes.js";
import type { Output } from "./parseCommand.js";

export interface SimulateCommandOptions {
  readonly spec: string;
  readonly config?: string;
  readonly libPaths: readonly string[];
  readonly depth: number;
  readonly traces?: number;
  readonly seconds?: number;
  readonly seed?: number;
  /** TLC's -deadlock: do not report deadlocks. */
  readonly noDeadlock: boolean;
  readonly json: boolean;
  /** Folder for ITF files: the violating behaviour, or every behaviour with `itfAll`. */
  readonly itf?: string;
  readonly itfAll: boolean;
  readonly progressSeconds: number;
  /** Write the HTML report of the run (its violating behaviour, if any) to this file. */
  readonly html?: string;
  /** Expressions evaluated on every state of the report's behaviour (`--watch`). */
  readonly watch?: readonly string[];
}

export async function runSimulateCommand(o: SimulateCommandOptions, io: Output): Promise<number> {
  const started = performance.now();
  const loaded = await compileAndLoadWithSources(o, io);
  if (typeof loaded === "number") return loaded;
  const spec = loaded.spec;
  if (o.html !== undefined && !prepareHtmlFile(o.html, io)) return ExitCode.usage;
  if (o.itf !== undefined) mkdirSync(o.itf, { recursive: true });
  const writeItf = (trace: readonly TraceStep[], index: number, result: ResultKind): string => {
    const file = join(o.itf!, `${spec.module}_${index}.itf.json`);
    writeFileSync(file, itfText(toItf(spec, { result, trace })));
    return file;
  };

  const onEvent = (e: SimulateEvent): void => {
    if (o.json) return;
    if (e.code === "init-computed") io.out(`Computed ${e.count} initial states...\n`);
    else if (e.code === "init-done") {
      // TLC's simulator words it without the plural, whatever the number.
      io.out(`Finished computing initial states: ${e.initialStates} distinct state generated at ${timestamp()}.\n`);
    } else if (e.code === "progress") io.out(progressLine(e) + "\n");
  };
  const result = simulate(spec, {
    depth: o.depth,
    ...(o.traces !== undefined ? { behaviours: o.traces } : {}),
    ...(o.seconds !== undefined ? { seconds: o.seconds } : {}),
    ...(o.seed !== undefined ? { seed: o.seed } : {}),
    checkDeadlock: o.noDeadlock ? false : undefined,
    progressIntervalMs: o.json ? 0 : o.progressSeconds * 1000,
    onEvent,
    ...(o.itf !== undefined && o.itfAll ? { onBehaviour: (trace: readonly TraceStep[], index: number) => void writeItf(trace, index, "ok") } : {}),
    print: (text) => (o.json ? io.err(text + "\n") : io.out(text + "\n")),
  });
  const seconds = (performance.now() - started) / 1000;

  if (o.itf !== undefined && result.result !== "ok" && result.trace !== undefined) {
    const file = writeItf(result.trace, result.behaviours, result.result);
    if (!o.json) io.out(`The violating behaviour is written to ${file}\n`);
  }
  if (o.html !== undefined) {
    const extraCounts = [
      ["behaviours", String(result.behaviours)],
      ["seed", String(result.seed)],
    ] as const;
    await writeHtmlReport(o.html, { command: "simulate", specFile: o.spec, loaded, result: { ...result, seconds }, extraCounts, watches: evaluateWatches(spec, o.watch ?? [], result.trace) });
  }
  if (o.json) io.out(JSON.stringify({ ...toSimulationJson(spec, result), seconds }) + "\n");
  else io.out(formatSimulationResult(spec, { ...result, seconds }, { timestamp: timestamp() }) + "\n");
  return exitCodeOf(result);
}
