// Emitted specs run linked to the runtime modules this process has loaded (compiler/emittedRuntime.ts):
// the same InternTable class, not a second copy of the runtime, which is what lets the start-up
// snapshot's bundle run them. Code of another shape is left to a module import.

import test from "ava";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { compileToJsAsync, loadCompiledSpec } from "../../compiler/index.js";
import { readFileSync } from "node:fs";
import { linkedRuntimeModules, runEmittedSpec } from "../../compiler/emittedRuntime.js";
import { InternTable } from "../../runtime/values/intern.js";
import { projectRoot } from "../support/shared.js";

const runtimePrefix = pathToFileURL(join(projectRoot, "build", "runtime")).href + "/";

test("an emitted spec runs with this process's runtime classes", async (t) => {
  const compiled = await compileToJsAsync(join(projectRoot, "corpus", "examples", "TaskQueue.tla"));
  t.truthy(compiled.code);
  const spec = await runEmittedSpec(compiled.code!, runtimePrefix);
  t.truthy(spec);
  t.is(spec!.module, "TaskQueue");
  t.true(spec!.createContext(() => {}).intern instanceof InternTable);
  t.true((await loadCompiledSpec(compiled.code!)).createContext(() => {}).intern instanceof InternTable);
});

test("code that is not of the emitter's shape is not run here", async (t) => {
  t.is(await runEmittedSpec(`// x\nimport * as V from "${runtimePrefix}values/index.js";\nconst spec = {};\nexport const other = 1;\nexport default spec;\n`, runtimePrefix), undefined);
  t.is(await runEmittedSpec(`// x\nimport * as F from "file:///elsewhere/values/index.js";\nconst spec = {};\nexport default spec;\n`, runtimePrefix), undefined);
  t.is(await runEmittedSpec(`// x\nimport * as M from "${runtimePrefix}modules/NoSuchModule.js";\nconst spec = {};\nexport default spec;\n`, runtimePrefix), undefined);
  t.deepEqual(await runEmittedSpec(`// x\nimport { $fail } from "${runtimePrefix}check/emitted.js";\nconst spec = { f: typeof $fail };\nexport default spec;\n`, runtimePrefix), { f: "function" } as never);
});

// The snapshot's bundle cannot import a module it does not hold, so a runtime module the
// emitter imports and the linker does not know fails every snapshot run that needs it.
test("every runtime module the emitter imports at run time is linked here", (t) => {
  const emitter = readFileSync(join(projectRoot, "compiler", "emit", "specEmitter.ts"), "utf8");
  const imported = [...emitter.matchAll(/^.*runtimePrefix \+ "([^"]+)".*$/gm)].filter((m) => !m[0].includes("typeOnly")).map((m) => m[1]!);
  t.true(imported.length >= 5, imported.join(", "));
  for (const path of imported) t.true(linkedRuntimeModules.includes(path), `${path} is not linked in compiler/emittedRuntime.ts`);
});
