// `npm run bench:alloy`: the Alloy solver against the Alloy Analyzer 5.1 (Kodkod + SAT4J).
//
// 1. The conformance set (shared/conformance-alloy): every command of every model our
//    front end accepts, solved to its verdict with `--timeout` seconds (default 60).
//    Per command: our verdict against the Analyzer's, our time to verdict (translation
//    + SAT, after parsing and type checking; wall and CPU) against the Analyzer's
//    recorded time, our CNF clauses against Kodkod's, the ratios, and whether the
//    command meets the acceptance bounds (time ≤ Analyzer + 0.2 s, clauses ≤ 1.5 ×
//    Kodkod's). Then the sums over the commands that ran.
// 2. The Kubernetes model and every model under corpus/alloy: time to the first answer
//    and CNF size.
//
// A benchmark, not a test: it prints numbers and fails only when it cannot run.
// Options: `--timeout N`, `--no-symmetry`, `--only NAME` (models whose name contains NAME).

import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { checkAlloy } from "../compiler/alloy/index.js";
import { solveCommand, type SolveResult } from "../runtime/alloy/index.js";
import { projectRoot, sharedAvailable, sharedDir, sharedMissingMessage } from "../test/support/shared.js";

interface ManifestCommand {
  readonly index: number;
  readonly label: string;
  readonly expect: string;
  readonly seconds: number;
  readonly clauses: number;
  readonly primaryVars: number;
}

interface ManifestModel {
  readonly name: string;
  readonly file: string;
  readonly commands: readonly ManifestCommand[];
}

/** The Analyzer's time plus this much is the acceptance bound on our time to verdict. */
const TIME_SLACK = 0.2;
/** Our CNF may have at most this many times Kodkod's clauses. */
const CLAUSE_FACTOR = 1.5;

function option(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

function table(header: readonly string[], rows: readonly (readonly string[])[], leftColumns: number): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: readonly string[]): string =>
    cells.map((c, i) => (i < leftColumns ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ");
  return [line(header), ...rows.map(line)].join("\n") + "\n";
}

/** Solves one command, measuring CPU time too (the machine may be shared: wall time alone misleads). */
function timedSolve(...args: Parameters<typeof solveCommand>): { r: SolveResult; cpu: number } {
  const before = process.cpuUsage();
  const r = solveCommand(...args);
  const used = process.cpuUsage(before);
  return { r, cpu: (used.user + used.system) / 1e6 };
}

function conformance(symmetryBreaking: boolean | undefined, timeout: number, only: string | undefined): void {
  const root = join(sharedDir, "conformance-alloy");
  const manifest = JSON.parse(readFileSync(join(root, "manifest.json"), "utf8")) as ManifestModel[];
  const rows: string[][] = [];
  const skipped: string[] = [];
  let ours = 0;
  let oursCpu = 0;
  let analyzer = 0;
  let timeMet = 0;
  let cpuMet = 0;
  let clausesMet = 0;
  let verdictsMet = 0;
  let ran = 0;
  for (const entry of manifest) {
    if (only !== undefined && !entry.name.includes(only)) continue;
    const checked = checkAlloy(join(root, entry.file));
    const model = checked.model;
    const error = checked.diagnostics.find((d) => d.severity === "error");
    if (model === undefined || error !== undefined) {
      skipped.push(`${entry.name}: front end: ${error?.message ?? "no model"}`);
      continue;
    }
    for (const want of entry.commands) {
      const command = model.commands[want.index - 1];
      if (command === undefined) {
        skipped.push(`${entry.name} #${want.index} ${want.label}: no such command here`);
        continue;
      }
      const { r, cpu } = timedSolve(model, command, { maxInstances: 1, symmetryBreaking, timeout });
      if (r.result === "error") {
        skipped.push(`${entry.name} #${want.index} ${want.label}: ${r.diagnostics[0]?.message ?? "error"}`);
        continue;
      }
      ran++;
      ours += r.seconds;
      oursCpu += cpu;
      analyzer += want.seconds;
      const timeOk = r.seconds <= want.seconds + TIME_SLACK;
      // On a loaded machine wall time overstates our time; the same bound on CPU time shows what an idle one would.
      if (cpu <= want.seconds + TIME_SLACK) cpuMet++;
      // Kodkod settled the command without a SAT call (0 clauses): so must we.
      const clauseOk = r.clauses <= CLAUSE_FACTOR * want.clauses;
      const verdictOk = r.result === want.expect;
      if (timeOk) timeMet++;
      if (clauseOk) clausesMet++;
      if (verdictOk) verdictsMet++;
      rows.push([
        entry.name,
        `#${want.index} ${want.label}`,
        verdictOk ? r.result : `${r.result} (Analyzer: ${want.expect})`,
        r.seconds.toFixed(3),
        cpu.toFixed(3),
        want.seconds.toFixed(3),
        (r.seconds / want.seconds).toFixed(2),
        String(r.clauses),
        String(want.clauses),
        want.clauses === 0 ? (r.clauses === 0 ? "1.00" : "-") : (r.clauses / want.clauses).toFixed(2),
        `${timeOk ? "time" : "TIME"} ${clauseOk ? "cnf" : "CNF"}`,
      ]);
    }
  }
  process.stdout.write(
    `Conformance set (${root}), symmetry breaking ${symmetryBreaking === false ? "off" : "as the Analyzer (off for expect 1)"}, timeout ${timeout} s\n`,
  );
  process.stdout.write(
    table(
      ["model", "command", "verdict", "ours s", "cpu s", "Analyzer s", "time ratio", "clauses", "Kodkod", "clause ratio", "bounds"],
      rows,
      3,
    ),
  );
  process.stdout.write(
    `${ran} commands ran: verdicts equal ${verdictsMet}/${ran}; time ≤ Analyzer + ${TIME_SLACK} s: ${timeMet}/${ran} ` +
      `(by CPU time: ${cpuMet}/${ran}); ` +
      `clauses ≤ ${CLAUSE_FACTOR} × Kodkod: ${clausesMet}/${ran}\n` +
      `sum of times: ours ${ours.toFixed(3)} s (cpu ${oursCpu.toFixed(3)} s), Analyzer ${analyzer.toFixed(3)} s, ratio ${(ours / Math.max(analyzer, 1e-9)).toFixed(2)}\n`,
  );
  if (skipped.length > 0) process.stdout.write(`not run (${skipped.length}):\n${skipped.map((s) => `  ${s}\n`).join("")}`);
}

interface Row {
  model: string;
  command: string;
  result: string;
  seconds: number;
  translate: number;
  primary: number;
  variables: number;
  clauses: number;
}

function benchFile(path: string, label: string, rows: Row[], symmetryBreaking: boolean | undefined, timeout: number): void {
  const checked = checkAlloy(path);
  if (checked.model === undefined || checked.diagnostics.some((d) => d.severity === "error")) {
    process.stderr.write(`${label}: does not check (${checked.diagnostics[0]?.message ?? "no model"})\n`);
    process.exitCode = 1;
    return;
  }
  const model = checked.model;
  for (const command of model.commands) {
    const r = solveCommand(model, command, { maxInstances: 1, symmetryBreaking, timeout });
    rows.push({
      model: label,
      command: command.name,
      result: r.result,
      seconds: r.seconds,
      translate: r.translateSeconds,
      primary: r.primaryVariables,
      variables: r.variables,
      clauses: r.clauses,
    });
  }
}

function corpusModels(symmetryBreaking: boolean | undefined, timeout: number): void {
  const rows: Row[] = [];
  if (sharedAvailable) {
    const kube = join(sharedDir, "corpus", "kubernetes", "Kubernetes.als");
    benchFile(kube, "kubernetes/Kubernetes.als", rows, symmetryBreaking, timeout);
  }
  const corpus = join(projectRoot, "corpus", "alloy");
  for (const name of readdirSync(corpus)
    .filter((f) => f.endsWith(".als"))
    .sort()) {
    benchFile(join(corpus, name), `alloy/${name}`, rows, symmetryBreaking, timeout);
  }
  process.stdout.write("\nKubernetes and corpus/alloy\n");
  process.stdout.write(
    table(
      ["model", "command", "result", "first answer s", "translate s", "primary vars", "variables", "clauses"],
      rows.map((r) => [
        r.model,
        r.command,
        r.result,
        r.seconds.toFixed(3),
        r.translate.toFixed(3),
        String(r.primary),
        String(r.variables),
        String(r.clauses),
      ]),
      3,
    ),
  );
  process.stdout.write(
    "Alloy Analyzer 5.1 on Kubernetes scenario (EXPECTED.md): 0.47 s translate+solve, 311 primary vars, 7,395 vars, 17,753 clauses\n",
  );
}

function main(): void {
  const symmetryBreaking = process.argv.includes("--no-symmetry") ? false : undefined;
  const timeout = Number(option("--timeout") ?? 60);
  const only = option("--only");
  if (!sharedAvailable) process.stderr.write(sharedMissingMessage());
  else conformance(symmetryBreaking, timeout, only);
  if (only === undefined) corpusModels(symmetryBreaking, timeout);
}

main();
