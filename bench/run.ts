// `npm run bench [-- --quick] [-- --only NAME] [-- --conformance] [-- --tlc] [-- --help]`: whole-process model checking against
// TLC's published figures. Each model runs in its own child process exactly as a
// user runs it (`bin/tla2ts check Spec.tla --config X.cfg --json`, the launcher npm installs,
// which starts Node from the start-up snapshot: compiler/cli/snapshot/), so the
// wall time includes Node start-up, parsing and compiling, like TLC's figures include
// JVM start-up. Peak RSS comes from GNU time when present; otherwise from a small
// in-process wrapper (bench/measure.ts) that reports `process.resourceUsage().maxRSS`.
// A benchmark, not a test: it prints a table and fails only when a model's verdict
// or counts differ from TLC's (a wrong fast answer is not a result).
//
// Models: the seed corpus (TLC's figures in corpus/expected.json), every model of the
// conformance set (`tlcSeconds` in conformance/manifest.json; no peak RSS was
// recorded for those), and our LIVENESS.md §5.3 mutex with ten processes (TLC: 269 s
// with SF, 3.9 s with WF); `--conformance` runs the conformance set alone. For models
// with temporal properties the "live s" column is our time in liveness (labelling during the search plus the
// cycle search) and "TLC live s" TLC's: its full run minus its safety-only run where
// EXPECTED.md gives both (SwarmKit: 14.0 - 5.8 s), else TLC's whole run (an upper
// bound on its liveness time, so the ratio flatters TLC).
//
// The conformance set: a row per model that takes over a second in TLC, one line
// for the others together, and the geometric mean of TLC's time over ours across
// every model (above 1: faster than TLC on the typical model). TLC's figures were
// recorded on another, idle machine; `--tlc` also runs TLC itself right after each
// seed-corpus model and each conformance model under 10 s in TLC (the "TLC now s" column), for a comparison
// under the same load, and prints the load average.

import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import yargs from "yargs";
import { projectRoot, sharedAvailable, sharedDir, sharedMissingMessage } from "../test/support/shared.js";
import { simulateSection } from "./simulate.js";
import { validateSection } from "./validate.js";
import { workersSection } from "./workers.js";

interface BenchModel {
  readonly name: string;
  readonly dir: string;
  readonly spec: string;
  readonly config: string;
  readonly slow: boolean;
  readonly expected: { readonly result: string; readonly distinctStates: number; readonly statesGenerated: number; readonly depth?: number };
  /** A model of the conformance set (its own table section and geometric mean). */
  readonly conformance?: boolean;
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
  readonly json?: { result: string; distinctStates: number; statesGenerated: number; depth: number; seconds: number; liveness: { seconds: number; labellingSeconds: number } | null };
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
  models.push(...conformanceModels());
  return models;
}

// -- The conformance set ------------------------------------------------------------

/** The conformance models that take at most this long in TLC share one table line. */
const aggregateBelowSeconds = 1;
/** `--tlc` runs TLC again on conformance models under this many seconds in TLC. */
const tlcRerunBelowSeconds = 10;

function conformanceModels(): BenchModel[] {
  const manifest = JSON.parse(readFileSync(join(sharedDir, "conformance", "manifest.json"), "utf8")) as {
    name: string;
    dir: string;
    spec: string;
    config: string;
    tlcSeconds?: number;
    expected: { result: string; distinctStates: number; statesGenerated: number; depth: number };
  }[];
  return manifest.map((e) => ({
    name: e.name,
    dir: join(sharedDir, "conformance", e.dir),
    spec: e.spec,
    config: e.config,
    slow: false,
    conformance: true,
    // The manifest's "property" (a violated temporal property) is our "temporal".
    expected: { ...e.expected, result: e.expected.result === "success" ? "ok" : e.expected.result === "property" ? "temporal" : e.expected.result },
    ...(e.tlcSeconds !== undefined ? { tlcSeconds: e.tlcSeconds } : {}),
  }));
}

/** TLC's own wall time on `m` now (java start-up included), or undefined when it did not finish cleanly. */
function measureTlc(m: BenchModel, scratch: string): number | undefined {
  const metadir = mkdtempSync(join(scratch, "tlc-"));
  const t0 = process.hrtime.bigint();
  const child = spawnSync(join(sharedDir, "oracles", "tlc"), ["-workers", "1", "-metadir", metadir, "-noGenerateSpecTE", "-config", m.config, m.spec], {
    cwd: m.dir,
    encoding: "utf8",
    maxBuffer: 1 << 30,
  });
  const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
  rmSync(metadir, { recursive: true, force: true });
  return child.error === undefined && /Finished in/.test(child.stdout) ? seconds : undefined;
}

/** The geometric mean of TLC's time over ours, over the models with both. */
function geometricMean(rows: readonly { tlc?: number; ours: number }[]): { mean: number; count: number } {
  let logSum = 0;
  let count = 0;
  for (const r of rows) {
    if (r.tlc === undefined || !(r.ours > 0)) continue;
    logSum += Math.log(r.tlc / r.ours);
    count++;
  }
  return { mean: Math.exp(logSum / Math.max(count, 1)), count };
}

const gnuTime = "/usr/bin/time";
const haveGnuTime = existsSync(gnuTime) && spawnSync(gnuTime, ["-f", "%M", "true"]).status === 0;

/** Runs one model in a child process; wall time measured here, peak RSS by GNU time or the wrapper. */
function measure(m: BenchModel, scratch: string): Measured {
  // The launcher, as npm installs it (GNU time counts the Node it waits for).
  const cli = join(projectRoot, "bin", "tla2ts");
  // One worker, as TLC's figures (-workers 1); the workers section compares two.
  const args = ["check", m.spec, "--config", m.config, "--json", "--progress", "3600", "--workers", "1"];
  const rssFile = join(scratch, "rss.txt");
  rmSync(rssFile, { force: true });
  const [command, argv] = haveGnuTime
    ? [gnuTime, ["-f", "%M %U %S", "-o", rssFile, cli, ...args]]
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
  // The conformance set's counts at a violation depend on exploration order: only reported there.
  const countsCompared = x.result === "ok" || m.conformance !== true;
  const failure =
    json.result !== x.result
      ? `verdict ${json.result}, TLC ${x.result}`
      : json.distinctStates !== x.distinctStates && countsCompared
        ? `distinct ${json.distinctStates}, TLC ${x.distinctStates}`
        : json.statesGenerated !== x.statesGenerated && x.result === "ok" && x.statesGenerated >= 0
          ? `generated ${json.statesGenerated}, TLC ${x.statesGenerated}`
          : x.depth !== undefined && json.depth !== x.depth && x.result === "ok"
            ? `depth ${json.depth}, TLC ${x.depth}`
            : undefined;
  return { wallSeconds, cpuSeconds, peakRssMB, json, ...(failure !== undefined ? { failure } : {}) };
}

const fmtInt = (n: number): string => Math.round(n).toLocaleString("en-US");
const fmtS = (s: number | undefined): string => (s === undefined ? "-" : s.toFixed(2));
const fmtMB = (mb: number | undefined): string => (mb === undefined || Number.isNaN(mb) ? "-" : `${fmtInt(mb)} MB`);

/** The machine's load: timings on a shared machine mean little without it. */
function loadAverage(): string {
  return `load average ${loadavg().map((l) => l.toFixed(2)).join(", ")} on ${availableParallelism()} cores`;
}

function row(cells: readonly string[], widths: readonly number[]): string {
  return cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ") + "\n";
}

/** The command line: unknown options are refused rather than ignored (a typo would otherwise run the whole benchmark). */
function benchOptions(argv: readonly string[]): { quick: boolean; only: string | undefined; conformance: boolean; tlc: boolean } {
  return yargs([...argv])
    .scriptName("npm run bench --")
    .usage("$0 [options]\nwhole-process model checking against TLC's figures (see the header of bench/run.ts)")
    .option("quick", { type: "boolean", default: false, describe: "skip the slow models (SwarmKitLarge) and shorten the simulate, validate and workers sections" })
    .option("only", { type: "string", requiresArg: true, describe: "run only the models (and sections: simulate, validate, workers) whose name contains this" })
    .option("conformance", { type: "boolean", default: false, describe: "run the conformance set alone" })
    .option("tlc", { type: "boolean", default: false, describe: "also run TLC itself beside us (seed corpus and conformance models under 10 s in TLC)" })
    .strict()
    .version(false)
    .help()
    .parseSync();
}

async function main(): Promise<void> {
  const { quick, only, conformance: conformanceOnly, tlc: rerunTlc } = benchOptions(process.argv.slice(2));
  if (!sharedAvailable) {
    process.stderr.write(sharedMissingMessage());
    process.exitCode = 1;
    return;
  }
  const models = loadModels().filter((m) => (only !== undefined ? m.name.includes(only) : !(quick && m.slow) && (!conformanceOnly || m.conformance === true)));
  const scratch = mkdtempSync(join(tmpdir(), "tla2ts-bench-"));
  const header = ["model", "distinct", "generated", "ours s", "cpu s", "TLC s", "TLC/ours", "TLC now s", "states/s", "our RSS", "TLC RSS", "live s", "TLC live s", "ratio"];
  const widths = [54, 10, 10, 8, 8, 8, 8, 9, 10, 9, 9, 7, 10, 7];
  process.stdout.write(`peak RSS by ${haveGnuTime ? "GNU time" : "in-process maxRSS (no /usr/bin/time)"}; TLC/ours > 1 means faster than TLC; ${loadAverage()}\n`);
  process.stdout.write(row(header, widths));
  const failures: string[] = [];
  const conformanceRows: { tlc?: number; tlcNow?: number; ours: number; oursCpu: number }[] = [];
  const quickOnes = { count: 0, ours: 0, tlc: 0, rows: [] as { tlc?: number; ours: number }[] };
  try {
    for (const m of models) {
      const r = measure(m, scratch);
      // Seed-corpus models (SwarmKitLarge included) always run TLC beside us under `--tlc`: their recorded times come from another machine.
      const tlcNow = rerunTlc && (m.conformance !== true || (m.tlcSeconds ?? Infinity) < tlcRerunBelowSeconds) ? measureTlc(m, scratch) : undefined;
      if (m.conformance === true && r.json !== undefined) {
        conformanceRows.push({ ours: r.wallSeconds, oursCpu: r.cpuSeconds, ...(m.tlcSeconds !== undefined ? { tlc: m.tlcSeconds } : {}), ...(tlcNow !== undefined ? { tlcNow } : {}) });
        // Models that take TLC at most a second share one line (unless asked for by name or wrong).
        if ((m.tlcSeconds ?? Infinity) <= aggregateBelowSeconds && only === undefined && r.failure === undefined) {
          quickOnes.count++;
          quickOnes.ours += r.wallSeconds;
          quickOnes.tlc += m.tlcSeconds!;
          quickOnes.rows.push({ tlc: m.tlcSeconds!, ours: r.wallSeconds });
          continue;
        }
      }
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
            fmtS(tlcNow),
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
      if (m.conformance !== true && tlcNow !== undefined) {
        process.stdout.write(`  ^ side by side, one worker each: TLC ${tlcNow.toFixed(2)} s, ours ${r.wallSeconds.toFixed(2)} s, TLC/ours ${(tlcNow / r.wallSeconds).toFixed(2)}\n`);
      }
      if (r.failure !== undefined) {
        failures.push(`${m.name}: ${r.failure}`);
        process.stdout.write(`  ^ ${r.failure}\n`);
      }
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  if (quickOnes.count > 0) {
    const g = geometricMean(quickOnes.rows);
    process.stdout.write(
      `${quickOnes.count} conformance models of at most ${aggregateBelowSeconds} s in TLC: ours ${quickOnes.ours.toFixed(2)} s, TLC ${quickOnes.tlc.toFixed(2)} s in all; geometric mean TLC/ours ${g.mean.toFixed(2)}\n`,
    );
  }
  if (conformanceRows.length > 0) {
    const g = geometricMean(conformanceRows);
    const slower = conformanceRows.filter((r) => r.tlc !== undefined && r.tlc < r.ours).length;
    process.stdout.write(`conformance set: geometric mean of TLC's recorded time over ours ${g.mean.toFixed(2)} over ${g.count} models; ${slower} slower than TLC's record\n`);
    // Our CPU seconds (user + system) are steadier than wall time on a shared machine.
    const cpu = geometricMean(conformanceRows.map((r) => ({ ...(r.tlc !== undefined ? { tlc: r.tlc } : {}), ours: r.oursCpu })));
    process.stdout.write(`conformance set: geometric mean of TLC's recorded time over our CPU time ${cpu.mean.toFixed(2)} over ${cpu.count} models\n`);
    const now = geometricMean(conformanceRows.filter((r) => r.tlcNow !== undefined).map((r) => ({ tlc: r.tlcNow!, ours: r.ours })));
    if (now.count > 0) process.stdout.write(`conformance set: geometric mean of TLC's time now over ours ${now.mean.toFixed(2)} over ${now.count} models\n`);
    process.stdout.write(`${loadAverage()}\n`);
  }
  // -- simulate (bench/simulate.ts): tla2ts simulate beside TLC's -simulate --------
  if (!conformanceOnly && (only === undefined || "simulate".includes(only))) failures.push(...simulateSection(quick));
  // -- validate (bench/validate.ts): tla2ts validate on 1,000 and 10,000-line SwarmKit logs --
  if (!conformanceOnly && (only === undefined || "validate".includes(only))) failures.push(...(await validateSection(quick)));
  // -- workers: --workers 1 against --workers 2 (bench/workers.ts) --
  if (!conformanceOnly && (only === undefined || "workers".includes(only))) failures.push(...workersSection(quick));
  if (failures.length > 0) {
    process.stderr.write(`${failures.length} model(s) did not match TLC:\n${failures.map((f) => `  ${f}\n`).join("")}`);
    process.exitCode = 1;
  }
}

await main();
