// The workers section of `npm run bench`: `tla2ts check` on SwarmKitLarge with one
// worker and with two (`--workers 1`, `--workers 2`), as whole processes one after the
// other, started as the user starts them (the launcher `bin/tla2ts`, as in the main table). Both must give TLC's counts. The wall-clock ratio is the speed-up; it means
// something only on an otherwise idle machine (the target is 1.7 or more on two cores),
// so the section also prints the CPU seconds of each run (GNU time, every thread of
// the process) and the load average: on a loaded machine, "cpu 1 / (cpu 2 / 2)" is the
// speed-up two idle cores would give if the two workers' work were evenly shared.
// `--quick` uses SwarmKitSafety instead (5,190 states: start-up dominates it).
// The parallel run also prints its TLA2TS_PARALLEL_STATS line: the CPU time of each thread,
// the coordinator's per phase (those between expansions are serial), the threads' start-up,
// and each thread's time asleep since they joined (waiting at level barriers or for work).

import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { projectRoot, sharedDir } from "../test/support/shared.js";

const gnuTime = "/usr/bin/time";
const haveGnuTime = existsSync(gnuTime) && spawnSync(gnuTime, ["-f", "%U", "true"]).status === 0;

interface Run {
  readonly wallSeconds: number;
  readonly cpuSeconds: number;
  readonly peakRssMB: number;
  readonly result: string;
  readonly distinctStates: number;
  readonly statesGenerated: number;
  readonly depth: number;
  readonly workers: number;
  /** The TLA2TS_PARALLEL_STATS line of a run with several workers. */
  readonly stats?: string;
}

/**
 * The command a user runs: the launcher npm installs (`bin/tla2ts`, a shell script: the start-up
 * snapshot, 32 MB semi-spaces from the start, the larger interrupt budget; docs/process.md), as
 * the main table runs it; `node bin/tla2ts.js` where there is no /bin/sh (Windows).
 */
const launcher = process.platform === "win32" || !existsSync("/bin/sh") ? undefined : join(projectRoot, "bin", "tla2ts");

function run(dir: string, config: string, workers: number, scratch: string): Run | string {
  const probeFile = join(scratch, "probe.txt");
  rmSync(probeFile, { force: true });
  const args = ["check", "SwarmKit.tla", "--config", config, "--workers", String(workers), "--json", "--progress", "3600"];
  const [cli, cliArgs] = launcher !== undefined ? [launcher, args] : [process.execPath, [join(projectRoot, "bin", "tla2ts.js"), ...args]];
  // GNU time counts the Node the launcher waits for.
  const [cmd, argv] = haveGnuTime ? [gnuTime, ["-f", "%M %U %S", "-o", probeFile, cli, ...cliArgs]] : [cli, cliArgs];
  const t0 = process.hrtime.bigint();
  const child = spawnSync(cmd, argv, { cwd: dir, encoding: "utf8", maxBuffer: 1 << 28, env: { ...process.env, TLA2TS_PARALLEL_STATS: "1" } });
  const wallSeconds = Number(process.hrtime.bigint() - t0) / 1e9;
  const probe = existsSync(probeFile) ? (readFileSync(probeFile, "utf8").trim().split("\n").pop() ?? "").split(" ").map(Number) : [];
  const last = child.stdout.trimEnd().split("\n").pop() ?? "";
  if (!last.startsWith("{")) return `--workers ${workers} gave no result (exit ${child.status}): ${child.stderr.slice(0, 300)}`;
  const j = JSON.parse(last) as Omit<Run, "wallSeconds" | "cpuSeconds" | "peakRssMB" | "stats">;
  const stats = child.stderr.split("\n").find((line) => line.startsWith("parallel stats"));
  return {
    wallSeconds,
    cpuSeconds: (probe[1] ?? NaN) + (probe[2] ?? NaN),
    peakRssMB: (probe[0] ?? NaN) / 1024,
    result: j.result,
    distinctStates: j.distinctStates,
    statesGenerated: j.statesGenerated,
    depth: j.depth,
    workers: j.workers,
    ...(stats !== undefined ? { stats } : {}),
  };
}

/** Prints the section; returns the failures (no result, or counts that differ from TLC's or between the runs). */
export function workersSection(quick: boolean): string[] {
  const key = quick ? "swarmkit-safety" : "swarmkit-large";
  const expected = (JSON.parse(readFileSync(join(sharedDir, "corpus", "expected.json"), "utf8")) as Record<string, { dir: string; config: string; result: string; distinctStates: number; statesGenerated: number; depth: number }>)[key]!;
  const dir = join(sharedDir, "corpus", expected.dir);
  const scratch = mkdtempSync(join(tmpdir(), "tla2ts-bench-workers-"));
  const out = (s: string): boolean => process.stdout.write(s);
  const load = loadavg().map((x) => x.toFixed(2)).join(" ");
  out(`\nworkers: ${key} with --workers 1 and 2, whole process (load average before: ${load})\n`);
  const widths = [10, 8, 10, 10, 6, 8, 8, 9];
  const row = (cells: readonly string[]): boolean => out(cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ") + "\n");
  row(["--workers", "threads", "distinct", "generated", "depth", "wall s", "cpu s", "RSS MB"]);
  const failures: string[] = [];
  try {
    const runs = [1, 2].map((w) => [w, run(dir, expected.config, w, scratch)] as const);
    for (const [w, r] of runs) {
      if (typeof r === "string") {
        failures.push(`workers: ${r}`);
        out(r + "\n");
        continue;
      }
      row([String(w), String(r.workers), String(r.distinctStates), String(r.statesGenerated), String(r.depth), r.wallSeconds.toFixed(2), r.cpuSeconds.toFixed(2), r.peakRssMB.toFixed(0)]);
      if (r.stats !== undefined) out(`  ${r.stats}\n`);
      if (r.result !== expected.result || r.distinctStates !== expected.distinctStates || r.statesGenerated !== expected.statesGenerated || r.depth !== expected.depth) {
        failures.push(`workers: --workers ${w} gave ${r.result} ${r.distinctStates}/${r.statesGenerated}/${r.depth}, TLC ${expected.result} ${expected.distinctStates}/${expected.statesGenerated}/${expected.depth}`);
      }
    }
    const [one, two] = runs.map(([, r]) => r);
    if (typeof one !== "string" && typeof two !== "string") {
      out(`speed-up (wall 1 / wall 2): ${(one!.wallSeconds / two!.wallSeconds).toFixed(2)}; from CPU time, cpu 1 / (cpu 2 / 2): ${(one!.cpuSeconds / (two!.cpuSeconds / 2)).toFixed(2)}; `);
      out(`load average after: ${loadavg().map((x) => x.toFixed(2)).join(" ")} (the wall ratio counts only on an idle machine)\n`);
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  return failures;
}
