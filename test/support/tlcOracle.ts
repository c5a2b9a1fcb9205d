// Runs the reference tools in ../shared/oracles (TLC and the PlusCal translator) for
// differential tests. Optional: callers skip loudly when `java` is missing.

import { spawnSync } from "node:child_process";
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { sharedDir } from "./shared.js";

export const javaAvailable: boolean = spawnSync("java", ["-version"], { stdio: "ignore" }).status === 0;

const jar = join(sharedDir, "oracles", "tla2tools.jar");

/** The current translator's output for a .tla file (it rewrites a scratch copy in place). */
export function oracleTranslation(file: string): { text?: string; output: string } {
  const dir = mkdtempSync(join(tmpdir(), "pcal-oracle-"));
  try {
    const copy = join(dir, basename(file));
    copyFileSync(file, copy);
    const r = spawnSync("java", ["-cp", jar, "pcal.trans", basename(copy)], { cwd: dir, encoding: "utf8" });
    const output = `${r.stdout}${r.stderr}`;
    return r.status === 0 ? { text: readFileSync(copy, "utf8"), output } : { output };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export interface TlcOutcome {
  /** "success", "invariant", "deadlock", "property", "error" */
  readonly result: string;
  readonly violated?: string;
  readonly distinctStates?: number;
  readonly statesGenerated?: number;
  readonly depth?: number;
  readonly output: string;
}

/** TLC with one worker in `dir` (no states/ folder or trace spec left behind). */
export function runTlc(dir: string, spec: string, config: string): TlcOutcome {
  const meta = mkdtempSync(join(tmpdir(), "tlc-meta-"));
  try {
    const r = spawnSync(
      join(sharedDir, "oracles", "tlc"),
      ["-workers", "1", "-metadir", meta, "-noGenerateSpecTE", "-config", config, spec],
      { cwd: dir, encoding: "utf8", maxBuffer: 64 << 20 },
    );
    return parseTlcOutput(`${r.stdout}${r.stderr}`);
  } finally {
    rmSync(meta, { recursive: true, force: true });
  }
}

export function parseTlcOutput(output: string): TlcOutcome {
  const num = (re: RegExp): number | undefined => {
    const m = re.exec(output);
    return m === null ? undefined : Number(m[1]!.replace(/,/g, ""));
  };
  const counts = /([\d,]+) states generated, ([\d,]+) distinct states found/.exec(output);
  let result = "error";
  let violated: string | undefined;
  const inv = /Error: Invariant (.+?) is violated/.exec(output);
  const prop = /Error: Temporal properties were violated|Error: Action property (.+?) is violated/.exec(output);
  if (/Model checking completed\. No error has been found/.test(output)) result = "success";
  else if (inv !== null) {
    result = "invariant";
    violated = inv[1];
  } else if (/Error: Deadlock reached/.test(output)) result = "deadlock";
  else if (prop !== null) result = "property";
  return {
    result,
    violated,
    statesGenerated: counts ? Number(counts[1]!.replace(/,/g, "")) : undefined,
    distinctStates: counts ? Number(counts[2]!.replace(/,/g, "")) : undefined,
    depth: num(/The depth of the complete state graph search is (\d+)/),
    output,
  };
}
