// The command line: yargs wiring only; each command's work lives in its own module,
// imported when that command runs (start-up is most of a small model's run, and
// `check` should not load the simulator, the trace validator, PlusCal or ts-morph).

import type { Argv } from "yargs";
import type { Output } from "./parseCommand.js";
import { DEFAULT_DEPTH, MAX_SEED } from "../../runtime/simulate/limits.js";
import { numberAtLeast, positiveSeconds, UsageError, wholeNumber } from "./usage.js";
import { failureExitCode, quickCheck, runCheck, stdio } from "./checkEntry.js";
import { ExitCode } from "./exitCodes.js";
import { registerPcalCommands } from "./pcalCli.js";
import { checkOptions, htmlOptions, requireHtmlForWatch, specOptions } from "./checkArgs.js";

// -- start-up: yargs lays out the help text of every command it runs (its "help cache",
// for a handler that calls showHelp later). No handler here does; the failures go through
// `.fail`, which prints a one-line hint, so the layout (string widths, line wrapping) would
// be wasted work on every run. `--help` is laid out when asked for, as before.
function withoutHelpCache<T>(y: Argv<T>): Argv<T> {
  type Internals = { getInternalMethods?: () => { getUsageInstance?: () => { cacheHelpMessage?: () => void } } };
  const usage = (y as unknown as Internals).getInternalMethods?.().getUsageInstance?.();
  if (usage?.cacheHelpMessage !== undefined) usage.cacheHelpMessage = () => {};
  return y;
}

const commands = new Set(["parse", "check", "simulate", "gen", "run", "pcal", "tlc", "validate"]);

/** `tla2ts Spec.tla` is short for `tla2ts gen Spec.tla`. */
function withDefaultCommand(argv: readonly string[]): string[] {
  const first = argv[0];
  return first !== undefined && !first.startsWith("-") && !commands.has(first) ? ["gen", ...argv] : [...argv];
}

export async function main(argv: readonly string[], io: Output = stdio): Promise<number> {
  let exitCode: number = ExitCode.ok;
  // `tla2ts tlc` takes TLC's single-dash options, which yargs would split; it parses its own.
  if (argv[0] === "tlc" && argv[1] !== "--help") return (await import("./tlcCommand.js")).runTlcCommand(argv.slice(1), io);
  // -- start-up: a plain `check` command line is read without loading yargs (quickCheck.ts) --
  const quick = await quickCheck(argv, io);
  if (quick !== undefined) return quick;
  try {
    const { default: yargs } = await import("yargs");
    await withoutHelpCache(yargs(withDefaultCommand(argv)))
      .scriptName("tla2ts")
      .usage("$0 <command> [options]\n$0 Spec.tla   (same as: $0 gen Spec.tla; also for Model.als)")
      .command(
        "parse <files..>",
        "parse TLA+ modules (.tla) and TLC model files (.cfg); print a summary of each, or its diagnostics",
        (y) =>
          y
            .positional("files", { type: "string", array: true, demandOption: true, describe: "files or directories" })
            .option("json", { type: "boolean", default: false, describe: "print the ASTs as one JSON object on stdout" }),
        async (args) => {
          const { runParseCommand } = await import("./parseCommand.js");
          exitCode = runParseCommand({ files: args.files ?? [], json: args.json }, io);
        },
      )
      .command(
        "check <spec>",
        "model-check a spec with its .cfg: invariants, deadlock, action and temporal properties under fairness",
        checkOptions,
        async (args) => {
          exitCode = await runCheck(args, io);
        },
      )
      // -- simulate: TLC's -simulate ---------------------------------------------
      .command(
        "simulate <spec>",
        "walk random behaviours of a spec, checking invariants, action properties and deadlock on every step",
        (y) =>
          specOptions(y)
            .option("depth", { type: "string", describe: `at most this many states per behaviour (TLC's -depth; default ${DEFAULT_DEPTH})`, coerce: wholeNumber("--depth", 1) })
            .option("traces", { type: "string", describe: "stop after this many behaviours (TLC's -simulate num=K)", coerce: wholeNumber("--traces", 1) })
            .option("seconds", { type: "string", describe: "stop after this many seconds (without --traces or --seconds: until a violation)", coerce: positiveSeconds })
            .option("seed", { type: "string", describe: "the random seed; the same seed walks the same behaviours (default: a fresh one, printed)", coerce: wholeNumber("--seed", 0, MAX_SEED) })
            .option("deadlock", { type: "boolean", default: false, describe: "do not check for deadlock (TLC's -deadlock)" })
            .option("itf", { type: "string", describe: "write the violating behaviour as an ITF trace (JSON) into this folder" })
            .option("itf-all", { type: "boolean", default: false, describe: "with --itf: write every behaviour, not only a violating one" })
            .option("json", { type: "boolean", default: false, describe: "print the result as one JSON object, last on stdout" })
            .option("progress", { type: "number", default: 5, describe: "seconds between progress lines", coerce: numberAtLeast("--progress", 0, "seconds") })
            .option(...htmlOptions.html)
            .option(...htmlOptions.watch),
        async (args) => {
          if (args.itfAll && args.itf === undefined) throw new UsageError("--itf-all needs --itf <folder>");
          if (args.traces !== undefined && args.seconds !== undefined) throw new UsageError("give --traces or --seconds, not both");
          requireHtmlForWatch(args);
          const { runSimulateCommand } = await import("./simulateCommand.js");
          exitCode = await runSimulateCommand(
            {
              spec: args.spec,
              config: args.config,
              libPaths: args.lib,
              depth: args.depth ?? DEFAULT_DEPTH,
              traces: args.traces,
              seconds: args.seconds,
              seed: args.seed,
              noDeadlock: args.deadlock,
              json: args.json,
              itf: args.itf,
              itfAll: args.itfAll,
              progressSeconds: args.progress,
              html: args.html,
              watch: args.watch,
            },
            io,
          );
        },
      )
      // -- validate: trace validation (validateCommand.ts) -------------------------
      .command(
        "validate <spec>",
        "check that a log of an implementation (NDJSON or ITF) agrees with some behaviour of the spec",
        (y) =>
          specOptions(y)
            .option("trace", { type: "string", demandOption: true, describe: "the log: NDJSON (one JSON object per line) or an ITF trace" })
            .option("map", { type: "string", describe: 'a JSON file renaming log fields and actions: {"variables": {"field": "var" | null}, "actions": {"logged": "Action"}}' })
            .option("max-gap", { type: "string", describe: "at most this many spec steps between two lines (default 1)", coerce: wholeNumber("--max-gap", 1) })
            .option("max-candidates", { type: "string", describe: "at most this many states held between two lines (default 100000)", coerce: wholeNumber("--max-candidates", 1) })
            .option("json", { type: "boolean", default: false, describe: "print the result as one JSON object on stdout" })
            .option(...htmlOptions.html)
            .option(...htmlOptions.watch),
        async (args) => {
          requireHtmlForWatch(args);
          const { runValidateCommand } = await import("./validateCommand.js");
          exitCode = await runValidateCommand(
            { spec: args.spec, config: args.config, libPaths: args.lib, trace: args.trace, map: args.map, maxGap: args.maxGap ?? 1, maxCandidates: args.maxCandidates, json: args.json, html: args.html, watch: args.watch },
            io,
          );
        },
      )
      .command(
        "gen <spec>",
        "write the spec's compiled module and typed machine (Spec.ts and Spec.machine.ts beside it, or in --out)",
        (y) =>
          specOptions(y)
            .option("out", { type: "string", describe: "folder to write the module to" })
            .option("check", { type: "boolean", default: false, describe: "only check that the written module is up to date" }),
        async (args) => {
          if (args.spec.endsWith(".als")) {
            // Alloy is loaded only when used, so TLA+ commands do not pay for it.
            const { runAlloyGen } = await import("./alloyCommands.js");
            exitCode = await runAlloyGen({ model: args.spec, outDir: args.out, check: args.check }, io);
            return;
          }
          const { runGenCommand } = await import("./genCommand.js");
          exitCode = await runGenCommand(
            { spec: args.spec, config: args.config, libPaths: args.lib, outDir: args.out, check: args.check },
            io,
          );
        },
      )
      .command(
        "run <model>",
        "run an Alloy model's commands (.als): find instances or counterexamples within their scopes",
        (y) =>
          y
            .positional("model", { type: "string", demandOption: true, describe: "the Alloy model (.als)" })
            .option("command", { type: "string", describe: "run only the command with this name" })
            .option("all", {
              type: "number",
              describe: "find up to N distinct instances per command",
              coerce: (n: number) => {
                if (!Number.isInteger(n) || n < 1) throw new Error(`--all needs a positive whole number of instances, not ${n}`);
                return n;
              },
            })
            .option("dot", { type: "boolean", default: false, describe: "print instances as Graphviz (with Model.thm's projection when present)" })
            .option("html", { type: "string", describe: "write a self-contained HTML report: each instance as a graph (Model.thm's theme) and as tables" })
            .option("svg", { type: "string", describe: "write one SVG per instance (per projected atom with a projection) into this folder" })
            .option("json", { type: "boolean", default: false, describe: "print the results as one JSON object, last on stdout" })
            .option("symmetry", { type: "boolean", default: true, describe: "break symmetries (--no-symmetry: every instance counts)" })
            .option("prevent-overflows", {
              type: "boolean",
              default: true,
              describe: "the Analyzer's 'Prevent overflows' (--no-prevent-overflows: integers wrap around)",
            })
            .option("timeout", {
              type: "number",
              describe: "seconds per command; a command over it reports 'unknown' with its CNF size (exit code 3)",
              coerce: (n: number) => {
                if (!(n > 0)) throw new Error(`--timeout needs a positive number of seconds, not ${n}`);
                return n;
              },
            }),
        async (args) => {
          const { runAlloyRun } = await import("./alloyCommands.js");
          exitCode = await runAlloyRun(
            { model: args.model, command: args.command, all: args.all, dot: args.dot, json: args.json, noSymmetry: !args.symmetry, html: args.html, svg: args.svg, timeout: args.timeout, preventOverflows: args.preventOverflows },
            io,
          );
        },
      )
      // -- PlusCal (pcalCli.ts) --
      .command(registerPcalCommands(io, (code) => (exitCode = code), (work) => work()))
      .command("tlc", "TLC's command line: tla2ts tlc [-config F] [-workers N|auto] [-deadlock] [-tool] ... Spec.tla (see the README)")
      .demandCommand(1, "name a command (parse, check, simulate, validate, gen, run, pcal, tlc) or a spec: tla2ts Spec.tla")
      .strict()
      .exitProcess(false)
      // Throwing here stops yargs before it runs the command's handler (returning would
      // let e.g. `check Spec.tla --bogus` run the whole check before reporting the error).
      .fail((message, error) => {
        throw new UsageError(message ?? (error ? error.message : "invalid arguments"));
      })
      .help()
      .version(false)
      .parseAsync();
  } catch (e) {
    return failureExitCode(e, io);
  }
  return exitCode;
}
