// `tla2ts parse`: summaries, diagnostics with code frames, --json, exit codes.

import test from "ava";
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { main } from "../../compiler/cli/main.js";
import { projectRoot, sharedAvailable, sharedDir, sharedMissingMessage, sharedSpecFiles } from "../support/shared.js";

async function run(args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = "";
  let err = "";
  const code = await main(args, { out: (s) => (out += s), err: (s) => (err += s) });
  return { code, out, err };
}

const example = join(projectRoot, "corpus", "examples", "TaskQueue.tla");
const exampleCfg = join(projectRoot, "corpus", "examples", "TaskQueue.cfg");
const bad = (name: string) => join(projectRoot, "test", "fixtures", "bad", name);

test("a good module and model print their summaries and exit 0", async (t) => {
  const r = await run(["parse", example, exampleCfg]);
  t.is(r.code, 0, r.err);
  t.is(r.err, "");
  t.regex(r.out, /module TaskQueue extends Naturals, Sequences, FiniteSets/);
  t.regex(r.out, /variables \(4\): queue, worker, done, crashes/);
  t.regex(r.out, /invariants: TypeOK, NoDoubleAssignment/);
  t.regex(r.out, /^2 files, 0 with errors, \d+ lines in [\d.]+ s$/m);
});

test("a syntax error prints file:line:col, the code, the message and a code frame; exit 150", async (t) => {
  const r = await run(["parse", bad("if-without-then.tla")]);
  t.is(r.code, 150);
  const path = bad("if-without-then.tla");
  t.is(
    r.err,
    `${path}:2:14: error TT1101: expected 'THEN' but found '1'\n` +
      `  1 | ---- MODULE M ----\n` +
      `> 2 | x == IF TRUE 1 ELSE 2\n` +
      `    |              ^\n`,
  );
  t.regex(r.out, /1 file, 1 with errors/);
});

test("a bad model file alone exits 151; a missing file is reported, not thrown", async (t) => {
  const cfg = await run(["parse", bad("cfg-unknown-keyword.cfg")]);
  t.is(cfg.code, 151);
  t.regex(cfg.err, /cfg-unknown-keyword\.cfg:\d+:\d+: error TT4002/);
  const missing = await run(["parse", join(projectRoot, "no-such-file.tla")]);
  t.not(missing.code, 0);
  t.regex(missing.err, /error TT2001: cannot read file .*no-such-file\.tla: no such file or directory/);
});

test("--json prints one JSON object with the AST and located diagnostics", async (t) => {
  const r = await run(["parse", "--json", example, bad("unclosed-set.tla")]);
  t.is(r.code, 150);
  const json = JSON.parse(r.out) as {
    files: { path: string; ok: boolean; ast: { modules: { name: { name: string } }[] } | undefined; diagnostics: { code: string; start: { line: number; column: number } }[] }[];
  };
  t.is(json.files.length, 2);
  t.true(json.files[0]!.ok);
  t.is(json.files[0]!.ast!.modules[0]!.name.name, "TaskQueue");
  t.false(json.files[1]!.ok);
  t.deepEqual(json.files[1]!.diagnostics[0]!.code, "TT1101");
  t.deepEqual(json.files[1]!.diagnostics[0]!.start, { line: 3, column: 1 });
});

test("usage errors exit 2 with a hint, never a stack trace", async (t) => {
  const none = await run([]);
  t.is(none.code, 2);
  t.regex(none.err, /Run 'tla2ts --help' for usage/);
  const unknown = await run(["parse", "--frobnicate", "x.tla"]);
  t.is(unknown.code, 2);
  t.notRegex(unknown.err, /\n\s+at /);
});

test("the installed entry point bin/tla2ts.js runs as a process", (t) => {
  const r = spawnSync(process.execPath, [join(projectRoot, "bin", "tla2ts.js"), "parse", example], { encoding: "utf8" });
  t.is(r.status, 0, r.stderr);
  t.regex(r.stdout, /module TaskQueue/);
});

if (!sharedAvailable) {
  console.warn(sharedMissingMessage());
  test.skip("tla2ts parse of the whole shared corpus (shared corpus missing)", () => {});
} else {
  test("tla2ts parse of every shared .tla and .cfg file in one process exits 0", async (t) => {
    const files = sharedSpecFiles();
    const r = await run(["parse", ...files]);
    t.is(r.code, 0, r.err.slice(0, 2000));
    t.regex(r.out, new RegExp(`^${files.length} files, 0 with errors`, "m"));
    t.log(`${files.length} files under ${sharedDir}`);
  });
}
