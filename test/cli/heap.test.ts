import test from "ava";
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { heapFlagFor } from "../../compiler/cli/heap.js";
import { projectRoot } from "../support/shared.js";

test("a small default heap on a machine with more memory is raised to 3/4 of memory", (t) => {
  t.is(heapFlagFor(2048, 16384, [], ""), "--max-old-space-size=12288");
});

test("a default of 4 GB or more is kept; so is a machine without memory to spare", (t) => {
  t.is(heapFlagFor(4345, 24576, [], ""), undefined);
  t.is(heapFlagFor(1024, 1200, [], ""), undefined);
});

test("an explicit --max-old-space-size, on the command line or in NODE_OPTIONS, is respected", (t) => {
  t.is(heapFlagFor(256, 16384, ["--max-old-space-size=256"], ""), undefined);
  t.is(heapFlagFor(256, 16384, [], "--max_old_space_size=256"), undefined);
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
