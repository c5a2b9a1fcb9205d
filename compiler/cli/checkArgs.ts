// The options of the commands that compile a spec, and `check`'s own, as one table each:
// main.ts gives them to yargs, and quickCheck.ts parses a plain `tla2ts check` command
// line with the same tables without loading yargs (start-up is most of a small model's
// run, and importing yargs is a sixth of it). Neither copy of an option can drift.

import type { Argv } from "yargs";
import type { CheckCommandOptions } from "./checkCommand.js";
import type { Output } from "./parseCommand.js";
import { DEFAULT_FP_POLYNOMIAL, FP_POLYNOMIAL_COUNT } from "../../runtime/values/tlcHash.js";
import { MAX_WORKERS } from "./tlcArgs.js";
import { nonEmptyPath, numberAtLeast, UsageError, wholeNumber } from "./usage.js";

/** Options shared by the commands that compile a spec (besides the `spec` positional). */
export const specOptionTable = {
  config: { type: "string", describe: "the TLC model file (default: the spec's name with .cfg)", coerce: nonEmptyPath("--config") },
  lib: { type: "string", array: true, default: [] as string[], describe: "extra folders to look for modules in" },
} as const;

/** Options shared by the commands that compile a spec. */
export function specOptions<T>(y: Argv<T>) {
  return y.positional("spec", { type: "string", demandOption: true, describe: "the root TLA+ module (.tla)" }).options(specOptionTable);
}

// -- HTML report (check, simulate, validate) --
export const htmlOptions = {
  html: ["html", { type: "string", describe: "write a self-contained HTML report (trace explorer, coverage, state graph) to this file", coerce: nonEmptyPath("--html") }],
  watch: ["watch", { type: "string", array: true, nargs: 1, default: [] as string[], describe: "with --html: an expression to evaluate on every state of the trace (repeatable)" }],
} as const;

export function requireHtmlForWatch(args: { html?: string; watch: readonly string[] }): void {
  if (args.watch.length > 0 && args.html === undefined) throw new UsageError("--watch needs --html <file>: watch expressions are shown in the report");
}

/** `check`'s own options. */
export const checkOptionTable = {
  deadlock: { type: "boolean", default: false, describe: "do not check for deadlock (TLC's -deadlock)" },
  json: { type: "boolean", default: false, describe: "print the result as one JSON object, last on stdout" },
  itf: { type: "string", describe: "write the counterexample as an ITF trace (JSON) to this file", coerce: nonEmptyPath("--itf") },
  progress: { type: "number", default: 5, describe: "seconds between progress lines (on a terminal: a live status line; 0: neither)", coerce: numberAtLeast("--progress", 0, "seconds") },
  // -- state-graph dump and coverage (TLC's -dump dot, -coverage) --
  "dump-dot": { type: "string", describe: "write the state graph to this file in TLC's -dump dot format", coerce: nonEmptyPath("--dump-dot") },
  "dump-dot-labels": { type: "boolean", default: false, describe: "label the dump's edges with actions (TLC's dot,actionlabels)" },
  coverage: { type: "boolean", default: false, describe: "print each action's distinct:generated states (TLC's -coverage)" },
  html: htmlOptions.html[1],
  watch: htmlOptions.watch[1],
  // -- parallel search (runtime/check/parallel) --
  workers: { type: "string", describe: "worker threads for the search (default: one per core; results are the same for any number)", coerce: wholeNumber("--workers", 1, MAX_WORKERS) },
  // -- bounded memory and checkpoints (TLC's disk-backed sets, -checkpoint, -recover) --
  "max-memory": { type: "string", describe: "beyond this, seen states, the queue and parent links go to disk: 2GB, 512MB, 60% (default with one worker: half of physical memory; given, the search runs on one worker)" },
  checkpoint: { type: "string", describe: "write checkpoints into this directory (also on SIGINT)", coerce: nonEmptyPath("--checkpoint") },
  "checkpoint-every": { type: "number", default: 30, describe: "minutes between checkpoints (fractions allowed)" },
  "checkpoint-states": { type: "number", hidden: true, describe: "also checkpoint each time this many more distinct states were found (tests)" },
  recover: { type: "string", describe: "resume the run checkpointed in this directory (it goes on checkpointing there)", coerce: nonEmptyPath("--recover") },
  // -- TLC's value hashing, seen by Java overrides (runtime/values/tlcHash.ts) --
  fp: { type: "string", describe: `TLC's fingerprint polynomial (TLC's -fp, 0 to ${FP_POLYNOMIAL_COUNT - 1}; default ${DEFAULT_FP_POLYNOMIAL}): the SVG layouts and DotDiGraph ids are TLC's under it`, coerce: wholeNumber("--fp", 0, FP_POLYNOMIAL_COUNT - 1) },
} as const;

/** `check <spec>`'s options for yargs. */
export function checkOptions<T>(y: Argv<T>) {
  return specOptions(y).options(checkOptionTable);
}

/** What `check`'s command line says, as yargs (or quickCheck.ts) hands it over. */
export interface CheckArgs {
  readonly spec: string;
  readonly config?: string | undefined;
  readonly lib: string[];
  readonly deadlock: boolean;
  readonly json: boolean;
  readonly itf?: string | undefined;
  readonly progress: number;
  readonly dumpDot?: string | undefined;
  readonly dumpDotLabels: boolean;
  readonly coverage: boolean;
  readonly html?: string | undefined;
  readonly watch: string[];
  readonly workers?: number | undefined;
  readonly maxMemory?: string | undefined;
  readonly checkpoint?: string | undefined;
  readonly checkpointEvery: number;
  readonly checkpointStates?: number | undefined;
  readonly recover?: string | undefined;
  readonly fp?: number | undefined;
}

/** The check command's options from its command line (throws UsageError for --watch without --html). */
export function checkCommandOptions(args: CheckArgs, io: Output): CheckCommandOptions {
  requireHtmlForWatch(args);
  return {
    spec: args.spec,
    config: args.config,
    libPaths: args.lib,
    noDeadlock: args.deadlock,
    json: args.json,
    itf: args.itf,
    progressSeconds: args.progress,
    dumpDot: args.dumpDot,
    dumpDotLabels: args.dumpDotLabels,
    coverage: args.coverage,
    liveStatus: io.terminal === true && !args.json,
    html: args.html,
    watch: args.watch,
    workers: args.workers,
    maxMemory: args.maxMemory,
    checkpoint: args.checkpoint,
    checkpointEveryMinutes: args.checkpointEvery,
    checkpointEveryStates: args.checkpointStates,
    recover: args.recover,
    fp: args.fp,
  };
}
