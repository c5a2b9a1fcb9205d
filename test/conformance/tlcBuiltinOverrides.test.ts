// The operators TLC itself overrides in Java (tlc2.module.TLC, TLCExt, Randomization) and
// POSTCONDITION with TLCExt!CounterExample, and TLCExt!Trace in simulation, side by side with TLC. Each spec in
// corpus/community below has a `.out`: what TLC printed, without its timing and progress
// lines, up to the counts; tla2ts must print the same and exit as TLC did, and with java
// present TLC is run again and must still print it. docs/community-overrides.md lists
// the overrides these specs cover.

import test from "ava";
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { projectRoot, sharedDir } from "../support/shared.js";

const specDir = join(projectRoot, "corpus", "community");
const tlc = join(sharedDir, "oracles", "tlc");

/** Spec name → TLC's exit status. */
const specs: Readonly<Record<string, number>> = {
  TlcBuiltinOverrides: 0,
  TlcGetRecords: 0,
  PostconditionInvariant: 12,
  PostconditionDeadlock: 11,
  PostconditionLasso: 13,
  PostconditionStuttering: 13,
  PostconditionFalse: 10,
  TlcGetSpecConjuncts: 0,
  EmptyRecord: 0,
  TlcModelValueOrder: 0,
};

/**
 * Specs stopped by an error inside an `@Evaluation` override (TLC's wrapper text), with TLC's
 * exit status: compared up to the positions of the nested expressions, of which TLC lists
 * every enclosing one and tla2ts the innermost.
 */
const errorSpecs: Readonly<Record<string, number>> = {
  OverrideErrorInit: 75,
  OverrideErrorNext: 75,
  OverrideErrorConstraint: 75,
  OverrideErrorInvariant: 76,
  OverrideErrorDefinition: 75,
  OverrideErrorReplace: 75,
};

// Lines that carry times or progress, and tla2ts's own additions (warnings, liveness summary).
const unstable = /^(Computing initial states|Computed [0-9]+ initial states|Finished computing initial states|Checking temporal properties|Finished checking temporal|Implied-temporal|Progress\(|Temporal properties:|Warning:|Model checking completed|  Estimates of|  because two|  calculated)/;

/**
 * The lines compared: after TLC's "Starting..." line (all of tla2ts's), to the counts (or,
 * with `toPositions`, to the positions of an error), without `unstable` ones.
 */
function compared(stdout: string, toPositions = false): string {
  let lines = stdout.split("\n");
  const start = lines.findIndex((l) => l.startsWith("Starting..."));
  if (start >= 0) lines = lines.slice(start + 1);
  const positions = toPositions ? lines.findIndex((l) => l.startsWith("Error: The error occurred when TLC was evaluating the nested")) : -1;
  const counts = positions >= 0 ? positions : lines.findIndex((l) => /^[0-9]+ states generated, /.test(l));
  if (counts >= 0) lines = lines.slice(0, counts);
  return lines.filter((l) => !unstable.test(l)).join("\n") + "\n";
}

const recorded = (name: string): string => readFileSync(join(specDir, `${name}.out`), "utf8");

function javaPresent(): boolean {
  return existsSync(tlc) && spawnSync("java", ["-version"], { stdio: "ignore" }).error === undefined;
}

for (const [name, status] of [...Object.entries(specs), ...Object.entries(errorSpecs)]) {
  const toPositions = Object.hasOwn(errorSpecs, name);
  test(`${name}: tla2ts prints what TLC printed and exits ${status}`, (t) => {
    const run = spawnSync(process.execPath, [join(projectRoot, "bin", "tla2ts.js"), "check", `${name}.tla`], { cwd: specDir, encoding: "utf8" });
    t.is(run.stderr, "");
    t.is(compared(run.stdout, toPositions), recorded(name));
    t.is(run.status, status);
  });

  test(`${name}: TLC still prints ${name}.out (differential, needs java)`, (t) => {
    if (!javaPresent()) {
      t.log(`\n!!! SKIPPED: java or ${tlc} is missing; ${name}.out was not checked against TLC.\n`);
      t.pass();
      return;
    }
    const meta = mkdtempSync(join(tmpdir(), "tla2ts-tlc-"));
    try {
      const run = spawnSync(tlc, ["-workers", "1", "-metadir", meta, "-noGenerateSpecTE", "-config", `${name}.cfg`, `${name}.tla`], { cwd: specDir, encoding: "utf8" });
      t.is(compared(run.stdout, toPositions), recorded(name));
      t.is(run.status, status);
    } finally {
      rmSync(meta, { recursive: true, force: true });
    }
  });
}

const printedValues = (stdout: string): string => stdout.split("\n").filter((l) => l.startsWith("<<")).join("\n") + "\n";

/** Specs run by `simulate` whose printed values are compared with TLC -simulate's: one successor per state, so the behaviours are TLC's. */
const simulated: readonly { readonly name: string; readonly what: string; readonly traces: number; readonly depth: number }[] = [
  { name: "TraceSimulate", what: "Trace in simulation is the behaviour so far with each state's _action", traces: 1, depth: 5 },
  { name: "TlcDeferSimulate", what: "TLCDefer's expression is evaluated on each successor picked, the last behaviour's last included", traces: 2, depth: 7 },
];

for (const { name, what, traces, depth } of simulated) {
  test(`${name}: ${what}, as TLC's`, (t) => {
    const args = ["simulate", `${name}.tla`, "--traces", String(traces), "--depth", String(depth), "--seed", "1"];
    const run = spawnSync(process.execPath, [join(projectRoot, "bin", "tla2ts.js"), ...args], { cwd: specDir, encoding: "utf8" });
    t.is(run.stderr, "");
    t.is(printedValues(run.stdout), recorded(name));
    t.is(run.status, 0);
  });

  test(`${name}: TLC -simulate still prints ${name}.out (differential, needs java)`, (t) => {
    if (!javaPresent()) {
      t.log(`\n!!! SKIPPED: java or ${tlc} is missing; ${name}.out was not checked against TLC.\n`);
      t.pass();
      return;
    }
    const meta = mkdtempSync(join(tmpdir(), "tla2ts-tlc-"));
    try {
      const args = ["-simulate", `num=${traces}`, "-depth", String(depth), "-seed", "1", "-workers", "1", "-metadir", meta, "-noGenerateSpecTE", "-config", `${name}.cfg`, `${name}.tla`];
      const run = spawnSync(tlc, args, { cwd: specDir, encoding: "utf8" });
      t.is(printedValues(run.stdout), recorded(name));
    } finally {
      rmSync(meta, { recursive: true, force: true });
    }
  });
}

test("TlcDeferSimulate: breadth-first search never evaluates TLCDefer's expression, as TLC's", (t) => {
  const run = spawnSync(process.execPath, [join(projectRoot, "bin", "tla2ts.js"), "check", "TlcDeferSimulate.tla"], { cwd: specDir, encoding: "utf8" });
  t.is(printedValues(run.stdout), "\n");
  t.true(run.stdout.includes("6 states generated, 5 distinct states found"), run.stdout);
  t.is(run.status, 0);
});
