// The live status line of `tla2ts check` on a terminal, and TLC's progress lines
// everywhere else (stdout not a terminal; --json: on stderr).

import test from "ava";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { main } from "../../compiler/cli/main.js";
import { elapsed, statusText, TerminalStatus } from "../../compiler/cli/statusLine.js";

const ERASE = "\r\x1b[2K";

/** A chain of 20,001 states: enough expansions for progress events every 1,024 of them. */
function counter(): string {
  const dir = mkdtempSync(join(tmpdir(), "tla2ts-status-"));
  writeFileSync(join(dir, "Counter.tla"), "---- MODULE Counter ----\nEXTENDS Naturals\nVARIABLE x\nInit == x = 0\nNext == x < 20000 /\\ x' = x + 1\n====\n");
  writeFileSync(join(dir, "Counter.cfg"), "INIT Init\nNEXT Next\n");
  return join(dir, "Counter.tla");
}

async function run(args: string[], terminal: boolean): Promise<{ code: number; out: string; err: string }> {
  let out = "";
  let err = "";
  const code = await main(args, { out: (s) => (out += s), err: (s) => (err += s), terminal });
  return { code, out, err };
}

test("elapsed: seconds, minutes, hours", (t) => {
  t.is(elapsed(42.9), "42s");
  t.is(elapsed(185), "3m 05s");
  t.is(elapsed(7385), "2h 03m 05s");
});

test("statusText: the rate is over the time since the previous sample", (t) => {
  const before = { seconds: 2, statesGenerated: 1000, distinctStates: 900, queueLeft: 10, depth: 3 };
  const now = { seconds: 4, statesGenerated: 51000, distinctStates: 40000, queueLeft: 1234, depth: 7 };
  t.is(statusText(now, before, 300 * 2 ** 20), "25,000 states/s, 40,000 distinct, 1,234 on queue, depth 7, 4s elapsed, 300 MB");
  t.regex(statusText(now, undefined, 0), /^12,750 states\/s, /);
});

test("TerminalStatus: the line is erased before any other output, once", (t) => {
  let out = "";
  const status = new TerminalStatus({ out: (s) => (out += s), err: (s) => (out += `<err>${s}`) });
  status.out("a\n");
  status.update({ seconds: 1, statesGenerated: 10, distinctStates: 5, queueLeft: 1, depth: 2 });
  status.err("b\n");
  status.out("c\n");
  t.regex(out, /^a\n\r\x1b\[2K10 states\/s, 5 distinct, 1 on queue, depth 2, 1s elapsed, \d+ MB\r\x1b\[2K<err>b\nc\n$/);
});

test("check on a terminal: a redrawn status line, no progress lines, TLC's final lines", async (t) => {
  const r = await run(["check", counter(), "--deadlock", "--progress", "0.001"], true);
  t.is(r.code, 0, r.err);
  t.regex(r.out, /\r\x1b\[2K[\d,]+ states\/s, [\d,]+ distinct, \d+ on queue, depth \d+, \d+s elapsed, \d+ MB/);
  t.notRegex(r.out, /^Progress\(/m);
  // The last status line is erased before the result is printed.
  t.regex(r.out, /\r\x1b\[2KModel checking completed\. No error has been found\./);
  t.regex(r.out, /^20001 states generated, 20001 distinct states found, 0 states left on queue\.$/m);
});

test("check not on a terminal: TLC's progress lines on stdout, no escape codes", async (t) => {
  const r = await run(["check", counter(), "--deadlock", "--progress", "0.001"], false);
  t.is(r.code, 0, r.err);
  t.regex(r.out, /^Progress\(\d+\) at .*: \d+ states generated, \d+ distinct states found, \d+ states left on queue\.$/m);
  t.false(r.out.includes(ERASE));
});

test("check --json on a terminal: progress lines on stderr, stdout one JSON object", async (t) => {
  const r = await run(["check", counter(), "--deadlock", "--progress", "0.001", "--json"], true);
  t.is(r.code, 0, r.err);
  t.regex(r.err, /^Progress\(\d+\) at /m);
  t.false(r.out.includes(ERASE) || r.err.includes(ERASE));
  t.like(JSON.parse(r.out.trim()) as object, { result: "ok", distinctStates: 20001 });
});
