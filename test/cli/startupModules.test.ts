// Start-up cost: most models are small, and then loading modules is most of a run.
// `tla2ts check` must load only what checking needs: not ts-morph or prettier (gen),
// Graphviz and the HTML report (--html), Alloy, PlusCal's translator (a spec without an
// algorithm), the simulator, trace validation or the worker threads (--workers 1).
// The run goes through a real child process with module hooks that record every URL.

import test from "ava";
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { projectRoot } from "../support/shared.js";

function loadedBy(args: readonly string[]): { urls: string[]; status: number | null; stderr: string } {
  const trace = join(mkdtempSync(join(tmpdir(), "tla2ts-modules-")), "loaded.txt");
  const register = pathToFileURL(join(projectRoot, "build", "test", "support", "moduleTrace", "register.js")).href;
  const child = spawnSync(process.execPath, ["--import", register, join(projectRoot, "bin", "tla2ts.js"), ...args], {
    encoding: "utf8",
    env: { ...process.env, TLA2TS_MODULE_TRACE: trace },
  });
  return { urls: readFileSync(trace, "utf8").split("\n").filter((l) => l !== ""), status: child.status, stderr: child.stderr };
}

const notForCheck: readonly [string, RegExp][] = [
  ["ts-morph", /\/node_modules\/ts-morph\//],
  ["prettier", /\/node_modules\/prettier\//],
  ["Graphviz", /\/node_modules\/@viz-js\//],
  ["the HTML reports", /\/build\/compiler\/(report\/|cli\/htmlReport\.js)/],
  ["Alloy", /\/build\/(compiler|runtime|grammar)\/alloy\/|\/cli\/alloy/],
  ["the PlusCal translator", /\/build\/compiler\/pcal\/translate\.js|\/build\/grammar\/pcal\//],
  ["the simulate, validate, gen, parse and tlc commands", /\/build\/compiler\/cli\/(simulate|validate|gen|parse|tlc|pcal)Command\.js/],
  ["trace validation", /\/build\/runtime\/testing\//],
  ["the worker threads", /\/build\/runtime\/check\/parallel\//],
];

test("check --workers 1 loads no module that only other commands or options use", (t) => {
  const spec = join(projectRoot, "corpus", "examples", "TaskQueue.tla");
  const run = loadedBy(["check", spec, "--workers", "1", "--progress", "0"]);
  t.is(run.status, 0, run.stderr);
  // The hooks saw the run: the checker and the TLA+ parser were loaded.
  t.true(run.urls.some((u) => u.endsWith("/build/runtime/check/bfs.js")));
  t.true(run.urls.some((u) => u.endsWith("/build/grammar/tla/parser.js")));
  for (const [what, pattern] of notForCheck) t.deepEqual(run.urls.filter((u) => pattern.test(u)), [], `check loaded ${what}`);
});

test("the trace sees modules loaded on demand: gen loads prettier", (t) => {
  const spec = join(projectRoot, "corpus", "examples", "TaskQueue.tla");
  const out = mkdtempSync(join(tmpdir(), "tla2ts-modules-gen-"));
  const run = loadedBy(["gen", spec, "--out", out]);
  t.is(run.status, 0, run.stderr);
  t.true(run.urls.some((u) => /\/node_modules\/prettier\//.test(u)));
});
