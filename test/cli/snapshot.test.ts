// The start-up snapshot of `tla2ts check` (compiler/cli/snapshot/, bin/tla2ts): a run from the
// snapshot must say exactly what the plain CLI (bin/tla2ts.js) says, with the same exit code,
// and what it cannot do itself (other commands, yargs' messages, --html) it hands to the plain
// CLI. The launcher is driven as npm installs it (through a symbolic link), and the snapshot
// directly as the launcher starts it (`node FLAGS --snapshot-blob BLOB bin/tla2ts.js ...`).

import test from "ava";
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, symlinkSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { asciiComments, SNAPSHOT_NODE_FLAGS } from "../../compiler/cli/snapshot/build.js";
import { projectRoot } from "../support/shared.js";

const blob = join(projectRoot, "build", "snapshot", "check.blob");
const script = join(projectRoot, "bin", "tla2ts.js");
const launcher = join(projectRoot, "bin", "tla2ts");

interface Run {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

function run(command: string, args: readonly string[], env: Record<string, string> = {}): Run {
  const r = spawnSync(command, args, { encoding: "utf8", env: { ...process.env, NODE_OPTIONS: "", ...env } });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** Times and dates differ between two runs; nothing else may. */
function stable(r: Run): Run {
  const strip = (text: string) =>
    text
      .replace(/\d{4}-\d\d-\d\d \d\d:\d\d:\d\d/g, "<date>")
      .replace(/"(\w*[sS]econds)":[\d.e-]+/g, '"$1":0')
      .replace(/\d+(\.\d+)? ?(s|ms|seconds?)\b/g, "<time>")
      .replace(/Finished in .*/g, "Finished");
  return { status: r.status, stdout: strip(r.stdout), stderr: strip(r.stderr) };
}

const fromSnapshot = (args: readonly string[]): Run => run(process.execPath, [...SNAPSHOT_NODE_FLAGS, "--snapshot-blob", blob, script, ...args]);
const plain = (args: readonly string[]): Run => run(process.execPath, [script, ...args]);

const dir = mkdtempSync(join(tmpdir(), "tla2ts-snapshot-"));
const counter = join(dir, "Counter.tla");
writeFileSync(counter, "---- MODULE Counter ----\nEXTENDS Naturals\nVARIABLE x\nInit == x = 0\nNext == x < 5 /\\ x' = x + 1\nSmall == x < 4\n====\n");
writeFileSync(join(dir, "Counter.cfg"), "INIT Init\nNEXT Next\nINVARIANT Small\n");
const broken = join(dir, "Broken.tla");
writeFileSync(broken, "---- MODULE Broken ----\nVARIABLE x\nInit == x = \nNext == x' = x\n====\n");
writeFileSync(join(dir, "Broken.cfg"), "INIT Init\nNEXT Next\n");
const asserting = join(dir, "Asserting.tla");
writeFileSync(asserting, '---- MODULE Asserting ----\nEXTENDS Naturals, TLC\nVARIABLE x\nInit == x = 0\nNext == x\' = x + 1 /\\ Assert(x < 2, "too far")\n====\n');
writeFileSync(join(dir, "Asserting.cfg"), "INIT Init\nNEXT Next\n");
const taskQueue = join(projectRoot, "corpus", "examples", "TaskQueue.tla");
// Strings and model values print in the order of their intern tokens: the snapshot's own
// warm-up check (snapshot/warmUp.ts, with strings and model values of these names) must
// leave no intern state behind (TLC prints these sets in this same order).
const order = join(dir, "Order.tla");
writeFileSync(
  order,
  '---- MODULE Order ----\nEXTENDS TLC\nCONSTANT Workers\nVARIABLE x\nInit == x = {"busy", "zz", "idle", "aa", "one"}\nNext == UNCHANGED x\nInv == PrintT(<<x, Workers, {"many", "none", "t2"}>>)\n====\n',
);
writeFileSync(join(dir, "Order.cfg"), "CONSTANT Workers = {w2, t1, w1}\nINIT Init\nNEXT Next\nINVARIANT Inv\n");
// A PlusCal translation with checksums: compared with the algorithm by the translator built into the snapshot.
const pcalLoop = join(projectRoot, "corpus", "pcal", "Loop.tla");
writeFileSync(join(dir, "Loop.cfg"), "SPECIFICATION Spec\n");
const liveness = join(projectRoot, "corpus", "liveness", "H02_Stuttering.tla");

test("npm run build writes the snapshot", (t) => {
  t.true(existsSync(blob), `${blob} is missing: is esbuild installed (devDependencies)?`);
});

const sameAsPlain: readonly [string, readonly string[]][] = [
  ["a model that passes", ["check", taskQueue, "--workers", "1"]],
  ["an invariant violation, with its trace", ["check", counter, "--workers", "1"]],
  ["JSON output", ["check", counter, "--workers", "1", "--json"]],
  ["temporal properties", ["check", liveness, "--config", join(projectRoot, "corpus", "liveness", "H02_Stuttering_WF.cfg"), "--workers", "1"]],
  ["two worker threads", ["check", taskQueue, "--workers", "2"]],
  ["strings and model values in TLC's order", ["check", order, "--workers", "1"]],
  ["a PlusCal translation with checksums", ["check", pcalLoop, "--config", join(dir, "Loop.cfg"), "--workers", "1"]],
  ["a spec that does not parse", ["check", broken]],
  ["a missing spec", ["check", join(dir, "Missing.tla")]],
  ["an unknown option (yargs' message)", ["check", counter, "--bogus"]],
  ["check --help (yargs)", ["check", "--help"]],
];

for (const [what, args] of sameAsPlain) {
  test(`from the snapshot, as without it: ${what}`, (t) => {
    const expected = stable(plain(args));
    t.deepEqual(stable(fromSnapshot(args)), expected);
  });
}

test("the intern order is TLC's from the snapshot", (t) => {
  const r = fromSnapshot(["check", order, "--workers", "1"]);
  t.is(r.status, 0, r.stderr);
  t.regex(r.stdout, /<<\{"busy", "zz", "idle", "aa", "one"\}, \{w2, t1, w1\}, \{"many", "none", "t2"\}>>/);
});

test("the counterexample really is found from the snapshot", (t) => {
  const r = fromSnapshot(["check", counter, "--workers", "1"]);
  t.is(r.status, 12, r.stderr);
  t.regex(r.stdout, /Invariant Small is violated/);
});

test("--html is handed to the plain CLI, which writes the report", (t) => {
  const html = join(dir, "report.html");
  const r = fromSnapshot(["check", counter, "--workers", "1", "--html", html]);
  t.is(r.status, 12, r.stderr);
  t.regex(readFileSync(html, "utf8"), /<html/i);
});

test("the launcher, reached through a symbolic link as npm installs it, checks from the snapshot or without it alike", (t) => {
  const link = join(mkdtempSync(join(tmpdir(), "tla2ts-bin-")), "tla2ts");
  symlinkSync(launcher, link);
  const args = ["check", counter, "--workers", "1"];
  const expected = stable(plain(args));
  t.deepEqual(stable(run(link, args)), expected);
  t.deepEqual(stable(run(link, args, { TLA2TS_NO_SNAPSHOT: "1" })), expected);
  // An Assert failing exits 14, which is also Node's refusal of a snapshot: the launcher
  // must not take it for one and run the check a second time.
  const assertArgs = ["check", asserting, "--workers", "1"];
  const assertRun = run(link, assertArgs);
  t.is(assertRun.status, 14, assertRun.stderr);
  t.is(assertRun.stdout.split("The first argument of Assert evaluated to FALSE").length - 1, 1, assertRun.stdout);
  t.deepEqual(stable(assertRun), stable(plain(assertArgs)));
  // Other commands go to bin/tla2ts.js.
  t.is(run(link, ["parse", counter]).status, 0);
});

// NODE_EXTRA_CA_CERTS: Node parses that file at every start (and warns when it cannot be
// read); the launcher starts Node without it and the command gives it back to the spec's
// environment (IOEnv) and to the programs IOExec runs.
const envSpec = join(dir, "Env.tla");
writeFileSync(
  envSpec,
  '---- MODULE Env ----\nEXTENDS IOUtils, TLC\nVARIABLE x\nInit == x = 0\nNext == UNCHANGED x\n' +
    'ASSUME PrintT(<<IOEnv.NODE_EXTRA_CA_CERTS, "TLA2TS_NODE_EXTRA_CA_CERTS" \\in DOMAIN IOEnv>>)\n' +
    'ASSUME PrintT(IOExec(<<"sh", "-c", "echo \\"[$NODE_EXTRA_CA_CERTS][$TLA2TS_NODE_EXTRA_CA_CERTS]\\"">>).stdout)\n====\n',
);
writeFileSync(join(dir, "Env.cfg"), "INIT Init\nNEXT Next\n");

test("the launcher starts Node without NODE_EXTRA_CA_CERTS and gives it back to the command", (t) => {
  const missing = join(dir, "no-such-certs.pem");
  const env = { NODE_EXTRA_CA_CERTS: missing };
  const expected = `<<"${missing}", FALSE>>\n"[${missing}][]\\n"\n`;
  // Node itself reads the file: a run without the launcher warns that it cannot.
  t.regex(run(process.execPath, [script, "check", envSpec, "--workers", "1"], env).stderr, /extra certs/);
  for (const extra of [{}, { TLA2TS_NO_SNAPSHOT: "1" }] as Record<string, string>[]) {
    const r = run(launcher, ["check", envSpec, "--workers", "1"], { ...env, ...extra });
    t.is(r.status, 0, r.stderr);
    t.notRegex(r.stderr, /extra certs/);
    t.true(r.stdout.startsWith(expected), r.stdout);
  }
  // Handed to the plain CLI (--html), and another command.
  const html = run(launcher, ["check", envSpec, "--workers", "1", "--html", join(dir, "env.html")], env);
  t.is(html.status, 0, html.stderr);
  t.notRegex(html.stderr, /extra certs/);
  t.true(html.stdout.startsWith(expected), html.stdout);
  const parsed = run(launcher, ["parse", envSpec], env);
  t.is(parsed.status, 0, parsed.stderr);
  t.notRegex(parsed.stderr, /extra certs/);
});

test("the launcher starts Node from the snapshot with the flags the blob was made with (else Node refuses it)", (t) => {
  // A `node` first on the PATH that writes down its arguments; older than the blob, which the launcher requires.
  const bin = mkdtempSync(join(tmpdir(), "tla2ts-node-"));
  const log = join(bin, "calls");
  const fake = join(bin, "node");
  writeFileSync(fake, `#!/bin/sh\necho "$*" >> "${log}"\nexec "${process.execPath}" "$@"\n`, { mode: 0o755 });
  utimesSync(fake, new Date(2000, 0, 1), new Date(2000, 0, 1));
  const r = run(launcher, ["check", counter, "--workers", "1"], { PATH: `${bin}:${process.env["PATH"] ?? ""}` });
  t.is(r.status, 12, r.stderr);
  const calls = readFileSync(log, "utf8").trim().split("\n");
  t.is(calls.length, 1, calls.join("\n"));
  t.true(calls[0]!.startsWith(`${SNAPSHOT_NODE_FLAGS.join(" ")} --snapshot-blob `), calls[0]);
});

test("the bundle is ASCII, so that V8 keeps its source in one byte a character", (t) => {
  const bundle = readFileSync(join(projectRoot, "build", "snapshot", "check.cjs"), "utf8");
  const line = bundle.split("\n").findIndex((l) => /[^\x00-\x7f]/.test(l));
  t.is(line, -1, `line ${line + 1} of check.cjs is not ASCII`);
});

test("non-ASCII characters of the bundle's comments are escaped, those of other code reported", (t) => {
  const r = asciiComments('const a = "x";\n  /** a \u2192 b */\n  // \u00a7 5\n  * \u00e9\nconst r = String.raw`\u2192`;\n');
  t.is(r.text, 'const a = "x";\n  /** a \\u2192 b */\n  // \\u00a7 5\n  * \\u00e9\nconst r = String.raw`\u2192`;\n');
  t.deepEqual(r.codeLines, [5]);
});

test("the bundle in the snapshot holds the check path, not what other commands load", (t) => {
  const inputs = JSON.parse(readFileSync(join(projectRoot, "build", "snapshot", "check.inputs.json"), "utf8")) as string[];
  t.true(inputs.includes("build/runtime/check/bfs.js"));
  t.true(inputs.includes("build/grammar/tla/parser.js"));
  const packages = new Set(inputs.filter((p) => p.startsWith("node_modules/")).map((p) => p.split("/")[1]));
  t.deepEqual([...packages].sort(), ["chevrotain", "yargs-parser"]);
  const others = inputs.filter((p) => /\/(alloy|simulate|testing)\/|\/cli\/(simulate|validate|gen|parse|tlc|pcal)Command\.js/.test(p));
  t.deepEqual(others, []);
});

test("from the snapshot too, a reader that closes the pipe early ends the run quietly", (t) => {
  const r = spawnSync("sh", ["-c", `"${process.execPath}" ${SNAPSHOT_NODE_FLAGS.join(" ")} --snapshot-blob "${blob}" "${script}" check "${taskQueue}" --progress 0 | head -n 1`], { encoding: "utf8" });
  t.is(r.status, 0, r.stderr);
  t.is(r.stdout.split("\n").filter((l) => l !== "").length, 1);
  t.notRegex(r.stderr, /EPIPE|at .*\.c?js:\d+/);
});
