// `tla2ts check Spec.tla [--config Spec.cfg] [--deadlock] [--json] [--itf file] [--coverage] [--dump-dot file]
//  [--max-memory SIZE] [--checkpoint DIR [--checkpoint-every MIN]] [--recover DIR]`:
// compile in memory (no ts-morph, no prettier on this path: start-up matters), run the
// breadth-first checker, print what TLC prints (or one JSON object), exit with TLC's code.
// What only some runs use (the HTML report, the DOT dump, ITF, worker threads) is imported
// when asked for: most models are small, and then loading modules is most of the run.
// SIGINT stops the search between two states, writes a checkpoint when checkpoints are
// on, prints the counts so far and exits 130.

import { DEFAULT_FP_POLYNOMIAL, setTlcPolynomial } from "../../runtime/values/tlcHash.js";
import { writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { checkAsync } from "../../runtime/check/bfs.js";
import { defaultMemoryBudget, parseMemorySize } from "../../runtime/check/memoryBudget.js";
import { countsLines, formatTlcResult, initDoneLine } from "../../runtime/check/report.js";
import { isTlcEvalExceptionInNext, isTlcRuntimeException, tlcReplays } from "../../runtime/check/tlcExceptions.js";
import { toJsonResult } from "../../runtime/check/reportJson.js";
import { ActionCoverage } from "../../runtime/check/actionCoverage.js";
import type { DotGraphWriter } from "../../runtime/check/dotDump.js";
import { combineObservers } from "../../runtime/check/searchObserver.js";
import { catalogue } from "../../runtime/diagnostics.js";
import type { CheckEvent, CheckOptions, CheckResult, Counts } from "../../runtime/check/result.js";
import { STATUS_INTERVAL_MS, TerminalStatus } from "./statusLine.js";
import { ExitCode } from "./exitCodes.js";
import type { Output } from "./parseCommand.js";
import { compileAndLoadWithSources, timestamp } from "./loadSpec.js";

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
  /** TLC's -dump dot: write the state graph to this file. */
  readonly dumpDot?: string;
  /** TLC's -dump dot,actionlabels: label the dump's edges with the actions. */
  readonly dumpDotLabels?: boolean;
  /** TLC's -coverage: print each action's distinct:generated counts. */
  readonly coverage?: boolean;
  /** Redraw one status line (stdout is a terminal) instead of printing progress lines. */
  readonly liveStatus?: boolean;
  /** Write the HTML report (trace explorer, coverage, search shape, state graph) to this file. */
  readonly html?: string;
  /** Expressions evaluated on every state of the report's trace (`--watch`). */
  readonly watch?: readonly string[];
  /** Worker threads for the search (default: one per core). */
  readonly workers?: number;
  /** `--max-memory`: a size (`2GB`, `60%`); absent: the default share of physical memory. */
  readonly maxMemory?: string;
  /** `--checkpoint DIR`. */
  readonly checkpoint?: string;
  readonly checkpointEveryMinutes?: number;
  /** Hidden: also checkpoint every this many new distinct states (tests). */
  readonly checkpointEveryStates?: number;
  /** `--recover DIR`; the run goes on checkpointing there unless `checkpoint` names another directory. */
  readonly recover?: string;
  /** TLC's -fp: the polynomial of TLC's value fingerprints, which Java overrides see (runtime/values/tlcHash.ts). */
  readonly fp?: number | undefined;
}

export async function runCheckCommand(o: CheckCommandOptions, ioIn: Output): Promise<number> {
  const status = o.liveStatus ? new TerminalStatus(ioIn) : undefined;
  const io: Output = status ?? ioIn;
  const started = performance.now();
  const maxMemoryBytes = o.maxMemory === undefined ? defaultMemoryBudget() : parseMemorySize(o.maxMemory);
  if (maxMemoryBytes === undefined) {
    io.err(`tla2ts: --max-memory ${o.maxMemory}: expected a size such as 2GB, 512MB or 60% (of physical memory)\n`);
    return ExitCode.usage;
  }
  const everyMinutes = o.checkpointEveryMinutes ?? 30;
  if (!(everyMinutes > 0)) {
    io.err(`tla2ts: --checkpoint-every ${everyMinutes}: expected a positive number of minutes\n`);
    return ExitCode.usage;
  }
  // Before anything is evaluated: ASSUMEs and constants may call the overrides that use it.
  setTlcPolynomial(o.fp ?? DEFAULT_FP_POLYNOMIAL);
  const loaded = await compileAndLoadWithSources(o, io);
  if (typeof loaded === "number") return loaded;
  const { spec, code } = loaded;
  const checkpointDir = o.checkpoint ?? o.recover;
  // A checkpoint names the model it belongs to: the compiled module covers the spec, its
  // modules and the model file; --deadlock is not in it. (node:crypto is loaded only then.)
  const modelHash =
    checkpointDir === undefined ? "" : (await import("node:crypto")).createHash("sha256").update(code).update(o.noDeadlock ? "\0deadlock-off" : "\0deadlock-on").digest("hex");

  // The counts of the last progress event: what Ctrl-C reports while several workers search.
  let lastCounts: Counts = { statesGenerated: 0, distinctStates: 0, queueLeft: 0, depth: 0 };
  const onEvent = (e: CheckEvent): void => {
    if (e.code === "progress") lastCounts = e;
    if (e.code === "init-computed" && !o.json) io.out(`Computed ${e.count} initial states...\n`);
    else if (e.code === "init-done" && !o.json) io.out(initDoneLine(e, timestamp()) + "\n");
    else if (e.code === "recovered") {
      const text = `Recovered the run checkpointed in ${e.dir}: ${e.distinctStates} distinct states found, ${e.queueLeft} states left on queue.`;
      if (o.json) io.err(text + "\n");
      else io.out(text + "\n");
    } else if (e.code === "checkpoint") {
      const text = `Checkpoint written to ${e.dir} at ${timestamp()}.`;
      if (o.json || status !== undefined) io.err(text + "\n");
      else io.out(text + "\n");
    } else if (e.code === "progress") {
      if (status !== undefined) status.update(e);
      else if (o.json) io.err(progressLine(e) + "\n");
      else io.out(progressLine(e) + "\n");
    }
  };
  const coverage = o.coverage || o.html !== undefined ? new ActionCoverage(spec) : undefined;
  const html = o.html !== undefined ? await import("./htmlReport.js") : undefined;
  if (html !== undefined && !html.prepareHtmlFile(o.html!, io)) return ExitCode.usage;
  const report = html !== undefined ? new html.CheckReportObservers(spec, coverage) : undefined;
  const dotDump = o.dumpDot !== undefined ? await import("../../runtime/check/dotDump.js") : undefined;
  let dot: DotGraphWriter | undefined;
  try {
    if (dotDump !== undefined) dot = new dotDump.DotGraphWriter(spec, o.dumpDot!, o.dumpDotLabels ?? false);
  } catch (e) {
    io.err(`tla2ts: cannot write the state graph to ${o.dumpDot}: ${(e as Error).message}\n`);
    return ExitCode.usage;
  }
  const observer = combineObservers([coverage, dot, report?.shape, report?.graph].filter((x) => x !== undefined));
  const asked = o.workers ?? availableParallelism();
  const options: CheckOptions = {
    ...(observer !== undefined ? { observer } : {}),
    checkDeadlock: o.noDeadlock ? false : undefined,
    // --progress 0 turns off both; a shorter --progress also redraws the status line faster.
    progressIntervalMs: status !== undefined ? Math.min(STATUS_INTERVAL_MS, o.progressSeconds * 1000) : o.progressSeconds * 1000,
    onEvent,
    print: (text) => (o.json ? io.err(text + "\n") : io.out(text + "\n")),
  };
  // Said only when the user asked for several workers (the default, one per core, falls back quietly).
  const explicit = o.workers !== undefined && o.workers > 1;
  const oneWorker = (why: string): void => void io.err(`tla2ts: checking with one worker instead of ${asked}: ${why}\n`);
  // Checkpoints and an explicit memory budget are kept by the one-thread search, which also
  // stops cleanly on SIGINT; the parallel search keeps its seen set in shared memory.
  const disk = checkpointDir !== undefined || o.maxMemory !== undefined;
  let result: CheckResult;
  let workers = 1;
  if (asked > 1 && !disk) {
    const { checkInParallel, oneWorkerReason } = await import("../../runtime/check/parallel/coordinator.js");
    const reason = explicit ? oneWorkerReason(spec, options) : undefined;
    if (reason !== undefined) oneWorker(reason);
    // Worker threads cannot be stopped between two states: Ctrl-C ends the run with the
    // counts of the last progress report, as TLC's final lines.
    const onSigint = (): void => {
      io.out(["Interrupted: the search was stopped; no checkpoint was written (--checkpoint DIR writes one).", ...countsLines(lastCounts)].join("\n") + "\n");
      process.exit(ExitCode.interrupted);
    };
    process.on("SIGINT", onSigint);
    const parallel = await checkInParallel(spec, code, { workers: asked }, options).finally(() => process.off("SIGINT", onSigint));
    if (explicit && parallel.note !== undefined && parallel.note !== reason) oneWorker(parallel.note);
    result = parallel.result;
    workers = parallel.workers;
  } else {
    if (explicit) oneWorker("checkpoints and --max-memory are kept by the one-thread search");
    const interrupt = new AbortController();
    const onSigint = (): void => interrupt.abort();
    process.on("SIGINT", onSigint);
    try {
      result = await checkAsync(
        spec,
        {
          ...options,
          maxMemoryBytes,
          modelHash,
          ...(checkpointDir !== undefined
            ? { checkpoint: { dir: checkpointDir, everyMs: everyMinutes * 60_000, ...(o.checkpointEveryStates !== undefined ? { everyStates: o.checkpointEveryStates } : {}) } }
            : {}),
          ...(o.recover !== undefined ? { recover: o.recover } : {}),
        },
        interrupt.signal,
      );
    } finally {
      process.off("SIGINT", onSigint);
    }
  }
  dot?.close();
  const seconds = (performance.now() - started) / 1000;

  if (o.itf !== undefined) {
    const { itfText, toItf } = await import("../../runtime/check/itf.js");
    writeFileSync(o.itf, itfText(toItf(spec, result)));
  }
  if (html !== undefined && report !== undefined) {
    report.shape.finish(result.distinctStates - result.queueLeft);
    await html.writeHtmlReport(o.html!, { command: "check", specFile: o.spec, loaded, result: { ...result, seconds }, observers: report, watches: html.evaluateWatches(spec, o.watch ?? [], result.trace) });
  }
  const printed = o.coverage ? coverage : undefined;
  if (o.json) io.out(JSON.stringify({ ...toJsonResult(spec, result), seconds, workers, ...(printed ? { coverage: printed.counts() } : {}) }) + "\n");
  else {
    // TLC replays an error in Init or an action to list the nested positions; an invariant's,
    // an ASSUME's and an ALIAS's error end with the failing expression's location: each
    // replayed for it (compiler/cli/nestedPositions.ts; loaded only when needed).
    if (tlcReplays(result) !== undefined) result = await (await import("./nestedPositions.js")).withTlcReplays(o, result);
    io.out(formatTlcResult(spec, { ...result, seconds }, { timestamp: timestamp(), ...(printed ? { coverage: printed.report(timestamp()) } : {}) }) + "\n");
  }
  return exitCodeOf(result);
}

/** TLC's `Progress(depth) at time: ...` line. */
function progressLine(e: Counts): string {
  return (
    `Progress(${e.depth}) at ${timestamp()}: ${e.statesGenerated} states generated, ` +
    `${e.distinctStates} distinct states found, ${e.queueLeft} states left on queue.`
  );
}

/** TLC's exit code for a run's verdict (a check's or a simulation's). */
export function exitCodeOf(r: Pick<CheckResult, "result" | "error" | "finitePrefix">): number {
  switch (r.result) {
    case "ok":
    case "limit":
      return ExitCode.ok;
    case "interrupted":
      return ExitCode.interrupted;
    case "assumption":
    // TLC exits with its "assumption" status for a false or failing POSTCONDITION too.
    case "postcondition":
      return ExitCode.assumptionViolated;
    case "deadlock":
      return ExitCode.deadlock;
    case "invariant":
      return ExitCode.invariantViolated;
    case "temporal":
      // TLC reports a finite-prefix temporal violation as a safety violation (LiveCheck).
      return r.finitePrefix ? ExitCode.invariantViolated : ExitCode.propertyViolated;
    case "action-property":
      return ExitCode.propertyViolated;
    case "error":
      // TLC's replay of Init met no error again: its status is the replay's (observed, LivenessInitialClean).
      if (r.error?.replayClean === true) return ExitCode.ok;
      if (r.error?.code === catalogue.CfgDefinitionNotTrue.code) return ExitCode.configParseError;
      if (r.error?.phase === "checkpoint") return ExitCode.usage;
      if (r.error?.code === catalogue.RecursionTooDeep.code && r.error.phase === "next") return ExitCode.error;
      if (r.error?.code === catalogue.TemporalTautology.code) return ExitCode.temporalTautology;
      // TLC's Assert.fail(EC.TLC_LIVE_CANNOT_HANDLE_FORMULA) at start-up: the generic status.
      if (r.error?.code === catalogue.TemporalCannotHandle.code) return ExitCode.error;
      // TLC: EC.TLC_ASSUMPTION_EVALUATION_ERROR exits as a violated assumption.
      if (r.error?.phase === "assumption" || r.error?.phase === "postcondition") return ExitCode.assumptionViolated;
      // TLC's simulator: an error on an initial state is its EC.TLC_INITIAL_STATE, the generic status.
      if (r.error?.simulatorInitialState === true) return ExitCode.error;
      // TLC: EC.TLC_INVARIANT_EVALUATION_FAILED exits 76, EC.TLC_ACTION_PROPERTY_EVALUATION_FAILED 255.
      if (r.error?.phase === "invariant" && !r.error.internal) return ExitCode.invariantEvaluationError;
      // ... unless it is a RuntimeException (Assert.fail's, the replay's FingerprintException): 75, observed (TLC 2026.04).
      if (r.error?.phase === "action-property" && !r.error.internal) return r.error.replayFingerprint === true || isTlcRuntimeException(r.error) ? ExitCode.evaluationError : ExitCode.error;
      // TLC's EC.TLC_INITIAL_STATE exits with the generic status.
      if (r.error?.code === catalogue.InitIncomplete.code) return ExitCode.error;
      if (r.error?.phase === "symmetry" && isTlcRuntimeException(r.error)) return ExitCode.error;
      // TLC: a RuntimeException in a sub-action a WF/SF names, liveness being checked, exits with the generic status.
      if (r.error?.phase === "next" && r.error.inFairnessAction === true && isTlcRuntimeException(r.error)) return ExitCode.error;
      // TLC: the labelling's replay set keepCallStack false, so the status is the error state's EC.GENERAL (bfs.ts `labelledAfterStop`).
      if (r.error?.phase === "next" && r.error.labellingAfter === true && isTlcRuntimeException(r.error)) return ExitCode.error;
      // TLC: the replay's FingerprintException (EC.TLC_FINGERPRINT_EXCEPTION) sets the status, whatever the cause.
      if (r.error?.replayFingerprint === true) return ExitCode.evaluationError;
      // TLC checks a successor's CONSTRAINT and ACTION_CONSTRAINT inside its Worker's doNext: their EvalException exits as Next's.
      const inDoNext = r.error?.phase === "next" || ((r.error?.phase === "constraint" || r.error?.phase === "action-constraint") && r.error.onInitialState !== true);
      if (r.error !== undefined && inDoNext && isTlcEvalExceptionInNext(r.error)) {
        return r.error.code === catalogue.AssertFailed.code ? ExitCode.assertFailedInNext : ExitCode.error;
      }
      // TLC: an evaluation error while its liveness checker labels a state (LiveCheck, not an EvalException handler) exits 255.
      if (r.error?.phase === "temporal" && r.error.code !== catalogue.TemporalUnsupported.code && !r.error.internal) return ExitCode.error;
      return r.error?.internal ? ExitCode.internalError : ExitCode.evaluationError;
  }
}
