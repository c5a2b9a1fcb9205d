// Runs `tla2ts gen` output the way a user's project would: the TypeScript is transpiled
// (ts-morph's bundled compiler; TypeScript 7 has no API) and imported from a file inside
// this package, so its `tla2ts/runtime/...` imports resolve through package.json's
// exports map; and it is type-checked with the command-line tsc.

import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { ts } from "ts-morph";
import type { CompiledSpec } from "../../runtime/check/spec.js";
import { projectRoot } from "./shared.js";

export async function importGeneratedModule(code: string, name: string): Promise<CompiledSpec> {
  return importTypeScriptModule<CompiledSpec>(code, name);
}

/** The default export of a generated TypeScript module (TLA+ or Alloy), transpiled and imported. */
export async function importTypeScriptModule<T>(code: string, name: string): Promise<T> {
  const js = ts.transpileModule(code, { compilerOptions: { module: ts.ModuleKind.ES2022, target: ts.ScriptTarget.ES2022 } }).outputText;
  const parent = join(projectRoot, "build", "test", "generated-run");
  mkdirSync(parent, { recursive: true });
  const file = join(mkdtempSync(join(parent, `${name}-`)), `${name}.mjs`);
  writeFileSync(file, js);
  const module = (await import(pathToFileURL(file).href)) as { default: T };
  return module.default;
}

export const tscPath = join(projectRoot, "node_modules", ".bin", "tsc");

/** `tsc --noEmit --strict` on one generated file (emitted with its runtime imports pointing at the runtime sources). */
export function typeCheckFile(file: string): { status: number | null; output: string } {
  return typeCheckFiles([file]);
}

/** The same for several files in one tsc run. */
export function typeCheckFiles(files: readonly string[]): { status: number | null; output: string } {
  const args = ["--ignoreConfig", "--noEmit", "--strict", "--target", "ES2022", "--module", "NodeNext", "--skipLibCheck"];
  args.push("--types", "node", "--typeRoots", join(projectRoot, "node_modules", "@types"), ...files);
  const r = spawnSync(tscPath, args, { encoding: "utf8" });
  return { status: r.status, output: r.stdout + r.stderr };
}

/**
 * A generated spec module and its typed machine module (`Spec.ts`, `Spec.machine.ts`),
 * transpiled side by side (the machine imports `./Spec.js`); the machine module's exports.
 */
export async function importGeneratedMachine<T>(code: string, machine: string, name: string): Promise<T> {
  const transpile = (source: string): string => ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.ES2022, target: ts.ScriptTarget.ES2022 } }).outputText;
  const parent = join(projectRoot, "build", "test", "generated-run");
  mkdirSync(parent, { recursive: true });
  const dir = mkdtempSync(join(parent, `${name}-`));
  writeFileSync(join(dir, `${name}.js`), transpile(code));
  writeFileSync(join(dir, `${name}.machine.js`), transpile(machine));
  return (await import(pathToFileURL(join(dir, `${name}.machine.js`)).href)) as T;
}
