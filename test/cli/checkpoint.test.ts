// Resumable runs, as a user meets them: `tla2ts check --checkpoint DIR` killed with
// SIGKILL at random moments after a checkpoint, resumed with --recover three times, ends
// with the counts of a run never stopped (TLC's, for SpillValues); SIGINT prints the
// counts so far, writes a checkpoint and exits 130, and the run resumes from it; a
// checkpoint of another model is refused with a clear error. The CLI runs as a child
// process, since the point is what survives its death.

import test from "ava";
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { seededRandom } from "../support/random.js";
import { projectRoot } from "../support/shared.js";

const dir = join(projectRoot, "corpus", "regressions");
const spec = join(dir, "SpillValues.tla");
const cli = join(projectRoot, "bin", "tla2ts.js");
/** TLC's figures for SpillValues.cfg (corpus/regressions/expected.json). */
const TLC = { generated: 465721, distinct: 115639, depth: 26 };

interface Run {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly out: string;
  readonly err: string;
}

/**
 * Runs the CLI; once `signal.after` checkpoints were reported, waits `signal.delayMs` and
 * sends `signal.name`. The checkpoint trigger is the hidden states-based one, so that a
 * run of a few seconds writes many.
 */
function runCli(args: string[], signal?: { name: NodeJS.Signals; after: number; delayMs: number }): Promise<Run> {
  return new Promise((resolve) => {
    // No heap relaunch: the signal must reach the process that checks.
    const child = spawn(process.execPath, [cli, ...args], { env: { ...process.env, TLA2TS_HEAP_RELAUNCHED: "1" } });
    let out = "";
    let err = "";
    let checkpoints = 0;
    let sent = false;
    child.stdout.on("data", (d: Buffer) => {
      out += d.toString();
      checkpoints = out.split("Checkpoint written").length - 1;
      if (signal !== undefined && !sent && checkpoints >= signal.after) {
        sent = true;
        setTimeout(() => child.kill(signal.name), signal.delayMs);
      }
    });
    child.stderr.on("data", (d: Buffer) => (err += d.toString()));
    child.on("close", (code, sig) => resolve({ code, signal: sig, out, err }));
  });
}

function counts(out: string): { generated: number; distinct: number; depth: number } {
  const m = /^(\d+) states generated, (\d+) distinct states found, \d+ states left on queue\.$/m.exec(out);
  const d = /^The depth of the complete state graph search is (\d+)\.$/m.exec(out);
  if (m === null || d === null) throw new Error(`no counts in:\n${out}`);
  return { generated: Number(m[1]), distinct: Number(m[2]), depth: Number(d[1]) };
}

const checkpointArgs = (ckpt: string): string[] => ["--checkpoint", ckpt, "--checkpoint-states", "3000", "--progress", "0"];

test("killed with SIGKILL three times after a checkpoint and resumed: the counts of an uninterrupted run", async (t) => {
  const seed = Date.now() % 100000;
  t.log(`seed ${seed}`);
  const rand = seededRandom(seed);
  const whole = await runCli(["check", spec, "--progress", "0"]);
  t.is(whole.code, 0, whole.err);
  t.deepEqual(counts(whole.out), TLC);

  const ckpt = mkdtempSync(join(tmpdir(), "tla2ts-ckpt-"));
  let kills = 0;
  let args = ["check", spec, ...checkpointArgs(ckpt)];
  let last: Run | undefined;
  for (let round = 0; round < 3; round++) {
    last = await runCli(args, { name: "SIGKILL", after: 1 + Math.floor(rand() * 3), delayMs: Math.floor(rand() * 250) });
    if (last.signal === "SIGKILL") kills++;
    else break;
    args = ["check", spec, "--recover", ckpt, ...checkpointArgs(ckpt)];
  }
  t.is(kills, 3, `a run ended before it could be killed:\n${last?.out}`);
  const resumed = await runCli(args);
  t.is(resumed.code, 0, resumed.err);
  t.regex(resumed.out, /^Recovered the run checkpointed in .*: \d+ distinct states found, \d+ states left on queue\.$/m);
  t.regex(resumed.out, /Model checking completed\. No error has been found\./);
  t.deepEqual(counts(resumed.out), counts(whole.out));
  t.is(/^The average outdegree.*$/m.exec(resumed.out)?.[0], /^The average outdegree.*$/m.exec(whole.out)?.[0]);
  rmSync(ckpt, { recursive: true, force: true });
});

test("SIGINT prints the counts so far, checkpoints and exits 130; --recover finishes the run", async (t) => {
  const ckpt = mkdtempSync(join(tmpdir(), "tla2ts-ckpt-"));
  const stopped = await runCli(["check", spec, ...checkpointArgs(ckpt)], { name: "SIGINT", after: 2, delayMs: 20 });
  t.is(stopped.code, 130, stopped.err);
  t.regex(stopped.out, /^Interrupted: the search was stopped; a checkpoint is in .* \(resume with --recover .*\)\.$/m);
  const sofar = counts(stopped.out);
  t.true(sofar.distinct > 0 && sofar.distinct < TLC.distinct, JSON.stringify(sofar));
  t.regex(stopped.out, /states left on queue/);
  const resumed = await runCli(["check", spec, "--recover", ckpt, "--progress", "0"]);
  t.is(resumed.code, 0, resumed.err);
  t.deepEqual(counts(resumed.out), TLC);
  rmSync(ckpt, { recursive: true, force: true });
});

test("SIGINT without --checkpoint still prints the counts so far and exits 130", async (t) => {
  const stopped = await runCliAfterOutput(["check", spec, "--progress", "0.001"]);
  t.is(stopped.code, 130, stopped.err);
  t.regex(stopped.out, /no checkpoint was written/);
  t.true(counts(stopped.out).distinct < TLC.distinct);
});

/** Sends SIGINT once the first progress line is out. */
function runCliAfterOutput(args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [cli, ...args], { env: { ...process.env, TLA2TS_HEAP_RELAUNCHED: "1" } });
    let out = "";
    let err = "";
    let sent = false;
    child.stdout.on("data", (d: Buffer) => {
      out += d.toString();
      if (!sent && /^Progress\(/m.test(out)) {
        sent = true;
        child.kill("SIGINT");
      }
    });
    child.stderr.on("data", (d: Buffer) => (err += d.toString()));
    child.on("close", (code, sig) => resolve({ code, signal: sig, out, err }));
  });
}

test("a checkpoint of another model, a missing one and an unwritable directory: exit 2 and a message that says why", async (t) => {
  const ckpt = mkdtempSync(join(tmpdir(), "tla2ts-ckpt-"));
  const first = await runCli(["check", spec, ...checkpointArgs(ckpt)], { name: "SIGINT", after: 1, delayMs: 0 });
  t.is(first.code, 130, first.err);
  const other = await runCli(["check", spec, "--config", join(dir, "SpillValuesViolation.cfg"), "--recover", ckpt, "--progress", "0"]);
  t.is(other.code, 2);
  t.regex(other.out, /was written for another model/);
  const deadlockOff = await runCli(["check", spec, "--deadlock", "--recover", ckpt, "--progress", "0"]);
  t.is(deadlockOff.code, 2);
  // A snapshot of format 1 holds fingerprints of the older fingerprint function: refused, not half-matched.
  const snapshot = join(ckpt, readdirSync(ckpt).find((e) => e.startsWith("snapshot-"))!, "meta.json");
  const meta = readFileSync(snapshot, "utf8");
  writeFileSync(snapshot, meta.replace(/"format":\d+/, '"format":1'));
  const older = await runCli(["check", spec, "--recover", ckpt, "--progress", "0"]);
  t.is(older.code, 2);
  t.regex(older.out, /written in format 1, this version reads format 2/);
  writeFileSync(snapshot, meta);
  const none = await runCli(["check", spec, "--recover", join(ckpt, "nothing-here"), "--progress", "0"]);
  t.is(none.code, 2);
  t.regex(none.out, /Cannot recover from .*nothing-here: no checkpoint\.json there/);
  // A directory that cannot be written stops the run with the reason, not a stack trace.
  const unwritable = await runCli(["check", spec, "--checkpoint", "/dev/null/ckpt", "--checkpoint-states", "1000", "--progress", "0"]);
  t.is(unwritable.code, 2);
  t.regex(unwritable.out, /^Error: Cannot write a checkpoint to \/dev\/null\/ckpt: ENOTDIR/m);
  t.notRegex(unwritable.out + unwritable.err, /\n\s+at /);
  rmSync(ckpt, { recursive: true, force: true });
});
