// Loads the TypeScript module `tla2ts gen Model.als` writes, the way a user's project
// would run it: transpiled with ts-morph's bundled compiler and imported from a file
// inside this package, so that its `tla2ts/runtime/...` imports resolve.

import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { ts } from "ts-morph";
import type { CompiledAlloyModel } from "../../runtime/alloy/compiled.js";
import { projectRoot } from "./shared.js";

export async function importAlloyModule(code: string, name: string): Promise<CompiledAlloyModel> {
  const js = ts.transpileModule(code, { compilerOptions: { module: ts.ModuleKind.ES2022, target: ts.ScriptTarget.ES2022 } }).outputText;
  const parent = join(projectRoot, "build", "test", "generated-run");
  mkdirSync(parent, { recursive: true });
  const file = join(mkdtempSync(join(parent, `${name}-`)), `${name}.mjs`);
  writeFileSync(file, js);
  const module = (await import(pathToFileURL(file).href)) as { default: CompiledAlloyModel };
  return module.default;
}
