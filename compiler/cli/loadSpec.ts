// Compiling a spec in memory for a command that runs it (check, simulate): no ts-morph,
// no prettier on this path (start-up matters). Diagnostics and the spec's warnings go
// to stderr; a spec that does not compile gives TLC's exit code for bad input.

import { compileToJs, loadCompiledSpec } from "../index.js";
import type { CompiledSpec } from "../../runtime/check/spec.js";
import { hasErrors, type Diagnostic } from "../../runtime/diagnostics.js";
import { ExitCode } from "./exitCodes.js";
import type { Output } from "./parseCommand.js";
import { renderDiagnostic } from "./render.js";
import { pcalStaleness } from "../pcal/staleness.js";

export interface SpecInput {
  readonly spec: string;
  readonly config?: string;
  readonly libPaths: readonly string[];
}

/** The loaded spec, or the exit code when it has errors. */
export async function compileAndLoad(o: SpecInput, io: Output, onCode?: (code: string) => void): Promise<CompiledSpec | number> {
  const compiled = compileToJs(o.spec, { config: o.config, libPaths: o.libPaths });
  const print = (ds: readonly Diagnostic[]) => {
    for (const d of ds) io.err(renderDiagnostic(d, compiled.sources.get(d.file)) + "\n");
  };
  print(compiled.diagnostics);
  // The TLA+ tools warn when a module's PlusCal algorithm and its translation disagree.
  for (const [file, source] of compiled.sources) print(pcalStaleness(file, source.text));
  if (compiled.code === undefined || hasErrors(compiled.diagnostics)) return inputErrorCode(compiled.diagnostics);
  onCode?.(compiled.code);
  const spec = await loadCompiledSpec(compiled.code);
  print(spec.warnings);
  return spec;
}

/** A bad model file is TLC's 151; anything else wrong with the input is 150. */
export function inputErrorCode(ds: readonly Diagnostic[]): number {
  const errors = ds.filter((d) => d.severity === "error");
  return errors.length > 0 && errors.every((d) => d.file.endsWith(".cfg")) ? ExitCode.configParseError : ExitCode.specParseError;
}

/** The CLI's timestamps, as TLC prints them. */
export function timestamp(): string {
  return new Date().toISOString().replace("T", " ").slice(0, 19);
}
