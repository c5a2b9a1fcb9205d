// SpecProcessor.processConfigSpec's lookups of a SPECIFICATION's bare-name conjuncts (TLC's test model Github715b):
// corpus/regressions/SpecVariableConjunct, TLC 2026.04's words and exit status in its header.

import test from "ava";
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { projectRoot } from "../support/shared.js";

test("a SPECIFICATION conjunct that is a VARIABLE is TLC's 'cannot be used as a spec' (exit 151)", (t) => {
  const run = spawnSync(process.execPath, [join(projectRoot, "bin", "tla2ts.js"), "check", "SpecVariableConjunct.tla", "--workers", "1"], { cwd: join(projectRoot, "corpus", "regressions"), encoding: "utf8" });
  t.is(run.status, 151, run.stdout + run.stderr);
  t.true(run.stderr.includes("The operator x, which equals line 6, col 10 to line 6, col 10 of module SpecVariableConjunct,\ncannot be used as a spec"), run.stderr);
});
