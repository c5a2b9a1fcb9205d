// `tla2ts check Spec.tla [--config Spec.cfg] [--deadlock] [--json] [--itf file]`:
// compile in memory (no ts-morph, no prettier on this path: start-up matters), run the
// breadth-first checker, print what TLC prints (or one JSON object), exit with TLC's code.

import { writeFileSync } from "node:fs";
import { check } from "../../runtime/check/bfs.js";
import { formatTlcResult, initDoneLine } from "../../runtime/check/report.js";
import { toJsonResult } from "../../runtime/check/reportJson.js";
import { toItf } from "../../runtime/check/itf.js";
import type { CheckEvent, CheckResult } from "../../runtime/check/result.js";
import { ExitCode } from "./exitCodes.js";
import type { Output } from "./parseCommand.js";
import { compileAndLoad, timestamp } from "./loadSpec.js";

export interface CheckCommandOptions {
  readonly spec: string;
  readonly config?: string;
  readonly libPaths: readonly string[];
  /** TLC's -deadlock: do not report deadlocks. */
  readonly noDeadlock: boolean;
  readonly json: boolean;
  readonly itf?: string;
  /** Seconds between progress lines (TLC: 60; ours default 5). */
  readonly progressSeconds: number;
}

export async function runCheckCommand(o: CheckCommandOptions, io: Output): Promise<number> {
  const started = performance.now();
  const spec = await compileAndLoad(o, io);
  if (typeof spec === "number") return spec;

  const onEvent = (e: CheckEvent): void => {
    if (o.json) return;
    if (e.code === "init-done") io.out(initDoneLine(e, timestamp()) + "\n");
    else if (e.code === "progress")
      io.out(
        `Progress(${e.depth}) at ${timestamp()}: ${e.statesGenerated} states generated, ` +
          `${e.distinctStates} distinct states found, ${e.queueLeft} states left on queue.\n`,
      );
  };
  const result = check(spec, {
    checkDeadlock: o.noDeadlock ? false : undefined,
    progressIntervalMs: o.json ? 0 : o.progressSeconds * 1000,
    onEvent,
    print: (text) => (o.json ? io.err(text + "\n") : io.out(text + "\n")),
  });
  const seconds = (performance.now() - started) / 1000;

  if (o.itf !== undefined) writeFileSync(o.itf, JSON.stringify(toItf(spec, result), null, 2) + "\n");
  if (o.json) io.out(JSON.stringify({ ...toJsonResult(spec, result), seconds }) + "\n");
  else io.out(formatTlcResult(spec, { ...result, seconds }, { timestamp: timestamp() }) + "\n");
  return exitCodeOf(result);
}

/** TLC's exit code for a run's verdict (a check's or a simulation's). */
export function exitCodeOf(r: Pick<CheckResult, "result" | "error">): number {
  switch (r.result) {
    case "ok":
    case "limit":
      return ExitCode.ok;
    case "assumption":
      return ExitCode.assumptionViolated;
    case "deadlock":
      return ExitCode.deadlock;
    case "invariant":
    case "postcondition":
      return ExitCode.invariantViolated;
    case "action-property":
    case "temporal":
      return ExitCode.propertyViolated;
    case "error":
      return r.error?.internal ? ExitCode.internalError : ExitCode.evaluationError;
  }
}
