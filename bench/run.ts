// `npm run bench [-- --quick] [-- --only NAME]`: whole-process model checking against
// TLC's published figures. Each model runs in its own child process exactly as a
// user runs it (`node bin/tla2ts.js check Spec.tla --config X.cfg --json`), so the
// wall time includes Node start-up, parsing and compiling, like TLC's figures include
// JVM start-up. Peak RSS comes from GNU time when present; otherwise from a small
// in-process wrapper (bench/measure.ts) that reports `process.resourceUsage().maxRSS`.
// A benchmark, not a test: it prints a table and fails only when a model's verdict
// or counts differ from TLC's (a wrong fast answer is not a result).
//
// Models: the seed corpus (TLC's figures in corpus/expected.json), the largest
// safety models of the conformance set (`tlcSeconds` in conformance/manifest.json;
// no peak RSS was recorded for those), and our LIVENESS.md §5.3 mutex with ten
// processes (TLC: 269 s with SF, 3.9 s with WF). For models with temporal properties
// the "live s" column is our time in liveness (labelling during the search plus the
// cycle search) and "TLC live s" TLC's: its full run minus its safety-only run where
// EXPECTED.md gives both (SwarmKit: 14.0 - 5.8 s), else TLC's whole run (an upper
// bound on its liveness time, so the ratio flatters TLC).

import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { projectRoot, sharedAvailable, sharedDir, sharedMissingMessage } from "../test/support/shared.js";
import { simulateSection } from "./simulate.js";

interface BenchModel {
  readonly name: string;
  readonly dir: string;
  readonly spec: string;
  readonly config: string;
  readonly slow: boolean;
  readonly expected: { readonly result: string; readonly distinctStates: number; readonly statesGenerated: number };
  readonly tlcSeconds?: number;
  readonly tlcPeakRssMB?: number;
  /** TLC's seconds spent on temporal properties (see the header comment). */
  readonly tlcLivenessSeconds?: number;
}

interface Measured {
  readonly wallSeconds: number;
  /** User + system CPU seconds of the child: steadier than wall time on a shared machine. */
  readonly cpuSeconds: number;
  readonly peakRssMB: number;
  readonly json?: { result: string; distinctStates: number; statesGenerated: number; seconds: number; liveness: { seconds: number; labellingSeconds: number } | null };
  readonly failure?: string;
}

/** Seed-corpus entries of corpus/expected.json, by key. */
const corpusKeys: readonly { key: string; slow: boolean; tlcLivenessSeconds?: number }[] = [
  { key: "swarmkit-safety", slow: false },
  { key: "swarmkit", slow: false, tlcLivenessSeconds: 14.03 - 5.82 },
  { key: "workerimpl", slow: false, tlcLivenessSeconds: 16.3 },
  { key: "updatecluster", slow: false, tlcLivenessSeconds: 3.4 },
  { key: "updatecluster-final", slow: false, tlcLivenessSeconds: 1.57 },
  { key: "rebalanser", slow: false },
  { key: "updatecluster-deadlock", slow: false },
  { key: "updatecluster-final-deadlock", slow: false },
  { key: "swarmkit-large", slow: true },
];

/** The largest safety models of the conformance set, by manifest name. */
const conformanceNames: readonly string[] = [
  "lamport_mutex-MCLamportMutex",
  "Bakery-Boulangerie-MCBakery",
  "NanoBlockchain-MCNanoMedium",
  "TeachingConcurrency-SimpleRegular",
  "SlushProtocol-SlushSmall",
  "dag-consensus-TLCSailfish1",
  "GameOfLife-GameOfLife",
];

function loadModels(): BenchModel[] {
  const corpus = JSON.parse(readFileSync(join(sharedDir, "corpus", "expected.json"), "utf8")) as Record<
    string,
    { dir: string; spec: string; config: string; result: string; distinctStates: number; statesGenerated: number; tlcWallSeconds?: number; tlcPeakRssMB?: number }
  >;
  const models: BenchModel[] = [];
  for (const { key, slow, tlcLivenessSeconds } of corpusKeys) {
    const e = corpus[key];
    if (e === undefined) throw new Error(`corpus/expected.json has no entry ${key}`);
    models.push({
      name: key,
      dir: join(sharedDir, "corpus", e.dir),
      spec: e.spec,
      config: e.config,
      slow,
      // TLC's "property" (a violated temporal property) is our "temporal".
      expected: { result: e.result === "property" ? "temporal" : e.result, distinctStates: e.distinctStates, statesGenerated: e.statesGenerated },
      ...(e.tlcWallSeconds !== undefined ? { tlcSeconds: e.tlcWallSeconds } : {}),
      ...(e.tlcPeakRssMB !== undefined ? { tlcPeakRssMB: e.tlcPeakRssMB } : {}),
      ...(tlcLivenessSeconds !== undefined ? { tlcLivenessSeconds } : {}),
    });
  }
  for (const [strength, result, tlc] of [["SF", "ok", 269], ["WF", "temporal", 3.9]] as const) {
    models.push({
      name: `mutex-10-${strength} (LIVENESS.md 5.3)`,
      dir: join(projectRoot, "corpus", "liveness"),
      spec: "S5_3_Mutex.tla",
      config: `S5_3_Mutex_Spec${strength}_N10.cfg`,
      slow: false,
      expected: { result, distinctStates: 6144, statesGenerated: -1 },
      tlcSeconds: tlc,
      tlcLivenessSeconds: tlc,
    });
  }
  const manifest = JSON.parse(readFileSync(join(sharedDir, "conformance", "manifest.json"), "utf8")) as {
    name: string;
    dir: string;
    spec: string;
    config: string;
    tlcSeconds?: number;
    expected: { result: string; distinctStates: number; statesGenerated: number };
  }[];
  for (const name of conformanceNames) {
    const e = manifest.find((m) => m.name === name);
    if (e === undefined) throw new Error(`conformance/manifest.json has no model ${name}`);
    models.push({
      name,
      dir: join(sharedDir, "conformance", e.dir),
      spec: e.spec,
      config: e.config,
      slow: false,
      expected: { ...e.expected, result: e.expected.result === "success" ? "ok" : e.expected.result },
      ...(e.tlcSeconds !== undefined ? { tlcSeconds: e.tlcSeconds } : {}),
    });
  }
  return models;
}

const gnuTime = "/usr/bin/time";
const haveGnuTime = existsSync(gnuTime) && spawnSync(gnuTime, ["-f", "%M", "true"]).status === 0;

/** Runs one model in a child process; wall time measured here, peak RSS by GNU time or the wrapper. */
function measure(m: BenchModel, scratch: string): Measured {
  const cli = join(projectRoot, "bin", "tla2ts.js");
  const args = ["check", m.spec, "--config", m.config, "--json", "--progress", "3600"];
  const rssFile = join(scratch, "rss.txt");
  rmSync(rssFile, { force: true });
  const [command, argv] = haveGnuTime
    ? [gnuTime, ["-f", "%M %U %S", "-o", rssFile, process.execPath, cli, ...args]]
    : [process.execPath, [join(projectRoot, "build", "bench", "measure.js"), rssFile, ...args]];
  const t0 = process.hrtime.bigint();
  const child = spawnSync(command, argv, { cwd: m.dir, encoding: "utf8", maxBuffer: 1 << 30 });
  const wallSeconds = Number(process.hrtime.bigint() - t0) / 1e9;
  // The last line of the probe file: "maxRSS-KB user-seconds system-seconds".
  const probe = existsSync(rssFile) ? (readFileSync(rssFile, "utf8").trim().split("\n").pop() ?? "").split(" ").map(Number) : [];
  const peakRssMB = (probe[0] ?? NaN) / 1024;
  const cpuSeconds = (probe[1] ?? NaN) + (probe[2] ?? NaN);
  const lastLine = child.stdout.trimEnd().split("\n").pop() ?? "";
  if (!lastLine.startsWith("{")) {
    const why = (child.stderr.split("\n").find((l) => l.includes("error")) ?? child.stderr.split("\n")[0] ?? "").trim();
    return { wallSeconds, cpuSeconds, peakRssMB, failure: `no result (exit ${child.status}): ${why.slice(0, 160)}` };
  }
  const json = JSON.parse(lastLine) as Measured["json"] & object;
  const x = m.expected;
  const failure =
    json.result !== x.result
      ? `verdict ${json.result}, TLC ${x.result}`
      : json.distinctStates !== x.distinctStates
        ? `distinct ${json.distinctStates}, TLC ${x.distinctStates}`
        : json.statesGenerated !== x.statesGenerated && x.result === "ok" && x.statesGenerated >= 0
          ? `generated ${json.statesGenerated}, TLC ${x.statesGenerated}`
          : undefined;
  return { wallSeconds, cpuSeconds, peakRssMB, json, ...(failure !== undefined ? { failure } : {}) };
}

const fmtInt = (n: number): string => Math.round(n).toLocaleString("en-US");
const fmtS = (s: number | undefined): string => (s === undefined ? "-" : s.toFixed(2));
const fmtMB = (mb: number | undefined): string => (mb === undefined || Number.isNaN(mb) ? "-" : `${fmtInt(mb)} MB`);

function row(cells: readonly string[], widths: readonly number[]): string {
  return cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ") + "\n";
}

function main(): void {
  if (!sharedAvailable) {
    process.stderr.write(sharedMissingMessage());
    process.exitCode = 1;
    return;
  }
  const argv = process.argv.slice(2);
  const quick = argv.includes("--quick");
  const onlyAt = argv.indexOf("--only");
  const only = onlyAt >= 0 ? argv[onlyAt + 1] : undefined;
  const models = loadModels().filter((m) => (only !== undefined ? m.name.includes(only) : !(quick && m.slow)));
  const scratch = mkdtempSync(join(tmpdir(), "tla2ts-bench-"));
  const header = ["model", "distinct", "generated", "ours s", "cpu s", "TLC s", "TLC/ours", "states/s", "our RSS", "TLC RSS", "live s", "TLC live s", "ratio"];
  const widths = [36, 10, 10, 8, 8, 8, 8, 10, 9, 9, 7, 10, 7];
  process.stdout.write(`peak RSS by ${haveGnuTime ? "GNU time" : "in-process maxRSS (no /usr/bin/time)"}; TLC/ours > 1 means faster than TLC\n`);
  process.stdout.write(row(header, widths));
  const failures: string[] = [];
  try {
    for (const m of models) {
      const r = measure(m, scratch);
      const j = r.json;
      const live = j?.liveness ? j.liveness.seconds + j.liveness.labellingSeconds : undefined;
      process.stdout.write(
        row(
          [
            m.name,
            j ? fmtInt(j.distinctStates) : "-",
            j ? fmtInt(j.statesGenerated) : "-",
            fmtS(r.wallSeconds),
            fmtS(r.cpuSeconds),
            fmtS(m.tlcSeconds),
            m.tlcSeconds !== undefined && j ? (m.tlcSeconds / r.wallSeconds).toFixed(2) : "-",
            j ? fmtInt(j.distinctStates / r.wallSeconds) : "-",
            fmtMB(r.peakRssMB),
            fmtMB(m.tlcPeakRssMB),
            live !== undefined ? live.toFixed(2) : "-",
            fmtS(m.tlcLivenessSeconds),
            live !== undefined && m.tlcLivenessSeconds !== undefined ? (m.tlcLivenessSeconds / live).toFixed(1) : "-",
          ],
          widths,
        ),
      );
      if (r.failure !== undefined) {
        failures.push(`${m.name}: ${r.failure}`);
        process.stdout.write(`  ^ ${r.failure}\n`);
      }
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  // -- simulate (bench/simulate.ts): tla2ts simulate beside TLC's -simulate --------
  if (only === undefined || "simulate".includes(only)) failures.push(...simulateSection(quick));
  if (failures.length > 0) {
    process.stderr.write(`${failures.length} model(s) did not match TLC:\n${failures.map((f) => `  ${f}\n`).join("")}`);
    process.exitCode = 1;
  }
}

main();
