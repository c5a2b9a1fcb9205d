// The golden files the project keeps, as named generators each producing {path, content}.
// `npm run golden:update` writes them; golden.test.ts only compares. Add a generator
// here to add a kind of golden file.

import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseTla } from "../../grammar/tla/index.js";
import { formatSummary, summarizeFile } from "../../grammar/tla/summary.js";
import { renderDiagnostic } from "../../compiler/cli/render.js";
import { projectRoot, sharedDir } from "../support/shared.js";

export interface GoldenFile {
  /** Relative to the project root, with forward slashes. */
  readonly path: string;
  readonly content: string;
}

export interface GoldenGenerator {
  readonly name: string;
  /** Whether it reads the shared corpus (then it cannot run without it). */
  readonly needsShared: boolean;
  /** The folder (relative to the project root) whose files are all this generator's output. */
  readonly directory: string;
  generate(): GoldenFile[];
}

/** The seed corpus: SwarmKit and the modules it extends, and the other hand-checked specs. */
export const astSummarySpecs: readonly string[] = [
  "swarmkit/SwarmKit.tla",
  "swarmkit/Types.tla",
  "swarmkit/Tasks.tla",
  "swarmkit/WorkerSpec.tla",
  "swarmkit/EventCounter.tla",
  "swarmkit/WorkerImpl.tla",
  "updatecluster/UpdateCluster.tla",
  "updatecluster-final/UpdateCluster.tla",
  "rebalanser/ResourceBarrier.tla",
];

/** `swarmkit/SwarmKit.tla` → `test/golden/ast/swarmkit__SwarmKit.tla.summary.txt` */
export function astSummaryGoldenPath(spec: string): string {
  return `test/golden/ast/${spec.replaceAll("/", "__")}.summary.txt`;
}

/** The module summaries of a spec, followed by any diagnostics (a seed spec should have none). */
export function astSummaryText(spec: string): string {
  const text = readFileSync(join(sharedDir, "corpus", spec), "utf8");
  const result = parseTla(spec, text);
  let out = result.ast === undefined ? "" : formatSummary(summarizeFile(result.ast));
  if (result.diagnostics.length > 0) {
    out += `diagnostics (${result.diagnostics.length}):\n`;
    for (const d of result.diagnostics) out += renderDiagnostic(d, result.source) + "\n";
  }
  return out;
}

export const astSummaries: GoldenGenerator = {
  name: "TLA+ module summaries",
  needsShared: true,
  directory: "test/golden/ast",
  generate: () => astSummarySpecs.map((spec) => ({ path: astSummaryGoldenPath(spec), content: astSummaryText(spec) })),
};

/** Files in a generator's folder that it no longer produces (a renamed or dropped spec). */
export function staleGoldenFiles(generator: GoldenGenerator, produced: readonly GoldenFile[]): string[] {
  const folder = join(projectRoot, generator.directory);
  if (!existsSync(folder)) return [];
  const wanted = new Set(produced.map((f) => f.path));
  return readdirSync(folder)
    .map((name) => `${generator.directory}/${name}`)
    .filter((path) => !wanted.has(path))
    .sort();
}

export const goldenGenerators: readonly GoldenGenerator[] = [astSummaries];
