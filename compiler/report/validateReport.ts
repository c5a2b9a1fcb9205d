// The HTML report of a `tla2ts validate` run: the verdict, then check's trace explorer
// showing one behaviour of the spec that explains the log, each card labelled with the
// log line it matches (a gap's unlogged steps in between). For a log no behaviour
// explains: the behaviour up to the closest reachable state, whose card stands for the
// first unreachable line, with the logged values that differ shown under the state's.
// Built from tlaReport's parts, so escaping and determinism are the same.

import type { SourceText } from "../../grammar/source.js";
import type { TraceStep } from "../../runtime/check/result.js";
import type { CompiledSpec } from "../../runtime/check/spec.js";
import type { LoggedLine, PathStep, TraceSearchResult } from "../../runtime/testing/traceSearch.js";
import type { Value } from "../../runtime/values/index.js";
import { escapeHtml, groupDigits } from "./html.js";
import { htmlPage, type ReportSection } from "./htmlPage.js";
import { modelSection, sourceSection, SpanTable, traceSection, type WatchValues } from "./tlaReport.js";

export interface ValidateReportInput {
  readonly specFile: string;
  readonly configFile: string | undefined;
  readonly traceFile: string;
  readonly format: "ndjson" | "itf";
  readonly maxGap: number;
  readonly spec: CompiledSpec;
  readonly sources: ReadonlyMap<string, SourceText>;
  /** The .cfg's constant lines (`N = 3`). */
  readonly constants: readonly string[];
  readonly lines: readonly LoggedLine[];
  /** Each line's place in the log (`line 4`, `state 3`). */
  readonly places: readonly string[];
  /** Searched with `keepPaths`. */
  readonly result: TraceSearchResult;
  readonly seconds: number;
  /** Evaluated on `validationSteps(...)`. */
  readonly watches: readonly WatchValues[];
}

/** The behaviour the report shows: the one explaining the log, or the path to the closest state. */
export function validationPath(result: TraceSearchResult): readonly PathStep[] {
  return (result.valid ? result.behaviour : result.closest?.path) ?? [];
}

/** The behaviour as the trace explorer's steps, each action with its span in the source. */
export function validationSteps(spec: CompiledSpec, path: readonly PathStep[]): TraceStep[] {
  const locations = new Map(spec.actions.map((a) => [a.name, a.location]));
  return path.map((p) => {
    const location = p.action === undefined ? undefined : locations.get(p.action);
    return { action: p.action, ...(location !== undefined ? { location } : {}), state: p.state };
  });
}

const capitalized = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

export function validateReportHtml(input: ValidateReportInput): string {
  const { spec, result } = input;
  const spans = new SpanTable();
  for (const a of spec.actions) spans.id(a.location);
  const path = validationPath(result);
  const steps = validationSteps(spec, path);
  const sections: ReportSection[] = [];
  if (steps.length > 0) {
    const logged = result.valid ? undefined : loggedDifferences(input.lines[result.line]!, result.closest?.differing ?? []);
    const titles = path.map((p, i) => {
      if (p.line === undefined) return "Unlogged step";
      const place = capitalized(input.places[p.line]!);
      return !result.valid && i === path.length - 1 ? `${place}: not reached` : place;
    });
    const summary = result.valid
      ? `${steps.length} states: a behaviour of ${escapeHtml(spec.module)} that explains the log. Each card names the log line it matches; cards between two lines are the unlogged steps a gap allowed.`
      : `${steps.length} states: a behaviour of ${escapeHtml(spec.module)} up to the closest reachable state, whose card stands for ${escapeHtml(input.places[result.line]!)}; the logged values that differ are marked (≠) and shown under the state's.`;
    sections.push({
      id: "trace",
      title: result.valid ? "Behaviour" : "Closest behaviour",
      body: traceSection(spec, input.watches, steps, spans, {
        titles,
        lines: path.map((p) => (p.line === undefined ? undefined : input.places[p.line])),
        ...(logged !== undefined ? { logged } : {}),
        summary,
      }),
    });
  }
  const log: [string, string][] = [
    ["Log", input.traceFile],
    ["Format", input.format === "itf" ? "ITF" : "NDJSON"],
    ["Max gap", String(input.maxGap)],
  ];
  sections.push({ id: "model", title: "Model", body: modelSection(input.specFile, input.configFile, input.constants, log) });
  const head = header(input);
  sections.push({ id: "source", title: "Source", body: sourceSection(input.specFile, input.sources, spans) });
  return htmlPage({ title: `${spec.module}: ${verdictLine(input)}`, header: head, sections, generator: "tla2ts validate" });
}

/** The logged values the closest state disagrees with, by variable index. */
function loggedDifferences(line: LoggedLine, differing: readonly number[]): Map<number, Value> {
  return new Map(differing.map((k) => [line.variables[k]!, line.values[k]!]));
}

function verdictLine(input: ValidateReportInput): string {
  const r = input.result;
  if (r.valid) return `valid: ${r.lines} ${input.format === "itf" ? "states" : "lines"} agree with a behaviour of ${input.spec.module}`;
  return `invalid: no behaviour of ${input.spec.module} reaches ${input.places[r.line]!}`;
}

function header(input: ValidateReportInput): string {
  const r = input.result;
  const facts = [`${groupDigits(input.lines.length)} ${input.format === "itf" ? "states" : "lines"} in the log`, `max gap ${input.maxGap}`];
  let detail = "";
  if (r.valid) facts.push(`${groupDigits(r.finalCandidates)} candidate state(s) at the end`);
  else {
    const line = input.lines[r.line]!;
    const before = r.line === 0 ? "initial state(s)" : `candidate state(s) after ${input.places[r.line - 1]!}`;
    facts.push(`${groupDigits(r.candidates.length)} ${before}`);
    const c = r.closest;
    if (c !== undefined) {
      const names = c.differing.map((k) => input.spec.variables[line.variables[k]!]!);
      const what = [...(names.length > 0 ? [`in ${names.join(", ")}`] : []), ...(c.actionDiffers ? [`in the action (the log names ${line.action!.name})`] : [])];
      const via = c.action === undefined ? "" : ` (after ${c.action})`;
      detail = `<p class="verdict-detail">The closest reachable state${escapeHtml(via)} differs from the log ${escapeHtml(what.join(" and ") || "nowhere")}.</p>`;
    }
  }
  const time = `<span class="time"> · ${input.seconds.toFixed(2)} s</span>`;
  return (
    `<h1>${escapeHtml(input.spec.module)}: <span class="verdict ${r.valid ? "good" : "bad"}" id="verdict" data-result="${r.valid ? "valid" : "invalid"}">${escapeHtml(verdictLine(input))}</span></h1>` +
    detail +
    `<p class="facts">${facts.map(escapeHtml).join(" · ")}${time}</p>`
  );
}
