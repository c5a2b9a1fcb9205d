// The validate section of `npm run bench`: `tla2ts validate` on logs of the SwarmKit seed
// (SwarmKitSafety.cfg) of 1,000 and 10,000 lines, each a simulated behaviour (seeded)
// logged with half the variables (tasks and nodes), as a whole process like a user runs
// it. Printed: wall and CPU seconds, lines per wall second, and from the command's JSON
// where its time went (compiling the spec, reading the log, searching). The target is a
// 10,000-line log in under 2 s; the section fails only when a log does not validate.

import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { projectRoot } from "../test/support/shared.js";
import { ndjson, plainLog, swarmkitBehaviour, swarmkitConfig, swarmkitSpec } from "../test/support/swarmkitLog.js";
import { timed } from "./simulate.js";

const SEED = 7;
const TARGET_SECONDS = 2;

interface ValidateJson {
  readonly valid: boolean;
  readonly lines: number;
  readonly timing: { readonly compile: number; readonly read: number; readonly search: number };
}

/** Prints the section; returns the failures (a log that does not validate, a run without result). */
export async function validateSection(quick: boolean): Promise<string[]> {
  const sizes = quick ? [1_000] : [1_000, 10_000];
  const scratch = mkdtempSync(join(tmpdir(), "tla2ts-bench-validate-"));
  const out = (s: string): boolean => process.stdout.write(s);
  out(`\nvalidate: SwarmKitSafety, simulated behaviours (seed ${SEED}) logged with tasks and nodes, whole process\n`);
  const widths = [8, 8, 8, 11, 10, 9, 9, 8];
  const row = (cells: readonly string[]): boolean => out(cells.map((c, i) => c.padStart(widths[i]!)).join("  ") + "\n");
  row(["lines", "wall s", "cpu s", "lines/s", "compile s", "read s", "search s", "< 2 s"]);
  const failures: string[] = [];
  try {
    for (const n of sizes) {
      const log = join(scratch, `swarmkit-${n}.ndjson`);
      writeFileSync(log, ndjson(plainLog(await swarmkitBehaviour(n, SEED))));
      const cli = join(projectRoot, "bin", "tla2ts.js");
      const r = timed(process.execPath, [cli, "validate", swarmkitSpec, "--config", swarmkitConfig, "--trace", log, "--json"], scratch, scratch);
      const last = r.stdout.trimEnd().split("\n").pop() ?? "";
      if (!last.startsWith("{")) {
        failures.push(`validate ${n} lines: no result (exit ${r.status})`);
        continue;
      }
      const j = JSON.parse(last) as ValidateJson;
      if (!j.valid || j.lines !== n) failures.push(`validate ${n} lines: ${j.valid ? `${j.lines} lines read` : "invalid"}`);
      const t = j.timing;
      row([n.toLocaleString("en-US"), r.wallSeconds.toFixed(2), r.cpuSeconds.toFixed(2), Math.round(n / r.wallSeconds).toLocaleString("en-US"), t.compile.toFixed(2), t.read.toFixed(2), t.search.toFixed(2), r.wallSeconds < TARGET_SECONDS ? "yes" : "no"]);
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  return failures;
}
