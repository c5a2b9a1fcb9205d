// `tla2ts gen Spec.tla [--config Spec.cfg] [--out dir] [--check]` (also plain
// `tla2ts Spec.tla`): write the spec's TypeScript module, or with --check only tell
// whether the committed file is up to date (for users' CI).

import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { compileToTs } from "../index.js";
import { hasErrors } from "../../runtime/diagnostics.js";
import { ExitCode } from "./exitCodes.js";
import { inputErrorCode } from "./loadSpec.js";
import type { Output } from "./parseCommand.js";
import { renderDiagnostic } from "./render.js";

export interface GenCommandOptions {
  readonly spec: string;
  readonly config?: string;
  readonly libPaths: readonly string[];
  readonly outDir?: string;
  readonly check: boolean;
}

/** Exit code when --check finds the generated file missing or different. */
export const outOfDate = 1;

export async function runGenCommand(o: GenCommandOptions, io: Output): Promise<number> {
  const compiled = await compileToTs(o.spec, { config: o.config, libPaths: o.libPaths });
  for (const d of compiled.diagnostics) io.err(renderDiagnostic(d, compiled.sources.get(d.file)) + "\n");
  if (compiled.code === undefined || hasErrors(compiled.diagnostics)) return inputErrorCode(compiled.diagnostics);
  const stem = join(o.outDir ?? dirname(o.spec), basename(o.spec).replace(/\.tla$/, ""));
  // The compiled spec, and beside it the typed machine API that imports it.
  const files: [string, string][] = [[stem + ".ts", compiled.code]];
  if (compiled.machine !== undefined) files.push([stem + ".machine.ts", compiled.machine]);
  if (o.check) {
    let stale = 0;
    for (const [target, code] of files) {
      const current = existsSync(target) ? readFileSync(target, "utf8") : undefined;
      if (current === code) {
        io.out(`${target} is up to date\n`);
        continue;
      }
      stale++;
      io.err(`${target} is ${current === undefined ? "missing" : "out of date"}: run 'tla2ts gen ${o.spec}'\n`);
    }
    return stale === 0 ? ExitCode.ok : outOfDate;
  }
  if (compiled.config === undefined) io.out(`no model file: writing the factory form (createMachine(constants))\n`);
  for (const [target, code] of files) {
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, code);
    io.out(`wrote ${target}\n`);
  }
  return ExitCode.ok;
}
