// `npm run bench:parse`: parse throughput over every .tla and .cfg file of the
// shared corpus and conformance set, and the whole-process time of `tla2ts parse`
// on SwarmKit.tla with the four modules it extends. A benchmark, not a test: it
// prints numbers and fails only when it cannot run.

import { readFileSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { parseTla } from "../grammar/tla/index.js";
import { parseCfg } from "../grammar/cfg/index.js";
import { projectRoot, sharedAvailable, sharedDir, sharedMissingMessage, sharedSpecFiles } from "../test/support/shared.js";

const rounds = 5;

function main(): void {
  if (!sharedAvailable) {
    process.stderr.write(sharedMissingMessage());
    process.exitCode = 1;
    return;
  }
  const files = sharedSpecFiles().map((path) => ({ path, text: readFileSync(path, "utf8") }));
  const tla = files.filter((f) => f.path.endsWith(".tla"));
  const cfg = files.filter((f) => f.path.endsWith(".cfg"));
  const lines = (fs: typeof files) => fs.reduce((n, f) => n + f.text.split("\n").length, 0);

  const measure = (fs: typeof files, parse: (p: string, t: string) => { diagnostics: readonly unknown[] }) => {
    const times: number[] = [];
    let errors = 0;
    let cold = 0;
    for (let r = 0; r < rounds + 1; r++) {
      const t0 = performance.now();
      for (const f of fs) errors += parse(f.path, f.text).diagnostics.length;
      // Round 0 is what a one-shot CLI run sees (parser construction, cold JIT).
      if (r === 0) cold = performance.now() - t0;
      else times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    return { median: times[times.length >> 1]!, cold, errors: errors / (rounds + 1) };
  };

  const tlaTime = measure(tla, parseTla);
  const cfgTime = measure(cfg, parseCfg);
  const tlaLines = lines(tla);
  const cfgLines = lines(cfg);
  const perSecond = (l: number, ms: number) => Math.round(l / (ms / 1000)).toLocaleString("en-US").padStart(12);
  const row = (name: string, n: number, l: number, t: { median: number; cold: number; errors: number }) =>
    `${name.padEnd(6)} ${String(n).padStart(6)} ${String(l).padStart(8)} ${t.median.toFixed(1).padStart(9)} ` +
    `${perSecond(l, t.median)} ${t.cold.toFixed(1).padStart(9)} ${perSecond(l, t.cold)} ${String(t.errors).padStart(12)}`;
  console.log(`parse throughput: warm = median of ${rounds} rounds after the first; cold = the first round in a fresh process`);
  console.log(
    `${"kind".padEnd(6)} ${"files".padStart(6)} ${"lines".padStart(8)} ${"warm ms".padStart(9)} ${"warm lines/s".padStart(12)} ` +
      `${"cold ms".padStart(9)} ${"cold lines/s".padStart(12)} ${"diagnostics".padStart(12)}`,
  );
  console.log(row(".tla", tla.length, tlaLines, tlaTime));
  console.log(row(".cfg", cfg.length, cfgLines, cfgTime));
  const all = { median: tlaTime.median + cfgTime.median, cold: tlaTime.cold + cfgTime.cold, errors: tlaTime.errors + cfgTime.errors };
  console.log(row("all", files.length, tlaLines + cfgLines, all));

  // Whole process, as a user runs it: node start, module loading, parser construction.
  const swarm = join(sharedDir, "corpus", "swarmkit");
  const args = ["SwarmKit", "Types", "Tasks", "WorkerSpec", "EventCounter"].map((m) => join(swarm, `${m}.tla`));
  const cli = join(projectRoot, "bin", "tla2ts.js");
  const wall: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const t0 = performance.now();
    const run = spawnSync(process.execPath, [cli, "parse", ...args], { encoding: "utf8" });
    wall.push(performance.now() - t0);
    if (run.status !== 0) {
      console.log(`tla2ts parse failed with status ${run.status}:\n${run.stderr}`);
      process.exitCode = 1;
      return;
    }
  }
  wall.sort((a, b) => a - b);
  console.log(
    `whole process: tla2ts parse SwarmKit.tla + Types, Tasks, WorkerSpec, EventCounter: ` +
      `median ${(wall[wall.length >> 1]! / 1000).toFixed(3)} s, min ${(wall[0]! / 1000).toFixed(3)} s (${rounds} runs)`,
  );
}

main();
