// `npm run bench:alloy`: for the Kubernetes model of the shared corpus and every model
// under corpus/alloy, each command's time to the first answer (translation + SAT,
// after parsing and type checking), and the CNF's size. The Alloy Analyzer's numbers
// for Kubernetes (shared/corpus/EXPECTED.md) are printed beside ours. A benchmark,
// not a test: it prints numbers and fails only when it cannot run.

import { readdirSync } from "node:fs";
import { join } from "node:path";
import { checkAlloy } from "../compiler/alloy/index.js";
import { solveCommand } from "../runtime/alloy/index.js";
import { projectRoot, sharedAvailable, sharedDir, sharedMissingMessage } from "../test/support/shared.js";

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

function benchFile(path: string, label: string, rows: Row[], symmetryBreaking: boolean): void {
  const checked = checkAlloy(path);
  if (checked.model === undefined || checked.diagnostics.some((d) => d.severity === "error")) {
    process.stderr.write(`${label}: does not check (${checked.diagnostics[0]?.message ?? "no model"})\n`);
    process.exitCode = 1;
    return;
  }
  const model = checked.model;
  for (const command of model.commands) {
    const r = solveCommand(model, command, { maxInstances: 1, symmetryBreaking });
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

function main(): void {
  const symmetryBreaking = !process.argv.includes("--no-symmetry");
  const rows: Row[] = [];
  // The first solve pays for loading MiniSat; warm it so the table compares models.
  if (sharedAvailable) {
    const kube = join(sharedDir, "corpus", "kubernetes", "Kubernetes.als");
    benchFile(kube, "(warm-up)", [], symmetryBreaking);
    benchFile(kube, "kubernetes/Kubernetes.als", rows, symmetryBreaking);
  } else {
    process.stderr.write(sharedMissingMessage());
  }
  const corpus = join(projectRoot, "corpus", "alloy");
  for (const name of readdirSync(corpus)
    .filter((f) => f.endsWith(".als"))
    .sort()) {
    benchFile(join(corpus, name), `alloy/${name}`, rows, symmetryBreaking);
  }
  const header = [
    "model",
    "command",
    "result",
    "first answer s",
    "translate s",
    "primary vars",
    "variables",
    "clauses",
  ];
  const lines = rows.map((r) => [
    r.model,
    r.command,
    r.result,
    r.seconds.toFixed(3),
    r.translate.toFixed(3),
    String(r.primary),
    String(r.variables),
    String(r.clauses),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]): string =>
    cells.map((c, i) => (i >= 3 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join("  ");
  process.stdout.write(`symmetry breaking: ${symmetryBreaking ? "on" : "off"}\n`);
  process.stdout.write(format(header) + "\n");
  for (const l of lines) process.stdout.write(format(l) + "\n");
  process.stdout.write(
    "Alloy Analyzer 5.1 on Kubernetes scenario (EXPECTED.md): 0.47 s translate+solve, 311 primary vars, 7,395 vars, 17,753 clauses\n",
  );
}

main();
