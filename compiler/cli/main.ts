// The command line: yargs wiring only; each command's work lives in its own module.

import yargs from "yargs";
import { runParseCommand, type Output } from "./parseCommand.js";
import { ExitCode } from "./exitCodes.js";
import { diagnostic } from "../../runtime/diagnostics.js";
import { renderDiagnostic } from "./render.js";

const stdio: Output = {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
};

export async function main(argv: readonly string[], io: Output = stdio): Promise<number> {
  let exitCode: number = ExitCode.ok;
  let usageError: string | undefined;
  try {
    await yargs([...argv])
      .scriptName("tla2ts")
      .usage("$0 <command> [options]")
      .command(
        "parse <files..>",
        "parse TLA+ modules (.tla) and TLC model files (.cfg); print a summary of each, or its diagnostics",
        (y) =>
          y
            .positional("files", { type: "string", array: true, demandOption: true, describe: "files or directories" })
            .option("json", { type: "boolean", default: false, describe: "print the ASTs as one JSON object on stdout" }),
        (args) => {
          exitCode = runParseCommand({ files: args.files ?? [], json: args.json }, io);
        },
      )
      .demandCommand(1, "name a command: parse")
      .strict()
      .exitProcess(false)
      .fail((message, error) => {
        usageError = message ?? (error ? error.message : "invalid arguments");
      })
      .help()
      .version(false)
      .parseAsync();
  } catch (e) {
    // An exception that escapes a command is a bug in tla2ts, never the user's fault:
    // report it as an internal error instead of a stack trace.
    const d = diagnostic("InternalError", "tla2ts", { start: 0, end: 0 }, { message: (e as Error).message });
    io.err(renderDiagnostic(d, undefined) + "\n");
    return ExitCode.internalError;
  }
  if (usageError !== undefined) {
    io.err(`tla2ts: ${usageError}\nRun 'tla2ts --help' for usage.\n`);
    return ExitCode.usage;
  }
  return exitCode;
}
