// The simulate section of `npm run bench`: `tla2ts simulate` beside TLC's `-simulate`
// on SwarmKitLarge, the same number of behaviours of the same depth, run one after the
// other as whole processes (start-up included, as users feel it). Behaviours differ
// between the tools (different generators), so only the verdict and the behaviour
// count must agree; the rates are behaviours, steps and generated states per second
// of wall time. TLC's counts are parsed from its output: "The number of states
// generated: N" and "Progress: N states checked, K traces generated (trace length:
// mean=M, ...)"; its steps are K × (M - 1).

import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { projectRoot, sharedDir } from "../test/support/shared.js";

const DEPTH = 100;
const SEED = 1;

interface Run {
  readonly wallSeconds: number;
  /** User + system CPU seconds (GNU time), NaN without it. */
  readonly cpuSeconds: number;
  readonly behaviours: number;
  readonly steps: number;
  readonly statesGenerated: number;
  readonly verdict: string;
}

const gnuTime = "/usr/bin/time";
const haveGnuTime = existsSync(gnuTime) && spawnSync(gnuTime, ["-f", "%U", "true"]).status === 0;

export function timed(command: string, args: readonly string[], cwd: string, scratch: string): { stdout: string; status: number | null; wallSeconds: number; cpuSeconds: number } {
  const cpuFile = join(scratch, "cpu.txt");
  rmSync(cpuFile, { force: true });
  const [cmd, argv] = haveGnuTime ? [gnuTime, ["-f", "%U %S", "-o", cpuFile, command, ...args]] : [command, [...args]];
  const t0 = process.hrtime.bigint();
  const child = spawnSync(cmd, argv, { cwd, encoding: "utf8", maxBuffer: 1 << 28 });
  const wallSeconds = Number(process.hrtime.bigint() - t0) / 1e9;
  const cpu = existsSync(cpuFile) ? (readFileSync(cpuFile, "utf8").trim().split("\n").pop() ?? "").split(" ").map(Number) : [];
  return { stdout: child.stdout, status: child.status, wallSeconds, cpuSeconds: (cpu[0] ?? NaN) + (cpu[1] ?? NaN) };
}

function ours(dir: string, traces: number, scratch: string): Run | string {
  const cli = join(projectRoot, "bin", "tla2ts.js");
  const args = [cli, "simulate", "SwarmKit.tla", "--config", "models/SwarmKitLarge.cfg", "--traces", String(traces), "--depth", String(DEPTH), "--seed", String(SEED), "--json"];
  const r = timed(process.execPath, args, dir, scratch);
  const last = r.stdout.trimEnd().split("\n").pop() ?? "";
  if (!last.startsWith("{")) return `tla2ts gave no result (exit ${r.status})`;
  const j = JSON.parse(last) as { result: string; behaviours: number; steps: number; statesGenerated: number };
  return { wallSeconds: r.wallSeconds, cpuSeconds: r.cpuSeconds, behaviours: j.behaviours, steps: j.steps, statesGenerated: j.statesGenerated, verdict: j.result };
}

function tlc(dir: string, traces: number, scratch: string): Run | string {
  const metadir = mkdtempSync(join(scratch, "tlc-"));
  const args = ["-workers", "1", "-metadir", metadir, "-noGenerateSpecTE", "-simulate", `num=${traces}`, "-depth", String(DEPTH), "-seed", String(SEED)];
  const r = timed(join(sharedDir, "oracles", "tlc"), [...args, "-config", "models/SwarmKitLarge.cfg", "SwarmKit.tla"], dir, scratch);
  const states = /^The number of states generated: (\d+)$/m.exec(r.stdout);
  const progress = /^Progress: (\d+) states checked, (\d+) traces generated \(trace length: mean=(\d+)/m.exec(r.stdout);
  if (states === null || progress === null) return `TLC's output has no simulation counts (exit ${r.status})`;
  const behaviours = Number(progress[2]);
  return {
    wallSeconds: r.wallSeconds,
    cpuSeconds: r.cpuSeconds,
    behaviours,
    steps: behaviours * (Number(progress[3]) - 1),
    statesGenerated: Number(states[1]),
    verdict: r.status === 0 ? "ok" : `exit ${r.status}`,
  };
}

/** Prints the section; returns the failures (a run without result, or verdicts that differ). */
export function simulateSection(quick: boolean): string[] {
  const dir = join(sharedDir, "corpus", "swarmkit");
  const traces = quick ? 300 : 2000;
  const scratch = mkdtempSync(join(tmpdir(), "tla2ts-bench-sim-"));
  const out = (s: string): boolean => process.stdout.write(s);
  out(`\nsimulate: SwarmKitLarge, ${traces} behaviours of depth ${DEPTH}, seed ${SEED}, whole process (rates per wall second)\n`);
  const widths = [8, 11, 9, 11, 8, 8, 13, 11, 11];
  const row = (cells: readonly string[]): boolean => out(cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ") + "\n");
  row(["tool", "behaviours", "steps", "generated", "wall s", "cpu s", "behaviours/s", "steps/s", "states/s"]);
  const failures: string[] = [];
  try {
    const results: [string, Run | string][] = [
      ["tla2ts", ours(dir, traces, scratch)],
      ["TLC", tlc(dir, traces, scratch)],
    ];
    for (const [tool, r] of results) {
      if (typeof r === "string") {
        failures.push(`simulate ${tool}: ${r}`);
        out(`${tool}: ${r}\n`);
        continue;
      }
      const rate = (n: number): string => Math.round(n / r.wallSeconds).toLocaleString("en-US");
      row([tool, String(r.behaviours), String(r.steps), String(r.statesGenerated), r.wallSeconds.toFixed(2), r.cpuSeconds.toFixed(2), rate(r.behaviours), rate(r.steps), rate(r.statesGenerated)]);
      if (r.verdict !== "ok" || r.behaviours !== traces) failures.push(`simulate ${tool}: ${r.verdict}, ${r.behaviours} behaviours`);
    }
    const [a, b] = results.map(([, r]) => r);
    if (typeof a !== "string" && typeof b !== "string") out(`TLC wall / tla2ts wall: ${(b!.wallSeconds / a!.wallSeconds).toFixed(2)} (> 1: tla2ts faster)\n`);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  return failures;
}
