// `tla2ts check` with a plain command line (quickCheck.ts), and what every command does
// with an exception that escapes it. This is the entry of the single-file bundle of the
// check path (build/bundle/check.js, written by `npm run build`: tools/bundleCheck.ts),
// which bin/tla2ts.js loads instead of ~150 modules; main.ts runs the same code unbundled.

import { diagnostic, internalErrorMessage } from "../../runtime/diagnostics.js";
import { checkCommandOptions, type CheckArgs } from "./checkArgs.js";
import { ExitCode } from "./exitCodes.js";
import type { Output } from "./parseCommand.js";
import { quickCheckArgs } from "./quickCheck.js";
import { renderDiagnostic } from "./render.js";
import { UsageError } from "./usage.js";

export const stdio: Output = {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  // Read when used: the start-up snapshot (snapshot/entry.ts) is made without a terminal.
  get terminal() {
    return process.stdout.isTTY === true;
  },
};

/**
 * A reader that stops early (`tla2ts check Spec.tla | head`) closes the pipe: stop
 * quietly, as other command-line tools do, instead of an EPIPE stack trace.
 */
export function quietOnClosedPipe(): void {
  for (const stream of [process.stdout, process.stderr]) {
    stream.on("error", (e: NodeJS.ErrnoException) => {
      if (e.code === "EPIPE") process.exit(process.exitCode ?? 0);
      throw e;
    });
  }
}

export async function runCheck(args: CheckArgs, io: Output): Promise<number> {
  const options = checkCommandOptions(args, io);
  const { runCheckCommand } = await import("./checkCommand.js");
  return runCheckCommand(options, io);
}

/** The exit code of a command that threw `e`, after telling the user. */
export function failureExitCode(e: unknown, io: Output): number {
  if (e instanceof UsageError) {
    io.err(`tla2ts: ${e.message}\nRun 'tla2ts --help' for usage.\n`);
    return ExitCode.usage;
  }
  // An exception that escapes a command is a bug in tla2ts, never the user's fault:
  // report it as an internal error instead of a stack trace.
  const d = diagnostic("InternalError", "tla2ts", { start: 0, end: 0 }, { message: internalErrorMessage(e) });
  io.err(renderDiagnostic(d, undefined) + "\n");
  return ExitCode.internalError;
}

/** The exit code of `tla2ts check ...` read without yargs, or undefined when yargs must read `argv` (main.ts). */
export async function quickCheck(argv: readonly string[], io: Output = stdio): Promise<number | undefined> {
  try {
    const args = argv[0] === "check" ? quickCheckArgs(argv.slice(1)) : undefined;
    return args === undefined ? undefined : await runCheck(args, io);
  } catch (e) {
    return failureExitCode(e, io);
  }
}
