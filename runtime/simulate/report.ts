// A simulation result as text and as the CLI's JSON object. A violation is printed by
// the checker's report code (same messages, same behavior format); the closing lines
// are those of TLC's simulator (`The number of states generated`, the seed, its
// `Progress` line with the behaviours' lengths), plus ours for a run without error.

import { tlcDuration, violationLines, type ReportOptions } from "../check/report.js";
import { toJsonError, toJsonTrace, type JsonResult, type JsonTraceStep } from "../check/reportJson.js";
import type { CompiledSpec } from "../check/spec.js";
import type { SimulateCounts, SimulateResult } from "./result.js";

/** TLC's progress line of a simulation (its lengths printed as whole numbers, as TLC does). */
export function progressLine(c: SimulateCounts & { readonly meanLength: number; readonly lengthVariance: number }): string {
  const sd = Math.sqrt(c.lengthVariance);
  return (
    `Progress: ${c.statesGenerated} states checked, ${c.behaviours} traces generated ` +
    `(trace length: mean=${Math.round(c.meanLength)}, var(x)=${Math.round(c.lengthVariance)}, sd=${Math.round(sd)})`
  );
}

export function formatSimulationResult(spec: CompiledSpec, r: SimulateResult, options: ReportOptions): string {
  const { lines, counts } = violationLines(spec, r);
  if (r.result === "ok" && r.exited === true) {
    lines.push(`Simulation stopped by TLCSet("exit", TRUE) after ${r.behaviours} behaviour${r.behaviours === 1 ? "" : "s"}: no error has been found.`);
  } else if (r.result === "ok") {
    lines.push(
      `Simulation completed. No error has been found in ${r.behaviours} behaviour${r.behaviours === 1 ? "" : "s"} ` +
        `(${r.steps} steps; the longest has ${r.depth} state${r.depth === 1 ? "" : "s"}).`,
    );
  }
  if (r.warnings !== undefined) lines.push(...r.warnings);
  if (counts) lines.push(`The number of states generated: ${r.statesGenerated}`);
  lines.push(`Simulation using seed ${r.seed}.`);
  // TLC's simulator prints no progress line after an error on an initial state.
  if (counts && r.error?.simulatorInitialState !== true) lines.push(progressLine(r));
  lines.push(`Finished in ${tlcDuration(r.seconds)} at (${options.timestamp})`);
  return lines.join("\n");
}

/** The `simulate --json` object: `check --json`'s verdict fields plus the simulation's counts and seed. */
export interface SimulationJson {
  readonly result: JsonResult["result"];
  readonly violated: string | null;
  readonly behaviours: number;
  readonly steps: number;
  readonly statesGenerated: number;
  readonly depth: number;
  readonly meanLength: number;
  readonly seed: number;
  readonly seconds: number;
  readonly trace: JsonTraceStep[] | null;
  readonly error: JsonResult["error"];
  readonly warnings: readonly string[];
}

export function toSimulationJson(spec: CompiledSpec, r: SimulateResult): SimulationJson {
  return {
    result: r.result,
    violated: r.violated ?? null,
    behaviours: r.behaviours,
    steps: r.steps,
    statesGenerated: r.statesGenerated,
    depth: r.depth,
    meanLength: r.meanLength,
    seed: r.seed,
    seconds: r.seconds,
    trace: r.trace === undefined ? null : toJsonTrace(spec, r.trace),
    error: toJsonError(r.error),
    warnings: r.warnings ?? [],
  };
}
