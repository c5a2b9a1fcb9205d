// A model file named `*.tla` is a module file's CONFIG section, as TLC's ModelConfig reads it
// (util.MonolithSpecExtractor.config; TLC's test model Github1191): the section whose name is
// the path as given without ".tla". Numbers and exit codes are TLC 2026.04's for
// corpus/regressions/MonolithConfig.tla (in its header).

import test from "ava";
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { projectRoot } from "../support/shared.js";

const regressions = join(projectRoot, "corpus", "regressions");
const cli = join(projectRoot, "bin", "tla2ts.js");

test("--config X.tla reads the CONFIG X section of that file (not another section, not the module)", (t) => {
  const run = spawnSync(process.execPath, [cli, "check", "MonolithConfig.tla", "--config", "MonolithConfig.tla", "--workers", "1"], { cwd: regressions, encoding: "utf8" });
  t.is(run.status, 0, run.stdout + run.stderr);
  t.regex(run.stdout, /^12 states generated, 8 distinct states found, 0 states left on queue\.$/m);
  t.regex(run.stdout, /^The depth of the complete state graph search is 5\.$/m);
});

test("--config dir/X.tla looks for a section named dir/X: none, so the model is empty (TLC's missing initial predicate, 151)", (t) => {
  const run = spawnSync(process.execPath, [cli, "check", "regressions/MonolithConfig.tla", "--config", "regressions/MonolithConfig.tla", "--workers", "1"], { cwd: join(projectRoot, "corpus"), encoding: "utf8" });
  t.is(run.status, 151, run.stdout + run.stderr);
  t.regex(run.stdout + run.stderr, /did not specify the initial state predicate/);
});
