// Compiling a spec in memory for a command that runs it (check, simulate): no ts-morph,
// no prettier on this path (start-up matters). Diagnostics and the spec's warnings go
// to stderr; a spec that does not compile gives TLC's exit code for bad input.

import { compileToJsAsync, loadCompiledSpec } from "../index.js";
import type { CompiledSpec } from "../../runtime/check/spec.js";
import type { MachineShape } from "../../runtime/machine/shape.js";
import { hasErrors, type Diagnostic } from "../../runtime/diagnostics.js";
import { ExitCode } from "./exitCodes.js";
import type { Output } from "./parseCommand.js";
import { renderDiagnostic } from "./render.js";
import { pcalStaleness } from "../pcal/staleness.js";
import type { SourceText } from "../../grammar/source.js";

export interface SpecInput {
  readonly spec: string;
  readonly config?: string;
  readonly libPaths: readonly string[];
  /** `--watch` expressions to compile into the spec (reports only). */
  readonly watch?: readonly string[];
}

/** A loaded spec with the files it was compiled from (for reports that show them). */
export interface LoadedSpec {
  readonly spec: CompiledSpec;
  readonly sources: ReadonlyMap<string, SourceText>;
  /** The model file used, if any. */
  readonly config: string | undefined;
  /** The typed machine's shapes, when asked for. */
  readonly shape?: MachineShape | undefined;
  /** The module's JavaScript, for worker threads to load it too. */
  readonly code: string;
}

/** The loaded spec, or the exit code when it has errors. */
export async function compileAndLoad(o: SpecInput, io: Output): Promise<CompiledSpec | number> {
  const loaded = await compileAndLoadWithSources(o, io);
  return typeof loaded === "number" ? loaded : loaded.spec;
}

/** Start-up warnings printed in TLC's words on stdout (SpecProcessor's, and the checker's for SYMMETRY with liveness). */
const tlcStartupWarnings = new Set<string>(["SubscriptUndetermined", "SubscriptMissingVariable", "PropertyStateLevel", "PropertyFairnessTautology", "LivenessWithSymmetry"]);

/** As compileAndLoad, keeping the sources, the model file's name and, with `inferShapes`, the machine's shapes. */
export async function compileAndLoadWithSources(o: SpecInput, io: Output, inferShapes = false): Promise<LoadedSpec | number> {
  const compiled = await compileToJsAsync(o.spec, {
    config: o.config,
    libPaths: o.libPaths,
    inferShapes,
    ...(o.watch !== undefined && o.watch.length > 0 ? { watches: o.watch } : {}),
  });
  const json = (o as { readonly json?: boolean }).json === true;
  // TLC's MP.printWarning adds its -nowarning hint after the first warning of the run only.
  let hinted = false;
  const print = (ds: readonly Diagnostic[]) => {
    for (const d of ds) {
      // A warning TLC prints at start-up goes where TLC's output goes, in its words.
      // TLC's start-up refusal of a SPECIFICATION's []P, state-level P: its one line on stdout.
      if (d.name === "SpecTemporalCannotHandle" && !json) io.out(`Error: ${d.message}\n`);
      // SANY's lint warning: the field's location, an empty line, the text, three empty lines (as TLC prints it).
      else if (d.name === "RecordFieldNameClash" && !json) io.out(`${d.args.fieldLocation ?? ""}\n\n${d.message}\n\n\n\n`);
      else if (tlcStartupWarnings.has(d.name) && !json) {
        io.out(`Warning: ${d.message}\n${hinted ? "" : "(Use the -nowarning option to disable this warning.)\n"}`);
        hinted = true;
      }
      else io.err(renderDiagnostic(d, compiled.sources.get(d.file)) + "\n");
    }
  };
  print(compiled.diagnostics);
  // The TLA+ tools warn when a module's PlusCal algorithm and its translation disagree.
  for (const [file, source] of compiled.sources) print(await pcalStaleness(file, source.text));
  if (compiled.code === undefined || hasErrors(compiled.diagnostics)) return inputErrorCode(compiled.diagnostics);
  const spec = await loadCompiledSpec(compiled.code);
  print(spec.warnings);
  return { spec, sources: compiled.sources, config: compiled.config, shape: compiled.shape, code: compiled.code };
}

/**
 * TLC reads the model file first: one it cannot read or parse is a ConfigFileException, its generic 255
 * (TT40xx, TT4110). A model that does not fit the spec (TT4101-TT4119, located in either file) is its 151
 * (an INVARIANT that is not a state predicate: 76); anything else wrong with the input is 150.
 */
export function inputErrorCode(ds: readonly Diagnostic[]): number {
  const errors = ds.filter((d) => d.severity === "error");
  if (errors.some((d) => d.code.startsWith("TT40") || d.name === "CfgNotFound")) return ExitCode.error;
  // TLC's Assert.fail while processing the SPECIFICATION, its only error: the generic status.
  if (errors.length > 0 && errors.every((d) => d.name === "SpecTemporalCannotHandle")) return ExitCode.error;
  const isConfigError = (d: Diagnostic) => d.file.endsWith(".cfg") || /^TT41[01]\d$/.test(d.code);
  if (errors.length === 0 || !errors.every(isConfigError)) return ExitCode.specParseError;
  // TLC's exit status for this one configuration error is its invariant-evaluation status.
  return errors.some((d) => d.name === "CfgInvariantNotStatePredicate") ? ExitCode.invariantEvaluationError : ExitCode.configParseError;
}

/** The CLI's timestamps, as TLC prints them. */
export function timestamp(): string {
  return new Date().toISOString().replace("T", " ").slice(0, 19);
}
