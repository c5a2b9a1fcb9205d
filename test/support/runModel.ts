// Compile and check one model in this process, the way `tla2ts check` does, for the
// conformance and seed-corpus tests.

import { compileToJsAsync, loadCompiledSpec } from "../../compiler/index.js";
import { check } from "../../runtime/check/bfs.js";
import type { CheckResult } from "../../runtime/check/result.js";
import type { CompiledSpec } from "../../runtime/check/spec.js";
import { hasErrors, type Diagnostic } from "../../runtime/diagnostics.js";

export interface ModelRun {
  readonly diagnostics: readonly Diagnostic[];
  readonly result: CheckResult | undefined;
  readonly seconds: number;
  /** The loaded spec the run checked (absent when it did not compile), e.g. to replay a lasso. */
  readonly spec?: CompiledSpec;
}

export async function runModel(spec: string, config: string, options: { checkDeadlock?: boolean; maxStates?: number } = {}): Promise<ModelRun> {
  const started = performance.now();
  const compiled = await compileToJsAsync(spec, { config });
  if (compiled.code === undefined || hasErrors(compiled.diagnostics)) {
    return { diagnostics: compiled.diagnostics, result: undefined, seconds: (performance.now() - started) / 1000 };
  }
  const loaded = await loadCompiledSpec(compiled.code);
  const result = check(loaded, { checkDeadlock: options.checkDeadlock, maxStates: options.maxStates });
  return { diagnostics: compiled.diagnostics, result, seconds: (performance.now() - started) / 1000, spec: loaded };
}
