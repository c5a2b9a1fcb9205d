// The golden files the project keeps, as named generators each producing {path, content}.
// `npm run golden:update` writes them; golden.test.ts only compares. Add a generator
// here to add a kind of golden file.

import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseTla } from "../../grammar/tla/index.js";
import { formatSummary, summarizeFile } from "../../grammar/tla/summary.js";
import { renderDiagnostic } from "../../compiler/cli/render.js";
import { compileToTs } from "../../compiler/index.js";
import { hasErrors } from "../../runtime/diagnostics.js";
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
  generate(): GoldenFile[] | Promise<GoldenFile[]>;
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

/** `tla2ts gen` output for the seed specs (corpus-relative spec and model file) and our own example. */
export const emitSpecs: readonly { readonly spec: string; readonly config: string }[] = [
  { spec: "swarmkit/SwarmKit.tla", config: "swarmkit/models/SwarmKitSafety.cfg" },
  { spec: "swarmkit/WorkerImpl.tla", config: "swarmkit/models/WorkerImpl.cfg" },
  { spec: "updatecluster/UpdateCluster.tla", config: "updatecluster/UpdateCluster.cfg" },
  { spec: "updatecluster-final/UpdateCluster.tla", config: "updatecluster-final/UpdateCluster.cfg" },
  { spec: "updatecluster-final/MCClusterNeverFails.tla", config: "updatecluster-final/MCClusterNeverFails.cfg" },
  { spec: "rebalanser/MCResourceBarrier.tla", config: "rebalanser/MCResourceBarrier.cfg" },
];

/** Our own example, in this repository's corpus/ folder. */
export const emitExample = { spec: "corpus/examples/TaskQueue.tla", config: "corpus/examples/TaskQueue.cfg" } as const;

/** `swarmkit/SwarmKit.tla` → `test/golden/emit/swarmkit__SwarmKit.ts` */
export function emitGoldenPath(spec: string): string {
  return `test/golden/emit/${spec.replace(/\.tla$/, "").replaceAll("/", "__")}.ts`;
}

/** The generated TypeScript of a spec; a spec that does not compile is an error listing why. */
export async function emittedTypeScript(specPath: string, configPath: string, name: string): Promise<string> {
  return (await emittedPair(specPath, configPath, name)).code;
}

/** The compiled spec and its typed machine module; the machine imports the spec as `specImport`. */
async function emittedPair(specPath: string, configPath: string, name: string, specImport?: string): Promise<{ code: string; machine: string }> {
  const result = await compileToTs(specPath, { config: configPath, specImport });
  if (result.code === undefined || result.machine === undefined || hasErrors(result.diagnostics)) {
    const why = result.diagnostics.map((d) => renderDiagnostic(d, result.sources.get(d.file))).join("\n");
    throw new Error(`${name} does not compile, so it has no generated TypeScript:\n${why}`);
  }
  return { code: result.code, machine: result.machine };
}

/** `swarmkit/SwarmKit.tla` → `test/golden/emit/swarmkit__SwarmKit.machine.ts` (it imports `./swarmkit__SwarmKit.js`, its golden neighbour). */
export function machineGoldenPath(spec: string): string {
  return emitGoldenPath(spec).replace(/\.ts$/, ".machine.ts");
}

export const emittedModules: GoldenGenerator = {
  name: "tla2ts gen TypeScript (compiled spec and typed machine API)",
  needsShared: true,
  directory: "test/golden/emit",
  generate: async () => {
    const files: GoldenFile[] = [];
    const add = async (specPath: string, configPath: string, name: string): Promise<void> => {
      const path = emitGoldenPath(name);
      const { code, machine } = await emittedPair(specPath, configPath, name, "./" + path.split("/").pop()!.replace(/\.ts$/, ".js"));
      files.push({ path, content: code }, { path: machineGoldenPath(name), content: machine });
    };
    for (const { spec, config } of emitSpecs) await add(join(sharedDir, "corpus", spec), join(sharedDir, "corpus", config), spec);
    await add(join(projectRoot, emitExample.spec), join(projectRoot, emitExample.config), emitExample.spec.replace(/^corpus\//, ""));
    return files;
  },
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

export const goldenGenerators: readonly GoldenGenerator[] = [astSummaries, emittedModules];
