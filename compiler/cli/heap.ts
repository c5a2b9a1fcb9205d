// Node's default old-space limit depends on the machine (about a quarter of physical
// memory, capped near 4 GB). A large model can need more than a small default, and
// running out is a V8 abort ("heap out of memory"), not an error we could report.
// So before loading anything heavy, the CLI relaunches itself once with a limit
// sized to the machine when the default is small and the machine has more memory;
// an explicit --max-old-space-size or --max-heap-size (command line or NODE_OPTIONS) is respected.
//
// The relaunch also raises the young generation (--max-semi-space-size), which V8 fixes
// when it starts: a large search allocates short-lived values by the gigabyte and a
// bigger nursery lets more of them die before they are copied (long runs: up to some 5 %
// less CPU for 60-190 MB more peak RSS; docs/process.md). A relaunch for that alone is
// not worth it: a second Node start costs about 75 ms of CPU, a Worker thread with
// resourceLimits some 40 ms, i.e. 10-25 % of a small model's whole run; most models are
// small, and how long a run will be is not known before it ends. So the flag rides only
// on a start that happens anyway: this relaunch, and bin/tla2ts's own `node` command
// (--max-semi-space-size=32, which a relaunch then keeps as given);
// `NODE_OPTIONS=--max-semi-space-size=64` sets it by hand.

import { totalmem } from "node:os";
import { getHeapStatistics } from "node:v8";

/** Below this default we relaunch: TLC's own peak on the largest seed model is 2.5 GB. */
const SMALL_DEFAULT_MB = 4096;
/** Leave a quarter of physical memory to the rest of the machine. */
const MEMORY_SHARE = 0.75;
/** Set on the relaunched child so that it never relaunches again. */
const RELAUNCHED = "TLA2TS_HEAP_RELAUNCHED";

/** The young generation's semi-space in a relaunch, in MB (V8's default with a 4 GB heap: 16). */
const SEMI_SPACE_MB = 64;

/**
 * The V8 flags to relaunch with (`--max-old-space-size`, then `--max-semi-space-size`
 * unless given), or undefined to run as we are.
 * @requires sizes in MB
 */
export function relaunchFlagsFor(currentLimitMB: number, totalMemoryMB: number, execArgv: readonly string[], nodeOptions: string): string[] | undefined {
  const given = (flag: string): boolean => [...execArgv, nodeOptions].some((s) => s.includes(`--${flag}`) || s.includes(`--${flag.replaceAll("-", "_")}`));
  // --max-heap-size is a limit too, and V8 refuses it beside both of the flags we would add.
  if (given("max-old-space-size") || given("max-heap-size")) return undefined;
  if (currentLimitMB >= SMALL_DEFAULT_MB) return undefined;
  const target = Math.floor(totalMemoryMB * MEMORY_SHARE);
  if (target <= currentLimitMB * 1.25) return undefined;
  return [`--max-old-space-size=${target}`, ...(given("max-semi-space-size") ? [] : [`--max-semi-space-size=${SEMI_SPACE_MB}`])];
}

/** Node's options less the start-up snapshot's (`--snapshot-blob BLOB` or `--snapshot-blob=BLOB`). */
export function withoutSnapshot(execArgv: readonly string[]): string[] {
  return execArgv.filter((a, i) => !a.startsWith("--snapshot-blob") && execArgv[i - 1] !== "--snapshot-blob");
}

/**
 * Relaunches this CLI with a larger heap when `relaunchFlagsFor` asks for one and resolves to
 * the child's exit code; to undefined when this process should do the work itself. `execArgv`:
 * Node's options for the child (a run from the start-up snapshot leaves out --snapshot-blob:
 * Node refuses a snapshot under other heap sizes, so the child is the plain CLI).
 */
export async function relaunchWithEnoughHeap(script: string, args: readonly string[], execArgv: readonly string[] = process.execArgv): Promise<number | undefined> {
  if (process.env[RELAUNCHED] !== undefined) return undefined;
  const flags = relaunchFlagsFor(
    getHeapStatistics().heap_size_limit / 2 ** 20,
    totalmem() / 2 ** 20,
    execArgv,
    process.env["NODE_OPTIONS"] ?? "",
  );
  if (flags === undefined) return undefined;
  // Ctrl-C reaches the child too (one process group): it prints its counts and checkpoints,
  // so this waiting parent must not die first.
  process.on("SIGINT", () => {});
  // Imported here: most runs do not relaunch, and start-up is most of a small model's run.
  const { spawnSync } = await import("node:child_process");
  const child = spawnSync(process.execPath, [...execArgv, ...flags, script, ...args], {
    stdio: "inherit",
    env: { ...process.env, [RELAUNCHED]: "1" },
  });
  if (child.error !== undefined) return undefined;
  return child.status ?? 1;
}

/** Where bin/tla2ts keeps the user's NODE_EXTRA_CA_CERTS while Node starts (Node reads that file at every start; tla2ts opens no TLS connection). */
const HIDDEN_EXTRA_CA_CERTS = "TLA2TS_NODE_EXTRA_CA_CERTS";

/**
 * Gives the user's NODE_EXTRA_CA_CERTS, which bin/tla2ts set aside so that Node would not
 * parse those certificates at start-up, back to this process's environment: the spec's IOEnv
 * and the programs IOExec runs see the environment as the user set it. Called by the process
 * that runs the command, once it neither relaunches nor hands the command on (a child started
 * before that restores it in turn, and starts without reading the certificates too).
 */
export function restoreExtraCaCerts(env: NodeJS.ProcessEnv = process.env): void {
  const hidden = env[HIDDEN_EXTRA_CA_CERTS];
  if (hidden === undefined) return;
  env["NODE_EXTRA_CA_CERTS"] = hidden;
  delete env[HIDDEN_EXTRA_CA_CERTS];
}
