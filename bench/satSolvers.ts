// `npm run bench:sat`: the SAT solver candidates on the same CNFs, to choose by
// measurement (docs/alloy-solver.md). Candidates: our CDCL solver on typed arrays
// (runtime/alloy/solver/sat.ts) and MiniSat 2 compiled with emscripten as the
// `logic-solver` package ships it (fixed 64 MB heap, not interruptible). CNFs: those
// our translation hands to the solver for every conformance command the front end
// accepts (shared/conformance-alloy), pigeonhole problems, and random 3-SAT at the
// phase transition (ratio 4.26, fixed seed). Each solver gets each CNF fresh; CPU
// time is reported (the machine may be shared) with the verdicts, which must agree.
// Options: `--hard` adds larger random and pigeonhole problems (minutes).

import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { checkAlloy } from "../compiler/alloy/index.js";
import { solveCommand } from "../runtime/alloy/index.js";
import { CdclSolver } from "../runtime/alloy/solver/sat.js";
import { pigeonholeCnf } from "../test/support/cnfProblems.js";
import { sharedAvailable, sharedDir, sharedMissingMessage } from "../test/support/shared.js";

type Cnf = number[][];

interface MiniSatNative {
  ensureVar(v: number): void;
  addClause(terms: readonly number[]): boolean;
  solve(): boolean;
}

const MiniSat = createRequire(import.meta.url)("logic-solver/minisat_wrapper.js") as new () => MiniSatNative;

function cpuSeconds(run: () => boolean): { answer: boolean; seconds: number } {
  const before = process.cpuUsage();
  const answer = run();
  const used = process.cpuUsage(before);
  return { answer, seconds: (used.user + used.system) / 1e6 };
}

function variablesOf(cnf: Cnf): number {
  let n = 0;
  for (const c of cnf) for (const l of c) n = Math.max(n, Math.abs(l));
  return n;
}

function ours(cnf: Cnf): boolean {
  const s = new CdclSolver();
  for (const c of cnf) s.addClause(c);
  return s.solve() === true;
}

function miniSat(cnf: Cnf): boolean {
  const log = console.log;
  console.log = () => {}; // the emscripten module prints on a full heap
  try {
    const s = new MiniSat();
    s.ensureVar(variablesOf(cnf));
    let ok = true;
    for (const c of cnf) ok = s.addClause(c) && ok;
    return ok && s.solve();
  } finally {
    console.log = log;
  }
}

function random3Sat(n: number, seed: number): Cnf {
  let state = seed;
  const next = (): number => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return state / 0x7fffffff;
  };
  const cnf: Cnf = [];
  for (let i = 0; i < Math.round(n * 4.26); i++) {
    const clause: number[] = [];
    while (clause.length < 3) {
      const v = 1 + Math.floor(next() * n);
      if (!clause.some((l) => Math.abs(l) === v)) clause.push(next() < 0.5 ? v : -v);
    }
    cnf.push(clause);
  }
  return cnf;
}

function conformanceCnfs(): [string, Cnf][] {
  const root = join(sharedDir, "conformance-alloy");
  const manifest = JSON.parse(readFileSync(join(root, "manifest.json"), "utf8")) as {
    name: string;
    file: string;
    commands: { index: number; label: string }[];
  }[];
  const out: [string, Cnf][] = [];
  for (const entry of manifest) {
    const { model, diagnostics } = checkAlloy(join(root, entry.file));
    if (model === undefined || diagnostics.some((d) => d.severity === "error")) continue;
    for (const want of entry.commands) {
      const cnf: Cnf = [];
      const r = solveCommand(model, model.commands[want.index - 1]!, { onClause: (c) => cnf.push([...c]) });
      if (r.result !== "error" && cnf.length > 0) out.push([`${entry.name} ${want.label}`, cnf]);
    }
  }
  return out;
}

function main(): void {
  const hard = process.argv.includes("--hard");
  const problems: [string, Cnf][] = [];
  if (sharedAvailable) problems.push(...conformanceCnfs());
  else process.stderr.write(sharedMissingMessage());
  problems.push(["pigeonhole 8 into 7", pigeonholeCnf(8, 7)], ["pigeonhole 9 into 8", pigeonholeCnf(9, 8)]);
  for (const n of hard ? [150, 200, 250, 300] : [150, 200, 250])
    for (const seed of [1, 2, 3]) problems.push([`random 3-SAT n=${n} #${seed}`, random3Sat(n, seed)]);
  if (hard) problems.push(["pigeonhole 10 into 9", pigeonholeCnf(10, 9)]);

  miniSat([[1]]); // load the emscripten module before timing
  const rows: string[][] = [];
  let sumOurs = 0;
  let sumMini = 0;
  let disagreements = 0;
  for (const [name, cnf] of problems) {
    const a = cpuSeconds(() => ours(cnf));
    const b = cpuSeconds(() => miniSat(cnf));
    sumOurs += a.seconds;
    sumMini += b.seconds;
    if (a.answer !== b.answer) disagreements++;
    rows.push([
      name,
      String(cnf.length),
      a.answer ? "sat" : "unsat",
      a.seconds.toFixed(3),
      b.seconds.toFixed(3),
      (a.seconds / Math.max(b.seconds, 1e-6)).toFixed(2),
      a.answer === b.answer ? "" : "DISAGREE",
    ]);
  }
  const header = ["problem", "clauses", "verdict", "ours cpu s", "MiniSat cpu s", "ratio", ""];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: readonly string[]): string =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ");
  process.stdout.write([line(header), ...rows.map(line)].join("\n") + "\n");
  process.stdout.write(
    `sum: ours ${sumOurs.toFixed(3)} s, MiniSat (emscripten) ${sumMini.toFixed(3)} s, ratio ${(sumOurs / sumMini).toFixed(2)}; verdicts disagree on ${disagreements}\n`,
  );
  if (disagreements > 0) process.exitCode = 1;
}

main();
