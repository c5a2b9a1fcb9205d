import test from "ava";
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { relaunchFlagsFor, withoutSnapshot } from "../../compiler/cli/heap.js";
import { projectRoot } from "../support/shared.js";

test("a small default heap on a machine with more memory is raised to 3/4 of memory, with a larger young generation", (t) => {
  t.deepEqual(relaunchFlagsFor(2048, 16384, [], ""), ["--max-old-space-size=12288", "--max-semi-space-size=64"]);
});

test("a relaunch keeps a young generation size given on the command line or in NODE_OPTIONS", (t) => {
  t.deepEqual(relaunchFlagsFor(2048, 16384, ["--max-semi-space-size=8"], ""), ["--max-old-space-size=12288"]);
  t.deepEqual(relaunchFlagsFor(2048, 16384, [], "--max_semi_space_size=8"), ["--max-old-space-size=12288"]);
});

test("a default of 4 GB or more is kept; so is a machine without memory to spare", (t) => {
  t.is(relaunchFlagsFor(4345, 24576, [], ""), undefined);
  t.is(relaunchFlagsFor(1024, 1200, [], ""), undefined);
});

test("an explicit --max-old-space-size or --max-heap-size, on the command line or in NODE_OPTIONS, is respected", (t) => {
  t.is(relaunchFlagsFor(256, 16384, ["--max-old-space-size=256"], ""), undefined);
  t.is(relaunchFlagsFor(256, 16384, [], "--max_old_space_size=256"), undefined);
  t.is(relaunchFlagsFor(256, 16384, ["--max-heap-size=256"], ""), undefined);
});

test("V8 starts with the flags of a relaunch and sizes its heap by them", (t) => {
  const flags = relaunchFlagsFor(2048, 16384, [], "")!;
  const r = spawnSync(process.execPath, [...flags, "-e", "console.log(require('node:v8').getHeapStatistics().heap_size_limit / 2 ** 20)"], {
    encoding: "utf8",
    env: { ...process.env, NODE_OPTIONS: "" },
  });
  t.is(r.status, 0, r.stderr);
  // V8's limit is the old space plus three semi-spaces' worth for the young generation (its two
  // semi-spaces and its large-object space).
  t.is(Number(r.stdout), 12288 + 3 * 64);
});

test("the CLI started with a small heap still runs (relaunched or not) and exits normally", (t) => {
  // NODE_OPTIONS is explicit, so no relaunch: this checks the entry point's plumbing.
  const r = spawnSync(process.execPath, [join(projectRoot, "bin", "tla2ts.js"), "--help"], {
    encoding: "utf8",
    env: { ...process.env, NODE_OPTIONS: "--max-old-space-size=512" },
  });
  t.is(r.status, 0, r.stderr);
  t.regex(r.stdout, /check <spec>/);
});

test("a reader that closes the pipe early ends the CLI quietly, without an EPIPE stack trace", (t) => {
  // `head -n 1` exits after the first line; the checker is still printing progress lines.
  const bin = join(projectRoot, "bin", "tla2ts.js");
  const spec = join(projectRoot, "corpus", "examples", "TaskQueue.tla");
  const r = spawnSync("sh", ["-c", `"${process.execPath}" "${bin}" check "${spec}" --progress 0 | head -n 1`], { encoding: "utf8" });
  t.is(r.status, 0, r.stderr);
  t.is(r.stdout.split("\n").filter((l) => l !== "").length, 1);
  t.notRegex(r.stderr, /EPIPE|at .*\.js:\d+/);
});

test("a relaunch from the start-up snapshot is the plain CLI: Node refuses a snapshot under other heap sizes", (t) => {
  t.deepEqual(withoutSnapshot(["--snapshot-blob", "/b/check.blob", "--trace-gc"]), ["--trace-gc"]);
  t.deepEqual(withoutSnapshot(["--snapshot-blob=/b/check.blob"]), []);
});
