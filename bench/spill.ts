// `npm run bench:spill [-- N] [-- --max-memory SIZE]`: the bounded-memory benchmark.
// Checks bench/SpillBench.tla (four counters up to N: (N + 1)^4 states; N = 73 gives
// 29,986,576) through the CLI with a memory budget (default 2GB), in one child process
// whose peak resident set bench/measure.ts reports, and prints the time, the peak RSS
// and what went to disk. Not in CI: the full size takes minutes. A benchmark, not a test:
// it fails only when the counts are wrong.

import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { projectRoot } from "../test/support/shared.js";

const argv = process.argv.slice(2);
const memoryAt = argv.indexOf("--max-memory");
const maxMemory = memoryAt >= 0 ? argv[memoryAt + 1]! : "2GB";
const n = Number(argv.find((a, i) => /^\d+$/.test(a) && argv[i - 1] !== "--max-memory") ?? 73);

const dir = mkdtempSync(join(tmpdir(), "tla2ts-spill-bench-"));
copyFileSync(join(projectRoot, "bench", "SpillBench.tla"), join(dir, "SpillBench.tla"));
writeFileSync(join(dir, "SpillBench.cfg"), `CONSTANT N = ${n}\nINIT Init\nNEXT Next\nINVARIANT TypeOK\nCHECK_DEADLOCK FALSE\n`);
const rssFile = join(dir, "rss.txt");
process.stdout.write(`SpillBench N = ${n}: ${((n + 1) ** 4).toLocaleString("en-US")} states, --max-memory ${maxMemory}\n`);

const started = performance.now();
const run = spawnSync(
  process.execPath,
  [join(projectRoot, "build", "bench", "measure.js"), rssFile, "check", join(dir, "SpillBench.tla"), "--max-memory", maxMemory, "--json", "--progress", "60"],
  { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"], maxBuffer: 1 << 26 },
);
const seconds = (performance.now() - started) / 1000;
const json = JSON.parse(run.stdout.trim().split("\n").pop()!) as {
  result: string;
  distinctStates: number;
  statesGenerated: number;
  depth: number;
  spill?: { fingerprintsOnDisk: number; queuePagesWritten: number; parentLinksOnDisk: number };
};
const [rssKb, user, system] = readFileSync(rssFile, "utf8").trim().split(" ").map(Number);
rmSync(dir, { recursive: true, force: true });

process.stdout.write(
  `${json.result}: ${json.statesGenerated.toLocaleString("en-US")} generated, ${json.distinctStates.toLocaleString("en-US")} distinct, depth ${json.depth}\n` +
    `${seconds.toFixed(1)} s wall (${user!.toFixed(1)} s user, ${system!.toFixed(1)} s system), ` +
    `${Math.round(json.distinctStates / seconds).toLocaleString("en-US")} distinct states/s\n` +
    `peak RSS ${(rssKb! / 1024).toFixed(0)} MB (budget ${maxMemory})\n` +
    `on disk at the end: ${(json.spill?.fingerprintsOnDisk ?? 0).toLocaleString("en-US")} fingerprints, ` +
    `${(json.spill?.parentLinksOnDisk ?? 0).toLocaleString("en-US")} parent links; ${json.spill?.queuePagesWritten ?? 0} queue pages written\n`,
);
const ok =
  json.result === "ok" && json.distinctStates === (n + 1) ** 4 && json.statesGenerated === 4 * n * (n + 1) ** 3 + 1 && json.depth === 4 * n + 1;
if (!ok) {
  process.stderr.write("unexpected counts\n");
  process.exitCode = 1;
}
