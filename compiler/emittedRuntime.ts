// Running emitted JavaScript in this process, linked to the runtime modules this process
// has loaded (`loadCompiledSpec`). The emitted module names the runtime by file URL
// (`<runtime>/values/index.js`, ...); importing it as a module would load those files,
// which in the single-file bundle of `tla2ts check` (build/bundle/, bin/tla2ts.js) are a
// second copy of the runtime beside the bundled one: two value classes, two operator
// tables. So its `import` lines are resolved here, through imports this module makes
// itself (bundled with it or not), and the rest of the module runs as a function body
// taking the imported names as parameters. The emitter writes these lines
// (specEmitter.ts renderModule); a module of another shape is imported as a module.

import { importModuleFile } from "../runtime/modules/registry.js";
import type { CompiledSpec } from "../runtime/check/spec.js";

/** The runtime modules emitted code imports, by path under the runtime folder (specEmitter.ts). */
const runtimeModules: Readonly<Record<string, () => Promise<object>>> = {
  "values/index.js": () => import("../runtime/values/index.js"),
  "check/emitted.js": () => import("../runtime/check/emitted.js"),
  "modules/core.js": () => import("../runtime/modules/core.js"),
  "values/entryAt.js": () => import("../runtime/values/entryAt.js"),
  "liveness/formula.js": () => import("../runtime/liveness/formula.js"),
};

/** The paths `runtimeModules` links (a test holds them to what the emitter imports). */
export const linkedRuntimeModules: readonly string[] = Object.keys(runtimeModules);

function runtimeModule(path: string): Promise<object> | undefined {
  const standard = /^modules\/(\w+)\.js$/.exec(path);
  return runtimeModules[path]?.() ?? (standard !== null && standard[1] !== "core" ? importModuleFile(standard[1]!) : undefined);
}

const IMPORT = /^import (?:\* as ([\w$]+)|\{ ([\w$, ]+) \}) from ("[^"\\]*");$/;
const DEFAULT_EXPORT = "\nexport default spec;\n";

/**
 * The emitted module's default export, evaluated with its runtime imports taken from this
 * process's modules; undefined when the code is not of the emitter's shape (a runtime
 * module not known here, another export), for the caller to import it as a module.
 */
export async function runEmittedSpec(code: string, runtimePrefix: string): Promise<CompiledSpec | undefined> {
  const lines = code.split("\n");
  let first = lines[0]?.startsWith("//") === true ? 1 : 0;
  const names: string[] = [];
  const loads: Promise<object>[] = [];
  const picks: ((m: object) => unknown[])[] = [];
  for (; first < lines.length && lines[first]!.startsWith("import "); first++) {
    const line = IMPORT.exec(lines[first]!);
    const from = line === null ? "" : (JSON.parse(line[3]!) as string);
    const load = from.startsWith(runtimePrefix) ? runtimeModule(from.slice(runtimePrefix.length)) : undefined;
    if (line === null || load === undefined) return undefined;
    loads.push(load);
    if (line[1] !== undefined) {
      names.push(line[1]);
      picks.push((m) => [m]);
    } else {
      const named = line[2]!.split(",").map((n) => n.trim());
      names.push(...named);
      picks.push((m) => named.map((n) => (m as Record<string, unknown>)[n]));
    }
  }
  const body = lines.slice(first).join("\n");
  // Its one export, the last line (spec strings are JSON literals: no line of theirs starts here).
  if (!body.endsWith(DEFAULT_EXPORT) || body.match(/^export /gm)?.length !== 1) return undefined;
  const modules = await Promise.all(loads);
  const values = modules.flatMap((m, i) => picks[i]!(m));
  const run = new Function(...names, `"use strict";\n${body.slice(0, -DEFAULT_EXPORT.length)}\nreturn spec;`) as (...args: unknown[]) => CompiledSpec;
  return run(...values);
}
