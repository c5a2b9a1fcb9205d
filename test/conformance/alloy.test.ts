// Alloy conformance: every command of the models in ../shared/conformance-alloy (real
// models from the Alloy book and the Analyzer's examples, with the Analyzer 5.1's verdict
// per command) is solved with a per-command time limit, and a table compares verdicts,
// instance counts and CNF sizes with the Analyzer's. A verdict that differs fails the
// test (a command over its time limit counts as differing); counts are printed, not
// asserted: they depend on symmetry breaking and skolemisation (see the set's README).
// Instance counts are enumerated only where the Analyzer's enumeration finished with at
// most `countLimit` solutions, so the test stays bounded.

import test from "ava";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { solveWithTimeout } from "../../compiler/cli/alloyTimedSolve.js";
import { sharedDir } from "../support/shared.js";

interface ManifestCommand {
  readonly index: number;
  readonly label: string;
  readonly kind: "run" | "check";
  readonly command: string;
  readonly expect: string;
  readonly instanceCount?: number;
  readonly instanceCountAtLeast?: number;
  readonly vars: number;
  readonly primaryVars: number;
  readonly clauses: number;
  readonly seconds: number;
}

interface ManifestModel {
  readonly name: string;
  readonly file: string;
  readonly commands: readonly ManifestCommand[];
}

const root = join(sharedDir, "conformance-alloy");
const manifestPath = join(root, "manifest.json");
/** Seconds one command may take (translation, first answer and the counted enumeration). */
const timeoutSeconds = Number(process.env.ALLOY_CONFORMANCE_TIMEOUT ?? 60);
const countLimit = Number(process.env.ALLOY_CONFORMANCE_COUNT_LIMIT ?? 200);

interface Row {
  readonly model: string;
  readonly command: string;
  readonly expected: string;
  readonly got: string;
  readonly count: string;
  readonly cnf: string;
  readonly seconds: number;
  readonly verdictOk: boolean;
  readonly countCompared: boolean;
  readonly countOk: boolean;
}

if (!existsSync(manifestPath)) {
  test("alloy conformance (skipped: no ../shared/conformance-alloy)", (t) => {
    t.log(`SKIPPED: ${manifestPath} not found; set TLA2TS_SHARED to the shared folder to run the Alloy conformance set`);
    t.pass();
  });
} else {
  test("alloy conformance: every command gives the Analyzer's verdict", async (t) => {
    const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as ManifestModel[];
    const rows: Row[] = [];
    const started = performance.now();
    for (const model of manifest) {
      for (const c of model.commands) {
        const counting = c.instanceCount !== undefined && c.instanceCount <= countLimit;
        const outcome = await solveWithTimeout(
          join(root, model.file),
          c.index - 1,
          { maxInstances: counting ? c.instanceCount! + 1 : 1 },
          timeoutSeconds,
        );
        const reference = c.instanceCount !== undefined ? `${c.instanceCount}` : `>=${c.instanceCountAtLeast}`;
        let got: string;
        let count = `- / ${reference}`;
        let cnf = `- / ${c.vars}v ${c.clauses}c`;
        let seconds = 0;
        if (outcome.kind === "solved" && outcome.result.result !== "error") {
          const r = outcome.result;
          got = r.result;
          seconds = r.totalSeconds;
          cnf = `${r.variables}v ${r.clauses}c / ${c.vars}v ${c.clauses}c`;
          if (counting) count = `${r.instances.length} / ${reference}`;
        } else if (outcome.kind === "unknown") {
          got = "unknown";
          seconds = outcome.seconds;
          if (outcome.size) cnf = `${outcome.size.variables}v ${outcome.size.clauses}c / ${c.vars}v ${c.clauses}c`;
        } else {
          const diagnostics = outcome.kind === "error" ? outcome.diagnostics : outcome.result.diagnostics;
          got = `error ${diagnostics.map((d) => `${d.code} ${d.message}`).join("; ")}`;
        }
        const gotCount = outcome.kind === "solved" ? outcome.result.instances.length : -1;
        rows.push({
          model: model.name,
          command: `#${c.index} ${c.label}`,
          expected: c.expect,
          got,
          count,
          cnf,
          seconds,
          verdictOk: got === c.expect,
          countCompared: counting,
          countOk: counting && gotCount === c.instanceCount,
        });
      }
    }
    const total = (performance.now() - started) / 1000;
    const matched = rows.filter((r) => r.verdictOk).length;
    const compared = rows.filter((r) => r.countCompared);
    const countsMatched = compared.filter((r) => r.countOk).length;
    const lines = rows.map(
      (r) =>
        `${r.verdictOk ? "ok  " : "FAIL"} ${r.model.padEnd(38)} ${r.command.padEnd(34)} ${r.expected.padEnd(18)} ${r.got.slice(0, 60).padEnd(18)} ` +
        `count ${r.count.padEnd(14)} cnf ${r.cnf.padEnd(34)} ${r.seconds.toFixed(2)}s`,
    );
    t.log(
      [
        "verdict model                                  command                            expected           ours               instances ours/Analyzer  CNF ours/Analyzer",
        ...lines,
        `verdicts matched ${matched}/${rows.length}; instance counts matched ${countsMatched}/${compared.length} (compared where the Analyzer's count is at most ${countLimit}); ` +
          `total ${total.toFixed(1)} s, limit ${timeoutSeconds} s per command`,
      ].join("\n"),
    );
    t.deepEqual(
      rows.filter((r) => !r.verdictOk).map((r) => `${r.model} ${r.command}: expected ${r.expected}, got ${r.got}`),
      [],
    );
  });
}
