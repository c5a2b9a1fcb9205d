// Node's default old-space limit depends on the machine (about a quarter of physical
// memory, capped near 4 GB). A large model can need more than a small default, and
// running out is a V8 abort ("heap out of memory"), not an error we could report.
// So before loading anything heavy, the CLI relaunches itself once with a limit
// sized to the machine when the default is small and the machine has more memory;
// an explicit --max-old-space-size (command line or NODE_OPTIONS) is respected.

import { totalmem } from "node:os";
import { getHeapStatistics } from "node:v8";

/** Below this default we relaunch: TLC's own peak on the largest seed model is 2.5 GB. */
const SMALL_DEFAULT_MB = 4096;
/** Leave a quarter of physical memory to the rest of the machine. */
const MEMORY_SHARE = 0.75;
/** Set on the relaunched child so that it never relaunches again. */
const RELAUNCHED = "TLA2TS_HEAP_RELAUNCHED";

/**
 * The `--max-old-space-size` flag to relaunch with, or undefined to run as we are.
 * @requires sizes in MB
 */
export function heapFlagFor(currentLimitMB: number, totalMemoryMB: number, execArgv: readonly string[], nodeOptions: string): string | undefined {
  const explicit = (s: string): boolean => s.includes("--max-old-space-size") || s.includes("--max_old_space_size");
  if (execArgv.some(explicit) || explicit(nodeOptions)) return undefined;
  if (currentLimitMB >= SMALL_DEFAULT_MB) return undefined;
  const target = Math.floor(totalMemoryMB * MEMORY_SHARE);
  if (target <= currentLimitMB * 1.25) return undefined;
  return `--max-old-space-size=${target}`;
}

/**
 * Relaunches this CLI with a larger heap when `heapFlagFor` asks for one and resolves to
 * the child's exit code; to undefined when this process should do the work itself.
 */
export async function relaunchWithEnoughHeap(script: string, args: readonly string[]): Promise<number | undefined> {
  if (process.env[RELAUNCHED] !== undefined) return undefined;
  const flag = heapFlagFor(
    getHeapStatistics().heap_size_limit / 2 ** 20,
    totalmem() / 2 ** 20,
    process.execArgv,
    process.env["NODE_OPTIONS"] ?? "",
  );
  if (flag === undefined) return undefined;
  // Ctrl-C reaches the child too (one process group): it prints its counts and checkpoints,
  // so this waiting parent must not die first.
  process.on("SIGINT", () => {});
  // Imported here: most runs do not relaunch, and start-up is most of a small model's run.
  const { spawnSync } = await import("node:child_process");
  const child = spawnSync(process.execPath, [...process.execArgv, flag, script, ...args], {
    stdio: "inherit",
    env: { ...process.env, [RELAUNCHED]: "1" },
  });
  if (child.error !== undefined) return undefined;
  return child.status ?? 1;
}
