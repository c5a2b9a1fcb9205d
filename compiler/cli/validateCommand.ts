// `tla2ts validate Spec.tla --trace run.ndjson [--config C] [--map mapping.json]
// [--max-gap N] [--max-candidates N] [--json] [--html FILE [--watch EXPR]]`: does some behaviour of the spec explain
// the log? Compiles like `check` (with the typed machine's shapes, to read logged
// values), reads the trace (runtime/testing/traceFile.ts: NDJSON or ITF), searches
// (runtime/testing/traceSearch.ts) and prints `valid`, or the first line no behaviour
// reaches with the candidates before it and the closest state's differences; --html
// also writes the report (compiler/report/validateReport.ts), the search then keeping the
// links from each candidate to the state it came from.
// Exit codes: 0 valid, 12 invalid, 150 unreadable trace or mapping, 152 search bound hit.

import { readFileSync, writeFileSync } from "node:fs";
import { SourceText } from "../../grammar/source.js";
import { tlcLocation } from "../../runtime/check/report.js";
import { SpecEvalError } from "../../runtime/check/specEvalError.js";
import type { CompiledSpec, State } from "../../runtime/check/spec.js";
import { toItfValue, type ItfValue } from "../../runtime/check/itf.js";
import { compactJson } from "../../runtime/check/jsonText.js";
import { diagnostic, internalErrorMessage, type Diagnostic } from "../../runtime/diagnostics.js";
import { printState, printValue, type Value } from "../../runtime/values/index.js";
import { noMapping, parseMapping, readTrace, type ReadTrace, type TraceMapping } from "../../runtime/testing/traceFile.js";
import { mismatchReport, PRINTED_CANDIDATES } from "../../runtime/testing/traceReport.js";
import { TraceSearch, TraceSearchTooLarge, type LoggedLine, type TraceSearchResult } from "../../runtime/testing/traceSearch.js";
import { diffValues } from "../../runtime/testing/valueDiff.js";
import { ExitCode } from "./exitCodes.js";
import { validateReportHtml, validationPath, validationSteps } from "../report/validateReport.js";
import { constantLines, evaluateWatches, prepareHtmlFile } from "./htmlReport.js";
import { compileAndLoadWithSources, type LoadedSpec } from "./loadSpec.js";
import type { Output } from "./parseCommand.js";
import { renderDiagnostic } from "./render.js";

export interface ValidateCommandOptions {
  readonly spec: string;
  readonly config?: string;
  readonly libPaths: readonly string[];
  readonly trace: string;
  readonly map?: string;
  readonly maxGap: number;
  readonly maxCandidates?: number;
  readonly json: boolean;
  /** Write the HTML report (verdict, the explaining or closest behaviour) to this file. */
  readonly html?: string;
  /** Expressions evaluated on every state of the report's behaviour (`--watch`). */
  readonly watch?: readonly string[];
}

export async function runValidateCommand(o: ValidateCommandOptions, io: Output): Promise<number> {
  const started = performance.now();
  const sources = new Map<string, SourceText>();
  const readInput = (file: string): string | undefined => {
    try {
      const text = readFileSync(file, "utf8");
      sources.set(file, new SourceText(file, text));
      return text;
    } catch (e) {
      report([diagnostic("FileNotFound", file, { start: 0, end: 0 }, { file, reason: (e as NodeJS.ErrnoException).code === "ENOENT" ? "no such file" : (e as Error).message })]);
      return undefined;
    }
  };
  const report = (ds: readonly Diagnostic[]): void => {
    for (const d of ds) io.err(renderDiagnostic(d, sources.get(d.file)) + "\n");
    const first = ds[0];
    if (o.json && first !== undefined) io.out(JSON.stringify({ error: errorJson(first, sources.get(first.file)) }) + "\n");
  };

  let mapping: TraceMapping = noMapping;
  if (o.map !== undefined) {
    const text = readInput(o.map);
    if (text === undefined) return ExitCode.traceUnreadable;
    const parsed = parseMapping(o.map, text);
    if (parsed.mapping === undefined) {
      report(parsed.diagnostics);
      return ExitCode.traceUnreadable;
    }
    mapping = parsed.mapping;
  }
  const text = readInput(o.trace);
  if (text === undefined) return ExitCode.traceUnreadable;
  if (o.html !== undefined && !prepareHtmlFile(o.html, io)) return ExitCode.usage;
  const loaded = await compileAndLoadWithSources(o, io, true);
  if (typeof loaded === "number") return loaded;
  const { spec, shape } = loaded;

  const print = (line: string): void => io.err(line + "\n");
  const ctx = spec.createContext(print);
  let search: TraceSearch;
  try {
    search = new TraceSearch(spec, ctx, { maxGap: o.maxGap, keepPaths: o.html !== undefined, ...(o.maxCandidates !== undefined ? { maxCandidates: o.maxCandidates } : {}) });
  } catch (e) {
    io.err(`tla2ts: ${(e as Error).message}\n`);
    return ExitCode.usage;
  }
  const compiled = performance.now();
  const trace = readTrace(o.trace, text, { spec, shape, intern: ctx.intern }, mapping);
  const read = performance.now();
  if (trace.diagnostics.length > 0) {
    report(trace.diagnostics);
    return ExitCode.traceUnreadable;
  }

  let result: TraceSearchResult;
  try {
    result = search.run(trace.lines);
  } catch (e) {
    if (e instanceof TraceSearchTooLarge) {
      report([diagnostic("TraceSearchTooLarge", o.trace, trace.places[e.line]!.range, { bound: e.bound })]);
      return ExitCode.traceSearchTooLarge;
    }
    if (e instanceof SpecEvalError) {
      const place = trace.places[search.lineInProgress]!;
      const at = sources.get(o.trace)!.position(place.range.start);
      io.err(`tla2ts: evaluating the spec failed while matching ${place.label} (${o.trace}:${at.line}:${at.column}): ${e.isInternal ? internalErrorMessage(e.cause) : e.message}\n  at ${tlcLocation(e.location)}\n`);
      return e.isInternal ? ExitCode.internalError : ExitCode.evaluationError;
    }
    throw e;
  }
  const done = performance.now();
  const seconds = (done - started) / 1000;
  // Where the time went (the benchmark reports it): compiling, reading the trace, searching.
  const timing = { compile: (compiled - started) / 1000, read: (read - compiled) / 1000, search: (done - read) / 1000 };
  const file = sources.get(o.trace)!;
  if (o.html !== undefined) writeValidateReport(o.html, o, loaded, trace, result, seconds);
  if (result.valid) {
    if (o.json) io.out(JSON.stringify({ valid: true, format: trace.format, lines: result.lines, candidates: result.finalCandidates, seconds, timing }) + "\n");
    else io.out(`valid: the ${result.lines} ${trace.format === "itf" ? "states" : "lines"} of ${o.trace} agree with a behaviour of ${spec.module} (${result.finalCandidates} candidate state(s) at the end)\n`);
    return ExitCode.ok;
  }
  const mismatch = describeMismatch(spec, trace, result, file);
  if (o.json) io.out(compactJson({ ...mismatch.json, seconds, timing }) + "\n");
  else io.out(mismatch.text + "\n");
  return ExitCode.traceInvalid;
}

function writeValidateReport(html: string, o: ValidateCommandOptions, loaded: LoadedSpec, trace: ReadTrace, result: TraceSearchResult, seconds: number): void {
  const { spec, sources } = loaded;
  const steps = validationSteps(spec, validationPath(result));
  const page = validateReportHtml({
    specFile: o.spec,
    configFile: loaded.config,
    traceFile: o.trace,
    format: trace.format,
    maxGap: o.maxGap,
    spec,
    sources,
    constants: constantLines(loaded.config, sources),
    lines: trace.lines,
    places: trace.places.map((p) => p.label),
    result,
    seconds,
    watches: evaluateWatches(spec, o.watch ?? [], steps),
  });
  writeFileSync(html, page);
}

function errorJson(d: Diagnostic, source: SourceText | undefined): Record<string, unknown> {
  const at = source?.position(d.range.start);
  return { code: d.code, message: d.message, file: d.file, ...(at === undefined ? {} : { line: at.line, column: at.column }) };
}

const stateJson = (spec: CompiledSpec, s: State): Record<string, ItfValue> => Object.fromEntries(spec.variables.map((name, i) => [name, toItfValue(s[i]!)]));

function describeMismatch(spec: CompiledSpec, trace: ReadTrace, result: Extract<TraceSearchResult, { valid: false }>, file: SourceText): { text: string; json: Record<string, unknown> } {
  const line: LoggedLine = trace.lines[result.line]!;
  const place = trace.places[result.line]!;
  const at = file.position(place.range.start);
  const name = (k: number): string => spec.variables[line.variables[k]!]!;
  const loggedAction = line.action === undefined ? undefined : line.action.params.length === 0 ? line.action.name : `${line.action.name}(${line.action.params.map(([p, v]) => `${p}: ${printValue(v)}`).join(", ")})`;
  const closest = result.closest;
  const differences = (closest?.differing ?? []).map((k) => {
    const variable = name(k);
    const specValue: Value = closest!.state[line.variables[k]!]!;
    return { variable, spec: specValue, logged: line.values[k]!, details: diffValues(variable, specValue, line.values[k]!) };
  });
  const text = mismatchReport({
    module: spec.module,
    where: `${place.label} (${file.path}:${at.line}:${at.column})`,
    logged: line.variables.length === 0 ? "(no variables)" : line.variables.map((v, k) => `${spec.variables[v]} = ${printValue(line.values[k]!)}`).join(", "),
    ...(loggedAction === undefined ? {} : { loggedAction }),
    first: result.line === 0,
    candidateCount: result.candidates.length,
    candidates: result.candidates.slice(0, PRINTED_CANDIDATES).map((s) => printState(spec.variables, s)),
    ...(closest === undefined
      ? {}
      : { closest: { state: printState(spec.variables, closest.state), ...(closest.action === undefined ? {} : { action: closest.action }), actionDiffers: closest.actionDiffers, details: differences.flatMap((d) => d.details) } }),
  });
  const json = {
    valid: false,
    format: trace.format,
    place: place.label,
    line: at.line,
    index: result.line,
    logged: Object.fromEntries(line.variables.map((v, k) => [spec.variables[v]!, toItfValue(line.values[k]!)])),
    ...(loggedAction === undefined ? {} : { action: loggedAction }),
    candidates: { count: result.candidates.length, states: result.candidates.slice(0, PRINTED_CANDIDATES).map((s) => stateJson(spec, s)) },
    ...(closest === undefined
      ? {}
      : {
          closest: {
            state: stateJson(spec, closest.state),
            ...(closest.action === undefined ? {} : { action: closest.action }),
            actionDiffers: closest.actionDiffers,
            differences: differences.map((d) => ({ variable: d.variable, spec: toItfValue(d.spec), logged: toItfValue(d.logged), details: d.details })),
          },
        }),
  };
  return { text, json };
}
