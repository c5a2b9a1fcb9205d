// `tla2ts tlc [TLC options] Spec.tla`: TLC's command line on our checker, with TLC's
// output, and with -tool TLC's framed messages, so tools that drive TLC can drive us.

import { DEFAULT_FP_POLYNOMIAL, setTlcPolynomial } from "../../runtime/values/tlcHash.js";
import { availableParallelism } from "node:os";
import { runCheckCommand } from "./checkCommand.js";
import { runSimulateCommand } from "./simulateCommand.js";
import { DEFAULT_DEPTH } from "../../runtime/simulate/simulate.js";
import { ExitCode } from "./exitCodes.js";
import type { Output } from "./parseCommand.js";
import { parseTlcArgs } from "./tlcArgs.js";
import { toolOutput } from "./toolMode.js";

/** TLC prints a progress line every minute. */
const tlcProgressSeconds = 60;

export async function runTlcCommand(argv: readonly string[], io: Output): Promise<number> {
  const args = parseTlcArgs(argv);
  if ("error" in args) {
    io.err(
      `tla2ts tlc: ${args.error}\nUsage: tla2ts tlc [-config F] [-workers N|auto] [-deadlock] [-tool] [-metadir D] [-noGenerateSpecTE] [-cleanup] [-simulate [num=K]] [-depth N] [-seed N] [-checkpoint M] [-recover D] [-coverage M] [-dump dot[,actionlabels] F] Spec.tla\n`,
    );
    return ExitCode.usage;
  }
  const timestamp = (): string => new Date().toISOString().replace("T", " ").slice(0, 19);
  let out = io;
  let end = (): void => {};
  if (args.tool) {
    const t = toolOutput(io);
    out = t.io;
    end = () => t.framer.end();
    t.framer.message(2262, 0, "TLC2 Version (tla2ts)");
    const n = args.workers === "auto" ? availableParallelism() : args.workers;
    if (args.simulate === undefined) t.framer.message(2187, 0, `Running breadth-first search Model-Checking with ${n} worker${n === 1 ? "" : "s"} (tla2ts).`);
    else t.framer.message(2188, 0, `Running Random Simulation${args.simulate.seed === undefined ? "" : ` with seed ${args.simulate.seed}`} with 1 worker (tla2ts).`);
    for (const n of args.notes) t.framer.message(1000, 3, n);
    t.framer.message(2185, 0, `Starting... (${timestamp()})`);
    t.framer.message(2189, 0, "Computing initial states...");
  } else for (const n of args.notes) io.err(`tla2ts tlc: note: ${n}\n`);
  const common = { spec: args.spec, config: args.config, libPaths: [], noDeadlock: args.noDeadlock, json: false, progressSeconds: tlcProgressSeconds };
  const sim = args.simulate;
  // check sets it from its own options; simulate has none, so it is set here.
  if (sim !== undefined) setTlcPolynomial(args.fp ?? DEFAULT_FP_POLYNOMIAL);
  const code =
    sim === undefined
      ? await runCheckCommand(
          {
            ...common,
            workers: args.workers === "auto" ? undefined : args.workers,
            coverage: args.coverage,
            ...(args.dumpDot ? { dumpDot: args.dumpDot.file, dumpDotLabels: args.dumpDot.actionLabels } : {}),
            ...(args.checkpoint ? { checkpoint: args.checkpoint.dir, checkpointEveryMinutes: args.checkpoint.minutes } : {}),
            ...(args.recover !== undefined ? { recover: args.recover } : {}),
            fp: args.fp,
          },
          out,
        )
      : await runSimulateCommand({ ...common, depth: sim.depth ?? DEFAULT_DEPTH, traces: sim.traces, seed: sim.seed, itfAll: false }, out);
  end();
  return code;
}
