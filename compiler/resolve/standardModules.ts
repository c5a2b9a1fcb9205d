// The standard modules that ship with tla2ts as TLA+ text in compiler/stdlib/ (the
// ones TLC has built in, so specs extend them without a file of their own). The
// .tla files stay in the package's source tree; the compiled code finds them by
// walking up from its own location to the package root.

import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const standardModuleNames = [
  "Naturals",
  "Integers",
  "Reals",
  "Sequences",
  "FiniteSets",
  "Bags",
  "TLC",
  "TLCExt",
  "Randomization",
  "Json",
  "Toolbox",
  "RealTime",
] as const;

export type StandardModuleName = (typeof standardModuleNames)[number];

export function isStandardModuleName(name: string): name is StandardModuleName {
  return (standardModuleNames as readonly string[]).includes(name);
}

let cachedDir: string | undefined;

/** The folder holding the standard modules' .tla files. */
export function standardLibraryDir(): string {
  if (cachedDir !== undefined) return cachedDir;
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(join(dir, "package.json")) && existsSync(join(dir, "compiler", "stdlib"))) break;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`compiler/stdlib not found above ${fileURLToPath(import.meta.url)}`);
    dir = parent;
  }
  cachedDir = join(dir, "compiler", "stdlib");
  return cachedDir;
}

export function standardModulePath(name: StandardModuleName): string {
  return join(standardLibraryDir(), `${name}.tla`);
}

/**
 * The CommunityModules that ship with tla2ts in compiler/stdlib/community/, written for
 * tla2ts (same operators and meanings as the CommunityModules' definitions), so that a
 * spec extends them without a copy of its own, as TLC finds them on its classpath. A
 * spec's own file of that name, or one in a --lib folder, is found first. They are not
 * standard modules: their definitions are evaluated as written, except the operators TLC
 * overrides in Java (runtime/modules/registry.ts `tlcOverrides`), which run natively.
 */
export const bundledCommunityModuleNames: readonly string[] = [
  "BagsExt",
  "Bitwise",
  "CSV",
  "Combinatorics",
  "DyadicRationals",
  "FiniteSetsExt",
  "Folds",
  "Functions",
  "GraphViz",
  "Graphs",
  "IOUtils",
  "Quorum",
  "Relation",
  "SVG",
  "SequencesExt",
  "Statistics",
  "UndirectedGraphs",
  "VectorClocks",
];

export function bundledCommunityModulePath(name: string): string | undefined {
  return bundledCommunityModuleNames.includes(name) ? join(standardLibraryDir(), "community", `${name}.tla`) : undefined;
}

/** Whether `path` is one of the .tla files shipped with tla2ts (named by module name in generated code). */
export function isShippedModuleFile(path: string): boolean {
  return path.startsWith(standardLibraryDir());
}
