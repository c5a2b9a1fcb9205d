// TLC's answer for a generated spec: run ../shared/oracles/tlc (one worker, niced, one JVM
// at a time), read its verdict and figures from its output, and cache them on disk keyed
// by a hash of the spec and config text, so a re-run after a fix only costs our side.

import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { homedir, tmpdir } from "node:os";
import { join } from "node:path";
import { sharedDir } from "../shared.js";

/** A checker's answer in the terms of our CheckResult, for comparing ours with TLC's. */
export interface Verdict {
  /** ok, invariant, deadlock, error (evaluation error), assumption, parse (SANY or cfg rejected), timeout, tlc-failure, ... */
  readonly result: string;
  readonly violated?: string;
  /** States in the error trace. */
  readonly traceLength?: number;
  readonly distinctStates?: number;
  readonly statesGenerated?: number;
  readonly depth?: number;
  /** The first error line(s), for the report. */
  readonly message?: string;
  /** The printed behavior: the `State n:` / `Back to state n:` blocks, as TLC prints them. */
  readonly behavior?: string;
  /** An evaluation error's message as TLC prints it (errorText). */
  readonly errorText?: string;
  /** The nested positions TLC lists for an evaluation error (positionsText). */
  readonly positions?: string;
  /** The exit status (TLC's, or the one our `tla2ts tlc` gives). */
  readonly exitCode?: number | null;
}

export interface TlcResult extends Verdict {
  readonly initialStates?: number;
  readonly queueLeft?: number;
}

export const tlcScript = join(sharedDir, "oracles", "tlc");

export const cacheDir = process.env["TLA2TS_DIFFTEST_CACHE"] ?? join(homedir(), ".cache", "tla2ts-difftest");

export function cacheKey(tla: string, cfg: string, extraFiles: Readonly<Record<string, string>> = {}): string {
  const hash = createHash("sha256").update(tla).update("\0").update(cfg);
  for (const [name, text] of Object.entries(extraFiles)) hash.update("\0").update(name).update("\0").update(text);
  return hash.digest("hex").slice(0, 32);
}

/** An error's message in a TLC-style output: from its first `Error:` line to the behavior, the positions or the counts. */
export function errorText(out: string): string | undefined {
  const lines = out.split("\n");
  const first = lines.findIndex((l) => l.startsWith("Error: "));
  if (first < 0) return undefined;
  const end = lines.findIndex((l, i) => i > first && /^(Error: The behavior up to this point|Error: The error occurred|State 1: |\d+ states generated|The depth of|Finished in|Starting\.\.\.|Progress\()/.test(l));
  return lines.slice(first, end < 0 ? undefined : end).join("\n").trim();
}

/** The numbered lines of "The error occurred when TLC was evaluating the nested expressions at the following positions:". */
export function positionsText(out: string): string | undefined {
  const lines = out.split("\n");
  const head = lines.findIndex((l) => l.startsWith("Error: The error occurred when TLC was evaluating the nested"));
  if (head < 0) return undefined;
  const list: string[] = [];
  for (let i = head + 2; i < lines.length && /^\d+\. /.test(lines[i]!); i++) list.push(lines[i]!.trimEnd());
  return list.join("\n");
}

/**
 * The behavior in a TLC-style output: each `State n: <label>` block up to its blank line,
 * `State n: Stuttering` and `Back to state n: <label>` lines, joined (undefined when none).
 */
export function behaviorText(out: string): string | undefined {
  const lines = out.split("\n");
  const blocks: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (/^Error: (Temporal propert|Invariant .* is violated\.|Action property)/.test(lines[i]!)) blocks.push(lines[i]!);
    if (!/^(State \d+: |Back to state \d+: |Error: .* violated by the initial state:)/.test(lines[i]!)) continue;
    let j = i;
    while (j < lines.length && lines[j]!.trim() !== "") blocks.push(lines[j++]!.trimEnd());
    i = j;
  }
  return blocks.length ? blocks.join("\n") : undefined;
}

function num(s: string | undefined): number | undefined {
  return s === undefined ? undefined : Number(s.replace(/,/g, ""));
}

/** Reads TLC's verdict and figures from its standard output and exit code. */
export function parseTlcOutput(out: string, exitCode: number | null): TlcResult {
  const counts = /([\d,]+) states generated, ([\d,]+) distinct states found, ([\d,]+) states left on queue/.exec(out);
  const depth = /The depth of the complete state graph search is ([\d,]+)\./.exec(out);
  const init = /Finished computing initial states: ([\d,]+) distinct states? generated/.exec(out);
  const errorLines = out.split("\n").filter((l) => l.startsWith("Error:") && !l.startsWith("Error: The behavior up to this point is"));
  const traceLength = (out.match(/^State \d+: (?!Stuttering)/gm) ?? []).length;
  const base = {
    exitCode,
    initialStates: num(init?.[1]),
    statesGenerated: num(counts?.[1]),
    distinctStates: num(counts?.[2]),
    queueLeft: num(counts?.[3]),
    depth: num(depth?.[1]),
    ...(errorLines.length ? { message: errorLines.slice(0, 3).join(" | ") } : {}),
    ...(traceLength ? { traceLength } : {}),
    ...(errorLines.length ? { behavior: behaviorText(out), errorText: errorText(out), positions: positionsText(out) } : {}),
  };
  // TLC's own failure to rebuild a counterexample (VIEW with liveness, at some timings): no answer to compare.
  if (/Failed to recover the (next|initial) state from its fingerprint/.test(out)) return { ...base, result: "tlc-failure" };
  const inv = /Error: Invariant (.+?) is violated/.exec(out);
  if (inv) return { ...base, result: "invariant", violated: inv[1]! };
  if (/Error: Deadlock reached/.test(out)) return { ...base, result: "deadlock" };
  const action = /Error: Action property (.+?) is violated/.exec(out);
  if (action) return { ...base, result: "action-property", violated: action[1]! };
  if (/^Error: Temporal propert(y .+ was|ies .*were) violated\.$/m.test(out)) return { ...base, result: "temporal" };
  const initial = /^Error: Property (.+) is violated by the initial state:$/m.exec(out);
  if (initial) return { ...base, result: "temporal", violated: initial[1]! };
  // After a violation TLC still evaluates a POSTCONDITION (and prints it false): the violation is the verdict.
  if (/^Error: Postcondition .* is false\.$/m.test(out)) return { ...base, result: "postcondition" };
  // A constant-level INVARIANT or CONSTRAINT that TLC evaluated at start-up to FALSE.
  if (/Error: The (invariant|constraint|action constraint|property) of \S+ is equal to/.test(out)) return { ...base, result: "error" };
  if (exitCode === 0 && /Model checking completed\. No error has been found/.test(out)) return { ...base, result: "ok" };
  if (exitCode === 150 || exitCode === 151 || /\*\*\* Errors: \d+|Parse Error|Semantic errors/.test(out)) {
    const semantic = out.split("\n").filter((l) => /error|Error/.test(l)).slice(0, 4).join(" | ");
    return { ...base, result: "parse", message: semantic };
  }
  // TLC exits 10 both for a false ASSUME and for one that fails to evaluate (our "error").
  if (exitCode === 10) return { ...base, result: /Error: Evaluating assumption .* failed/.test(out) ? "error" : "assumption" };
  return { ...base, result: "error" };
}

let queue: Promise<unknown> = Promise.resolve();

/** What TLC printed and its exit code (the cache keeps this, so the parser can improve later). */
interface TlcRun {
  readonly output: string;
  readonly exitCode: number | null;
}

/** Runs TLC on the spec (from the cache when it was run before). At most one JVM at a time. */
export function tlcResult(tla: string, cfg: string, module: string, timeoutSeconds = 120, extraFiles: Readonly<Record<string, string>> = {}): Promise<TlcResult> {
  const file = join(cacheDir, `${cacheKey(tla, cfg, extraFiles)}.json`);
  const parse = (r: TlcRun | "timeout"): TlcResult => (r === "timeout" ? { result: "timeout", exitCode: null } : parseTlcOutput(r.output, r.exitCode));
  if (existsSync(file)) return Promise.resolve(parse(JSON.parse(readFileSync(file, "utf8")) as TlcRun));
  const run = queue.then(async () => {
    await acquireJvmLock();
    try {
      return await runTlc(tla, cfg, module, timeoutSeconds, extraFiles);
    } finally {
      releaseJvmLock();
    }
  });
  queue = run.catch(() => undefined);
  return run.then((r) => {
    if (r !== "timeout") {
      mkdirSync(cacheDir, { recursive: true });
      writeFileSync(file, JSON.stringify(r));
    }
    return parse(r);
  });
}

// One TLC JVM at a time across processes too (the machine is shared): a lock folder
// beside the cache holding the owner's pid; a lock whose owner is gone is taken over.
const lockDir = join(cacheDir, ".tlc.lock");

async function acquireJvmLock(): Promise<void> {
  mkdirSync(cacheDir, { recursive: true });
  for (;;) {
    try {
      mkdirSync(lockDir);
      writeFileSync(join(lockDir, "pid"), String(process.pid));
      return;
    } catch {
      if (!ownerAlive()) rmSync(lockDir, { recursive: true, force: true });
      else await new Promise((r) => setTimeout(r, 200));
    }
  }
}

function ownerAlive(): boolean {
  try {
    process.kill(Number(readFileSync(join(lockDir, "pid"), "utf8")), 0);
    return true;
  } catch (e) {
    // EPERM: alive but not ours; a missing pid file: the owner is still writing it.
    return (e as NodeJS.ErrnoException).code === "EPERM" || (e as NodeJS.ErrnoException).code === "ENOENT";
  }
}

function releaseJvmLock(): void {
  rmSync(lockDir, { recursive: true, force: true });
}

function runTlc(tla: string, cfg: string, module: string, timeoutSeconds: number, extraFiles: Readonly<Record<string, string>>): Promise<TlcRun | "timeout"> {
  const dir = mkdtempSync(join(tmpdir(), "tla2ts-difftest-tlc-"));
  for (const [name, text] of Object.entries(extraFiles)) writeFileSync(join(dir, name), text);
  writeFileSync(join(dir, `${module}.tla`), tla);
  writeFileSync(join(dir, `${module}.cfg`), cfg);
  const args = ["-n", "10", tlcScript, "-workers", "1", "-metadir", join(dir, "meta"), "-noGenerateSpecTE", "-config", `${module}.cfg`, `${module}.tla`];
  return new Promise((resolve, reject) => {
    const child = spawn("nice", args, { cwd: dir, env: { ...process.env, TLC_JAVA_OPTS: process.env["TLC_JAVA_OPTS"] ?? javaOptions() } });
    let out = "";
    child.stdout.on("data", (b: Buffer) => (out += b.toString()));
    child.stderr.on("data", (b: Buffer) => (out += b.toString()));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill("SIGKILL");
    }, timeoutSeconds * 1000);
    child.on("error", (e) => {
      clearTimeout(timer);
      rmSync(dir, { recursive: true, force: true });
      reject(e);
    });
    child.on("close", (code) => {
      clearTimeout(timer);
      rmSync(dir, { recursive: true, force: true });
      // Killed by a signal (not by our timeout): no answer to cache.
      if (code === null && !timedOut) reject(new Error(`TLC was killed: ${out.slice(-500)}`));
      else resolve(timedOut ? "timeout" : { output: out, exitCode: code });
    });
  });
}

/**
 * JVM options for many short TLC runs: the C1 compiler only, and a class-data archive of
 * TLC's classes (made by the first run, in the cache folder), which cut start-up by a fifth.
 */
function javaOptions(): string {
  const archive = join(cacheDir, "tlc-classes.jsa");
  return `-XX:TieredStopAtLevel=1 -XX:${existsSync(archive) ? "SharedArchiveFile" : "ArchiveClassesAtExit"}=${archive} -Xlog:cds=off -Xlog:cds+dynamic=off`;
}

/** Whether TLC can run here (java on PATH and the oracle present). */
export function tlcAvailable(): boolean {
  if (!existsSync(tlcScript)) return false;
  const path = (process.env["PATH"] ?? "").split(":");
  return path.some((p) => p !== "" && existsSync(join(p, "java")));
}
