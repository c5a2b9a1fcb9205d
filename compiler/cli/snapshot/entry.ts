// The entry of the V8 start-up snapshot of `tla2ts check` (docs/process.md). build.ts
// bundles this module with the check path into one CommonJS script and has Node run it
// with --build-snapshot: every module of the path is then evaluated and the TLA+ and
// .cfg parsers built, and the heap is saved. A run deserialises that heap instead of
// loading ~150 modules, creating ~200 token types, lexers and parsers. bin/tla2ts (the
// launcher) starts it as `node --snapshot-blob BLOB <bin/tla2ts.js> check ...`.
//
// Nothing here may depend on the machine, the environment or the terminal at build
// time (stdio.terminal is read when used). A snapshot run cannot import a module
// (Node 20: no dynamic import callback), so the emitted spec is linked to the bundled
// runtime (compiler/emittedRuntime.ts), and a command line that needs more than the
// bundle (another command, yargs' reading of it, --html with Graphviz) is handed to
// bin/tla2ts.js in a child process.

import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { startupSnapshot } from "node:v8";
import { parseCfg } from "../../../grammar/cfg/parse.js";
import { parseTla, preparseTla } from "../../../grammar/tla/index.js";
import { standardModuleNames, standardModulePath } from "../../resolve/standardModules.js";
import "../checkCommand.js";
import { failureExitCode, quietOnClosedPipe, runCheck, stdio } from "../checkEntry.js";
import { relaunchWithEnoughHeap, restoreExtraCaCerts, withoutSnapshot } from "../heap.js";
import { quickCheckArgs } from "../quickCheck.js";
import { warmUpCheckPath } from "./warmUp.js";

// The shared parsers are made on first use: make them now, into the snapshot.
parseTla("Warm.tla", "---- MODULE Warm ----\n====\n");
parseCfg("Warm.cfg", "INIT Init\n");
// The standard modules shipped with tla2ts, parsed once into the snapshot: a run's parseTla of
// the same file with the same text takes this result (a file changed since is parsed again).
for (const name of standardModuleNames) {
  const path = standardModulePath(name);
  preparseTla(path, readFileSync(path, "utf8"));
}
// Checks of small specs, so that the check path's functions are compiled into the snapshot, and
// the PlusCal translator (which `check` imports on demand: its lexer is then built here), see
// warmUp.ts. Node saves the heap once the event loop is empty, after these runs. A failure
// rejects the promise, and Node ends the build with that error.
void warmUpCheckPath();

/** The exit code of `tla2ts` run by the launcher: `argv` is the path of bin/tla2ts.js, then the command line. */
async function run(argv: readonly string[]): Promise<number> {
  const [script, ...args] = argv;
  if (script === undefined) return 2;
  const relaunched = await relaunchWithEnoughHeap(script, args, withoutSnapshot(process.execArgv));
  if (relaunched !== undefined) return relaunched;
  const quick = args[0] === "check" ? quickCheckArgs(args.slice(1)) : undefined;
  if (quick === undefined || quick.html !== undefined) {
    // Ctrl-C reaches the child too; this parent waits for its exit code.
    process.on("SIGINT", () => {});
    const child = spawnSync(process.execPath, [...withoutSnapshot(process.execArgv), script, ...args], { stdio: "inherit" });
    return child.status ?? 1;
  }
  restoreExtraCaCerts();
  quietOnClosedPipe();
  return runCheck(quick, stdio);
}

/**
 * Node refuses a snapshot of another Node or V8 configuration with exit code 14, which is
 * also TLC's (and our) code for an Assert failing; the launcher reruns the plain CLI on 14,
 * so a run from the snapshot hands its own 14 on as this code, which the launcher maps back.
 */
const ASSERT_FAILED_FROM_SNAPSHOT = 114;

// What escapes the command is reported as main.ts reports it (a usage error, else an internal one).
startupSnapshot.setDeserializeMainFunction(() => {
  process.on("exit", () => {
    if (process.exitCode === 14) process.exitCode = ASSERT_FAILED_FROM_SNAPSHOT;
  });
  run(process.argv.slice(1)).then(
    (code) => (process.exitCode = code),
    (e: unknown) => (process.exitCode = failureExitCode(e, stdio)),
  );
});
