// `--html FILE` for `check` and `simulate` (`validate` uses its file, constant and watch
// helpers): gathers what the run observed (coverage, the
// search's shape, the small state graph, watch values) and writes the report through
// compiler/report. The observers are created here so a run without --html pays nothing.

import { writeFileSync } from "node:fs";
import { parseCfg } from "../../grammar/cfg/index.js";
import { printEntry } from "../../grammar/cfg/printer.js";
import type { SourceText } from "../../grammar/source.js";
import { ActionCoverage } from "../../runtime/check/actionCoverage.js";
import type { TraceStep } from "../../runtime/check/result.js";
import { SearchShape } from "../../runtime/check/searchShape.js";
import { SmallStateGraph } from "../../runtime/check/smallStateGraph.js";
import type { CompiledSpec } from "../../runtime/check/spec.js";
import { renderSvg } from "../report/graphviz.js";
import { stateGraphDot } from "../report/stateGraphDot.js";
import { tlaReportHtml, type TlaReportInput, type WatchValues } from "../report/tlaReport.js";
import { groupDigits } from "../report/html.js";
import type { LoadedSpec } from "./loadSpec.js";
import type { Output } from "./parseCommand.js";

/** Graphs with more distinct states than this are not drawn: the drawing would be unreadable and the report large. */
export const GRAPH_LIMIT = 2000;

/** The observers a report of a breadth-first check needs. */
export class CheckReportObservers {
  readonly shape = new SearchShape();
  readonly graph: SmallStateGraph;
  constructor(
    spec: CompiledSpec,
    readonly coverage: ActionCoverage = new ActionCoverage(spec),
    graphLimit = GRAPH_LIMIT,
  ) {
    this.graph = new SmallStateGraph(spec, graphLimit);
  }
}

/** The .cfg's CONSTANT entries as written (`N = 3`, `Nodes = {n1, n2}`). */
export function constantLines(config: string | undefined, sources: ReadonlyMap<string, SourceText>): string[] {
  const source = config === undefined ? undefined : sources.get(config);
  if (source === undefined) return [];
  const ast = parseCfg(source.path, source.text).ast;
  if (ast === undefined) return [];
  return ast.statements.flatMap((s) => (s.kind === "Constants" ? s.entries.map(printEntry) : []));
}

/** The report's state graph: drawn when the search stayed within the limit. */
export async function graphPart(observers: CheckReportObservers, trace: readonly TraceStep[] | undefined, distinct: number): Promise<TlaReportInput["graph"]> {
  const g = observers.graph.graph();
  if (g === undefined) {
    return { omitted: `The state graph has ${groupDigits(distinct)} distinct states, more than the ${groupDigits(observers.graph.limit)} a report draws.` };
  }
  const path = (trace ?? []).map((s) => observers.graph.find(s.state)).filter((i): i is number => i !== undefined);
  return { svg: await renderSvg(stateGraphDot(g, path)) };
}

/** Each `--watch` expression's value in each state of the trace; a failed evaluation gives its message. */
export function evaluateWatches(spec: CompiledSpec, texts: readonly string[], trace: readonly TraceStep[] | undefined): WatchValues[] {
  const watches = spec.watches ?? [];
  const ctx = spec.createContext(() => {});
  return texts.map((text, k) => ({
    text,
    values: (trace ?? []).map((step) => {
      try {
        return watches[k]!(ctx, step.state);
      } catch (e) {
        return { error: e instanceof Error ? e.message : String(e) };
      }
    }),
  }));
}

export interface ReportRun {
  readonly command: "check" | "simulate";
  readonly specFile: string;
  readonly loaded: LoadedSpec;
  readonly result: TlaReportInput["result"];
  readonly extraCounts?: TlaReportInput["extraCounts"];
  readonly observers?: CheckReportObservers;
  readonly watches: readonly WatchValues[];
}

/**
 * Creates the report's file before the run (empty), so that an unwritable path is a usage
 * error at once, not a lost report after a long search; false (and a message) when it fails.
 */
export function prepareHtmlFile(file: string, io: Output): boolean {
  try {
    writeFileSync(file, "");
    return true;
  } catch (e) {
    io.err(`tla2ts: cannot write the HTML report to ${file}: ${(e as Error).message}\n`);
    return false;
  }
}

export async function writeHtmlReport(file: string, run: ReportRun): Promise<void> {
  const o = run.observers;
  const input: TlaReportInput = {
    command: run.command,
    specFile: run.specFile,
    configFile: run.loaded.config,
    spec: run.loaded.spec,
    result: run.result,
    ...(run.extraCounts !== undefined ? { extraCounts: run.extraCounts } : {}),
    sources: run.loaded.sources,
    constants: constantLines(run.loaded.config, run.loaded.sources),
    ...(o !== undefined ? { coverage: o.coverage, shape: o.shape, graph: await graphPart(o, run.result.trace, run.result.distinctStates ?? 0) } : {}),
    watches: run.watches,
  };
  writeFileSync(file, tlaReportHtml(input));
}
