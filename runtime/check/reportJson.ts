// A check result as the CLI's JSON object: the verdict, the counts and the trace with
// each state as an object from variable name (in TLC's print order) to the value as
// TLC prints it on one line.

import { printValue } from "../values/index.js";
import type { CheckError, CheckResult, TraceStep } from "./result.js";
import type { CompiledSpec, SourceLocation } from "./spec.js";
import { tlcVariableOrder } from "./varOrder.js";

export interface JsonTraceStep {
  readonly action: string | null;
  readonly location: SourceLocation | null;
  readonly state: Record<string, string>;
}

export interface JsonResult {
  readonly result: CheckResult["result"];
  readonly violated: string | null;
  readonly distinctStates: number;
  readonly statesGenerated: number;
  readonly queueLeft: number;
  readonly depth: number;
  readonly seconds: number;
  readonly trace: JsonTraceStep[] | null;
  /** Index into `trace` a lasso returns to (liveness); null for safety results. */
  readonly loopsBackTo: number | null;
  /** The lasso's cycle is its last state stuttering. */
  readonly stuttering: boolean;
  readonly liveness: CheckResult["liveness"] | null;
  readonly error: { code: string; message: string; location: SourceLocation | null } | null;
  /** What went to disk (a memory budget was set), and the last checkpoint's directory. */
  readonly spill?: CheckResult["spill"];
  readonly checkpointDir?: string;
}

/** Trace steps as JSON: each state an object from variable name (in TLC's print order) to its printed value. */
export function toJsonTrace(spec: CompiledSpec, trace: readonly TraceStep[]): JsonTraceStep[] {
  const order = spec.printOrder ?? tlcVariableOrder(spec.variables);
  return trace.map((step) => {
    const state: Record<string, string> = {};
    for (const i of order) state[spec.variables[i]!] = printValue(step.state[i]!);
    return { action: step.action ?? null, location: step.location ?? null, state };
  });
}

export function toJsonError(e: CheckError | undefined): JsonResult["error"] {
  return e ? { code: e.code, message: e.message, location: e.location ?? null } : null;
}

export function toJsonResult(spec: CompiledSpec, r: CheckResult): JsonResult {
  const trace = r.trace === undefined ? undefined : toJsonTrace(spec, r.trace);
  return {
    result: r.result,
    violated: r.violated ?? null,
    distinctStates: r.distinctStates,
    statesGenerated: r.statesGenerated,
    queueLeft: r.queueLeft,
    depth: r.depth,
    seconds: r.seconds,
    trace: trace ?? null,
    loopsBackTo: r.loopsBackTo ?? null,
    stuttering: r.stuttering ?? false,
    liveness: r.liveness ?? null,
    error: toJsonError(r.error),
    ...(r.spill !== undefined ? { spill: r.spill } : {}),
    ...(r.checkpointDir !== undefined ? { checkpointDir: r.checkpointDir } : {}),
  };
}
