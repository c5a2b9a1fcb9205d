// The HTML report of a `check` or `simulate` run (issue 14): the verdict and counts,
// the model, the counterexample as a trace explorer (a card per state, the action
// linked to its span in the embedded source, changed values marked, a lasso's loop
// drawn, watch expressions), coverage, the search's shape and the small state graph.
// Deterministic: the same run gives the same bytes, except the time figures. The trace
// explorer, model, and source parts are shared with validate's report (validateReport.ts).

import { dirname, relative, sep } from "node:path";
import type { SourceText } from "../../grammar/source.js";
import type { Value } from "../../runtime/values/index.js";
import type { ActionCoverage } from "../../runtime/check/actionCoverage.js";
import { tlcLocation, violationLines, type Verdict } from "../../runtime/check/report.js";
import type { OutdegreeSummary, TraceStep } from "../../runtime/check/result.js";
import type { SearchShape } from "../../runtime/check/searchShape.js";
import type { CompiledSpec, SourceLocation } from "../../runtime/check/spec.js";
import { tlcVariableOrder } from "../../runtime/check/varOrder.js";
import { element, escapeHtml, groupDigits } from "./html.js";
import { htmlPage, type ReportSection } from "./htmlPage.js";
import { renderSource, type SourceSpan } from "./sourceView.js";
import { tlaValueNode } from "./tlaValues.js";
import { renderValue, type ValueNode } from "./valueTree.js";

/** A `--watch` expression's value in each state of the trace (an error message where it failed). */
export interface WatchValues {
  readonly text: string;
  readonly values: readonly (Value | { readonly error: string })[];
}

export interface TlaReportInput {
  readonly command: "check" | "simulate";
  readonly specFile: string;
  readonly configFile: string | undefined;
  readonly spec: CompiledSpec;
  readonly result: Verdict & {
    readonly statesGenerated: number;
    readonly distinctStates?: number;
    readonly depth: number;
    readonly seconds: number;
    readonly outdegree?: OutdegreeSummary;
  };
  /** Extra counts a simulation reports (behaviours, seed, ...), label → value. */
  readonly extraCounts?: readonly (readonly [string, string])[];
  readonly sources: ReadonlyMap<string, SourceText>;
  /** The .cfg's constant lines (`N = 3`). */
  readonly constants: readonly string[];
  readonly coverage?: ActionCoverage;
  readonly shape?: SearchShape;
  /** The state graph as SVG, with the reason when there is none. */
  readonly graph?: { readonly svg: string } | { readonly omitted: string };
  readonly watches: readonly WatchValues[];
}

export function tlaReportHtml(input: TlaReportInput): string {
  const spans = new SpanTable();
  for (const a of input.spec.actions) spans.id(a.location);
  const sections: ReportSection[] = [];
  const trace = input.result.trace;
  if (trace !== undefined && trace.length > 0) {
    const r = input.result;
    const loop = r.result === "temporal" && r.loopsBackTo !== undefined ? { to: r.loopsBackTo, stuttering: r.stuttering === true, step: r.loopStep } : undefined;
    sections.push({ id: "trace", title: "Counterexample", body: traceSection(input.spec, input.watches, trace, spans, loop === undefined ? {} : { loop }) });
  }
  sections.push({ id: "model", title: "Model", body: modelSection(input.specFile, input.configFile, input.constants) });
  if (input.coverage !== undefined) sections.push({ id: "coverage", title: "Coverage", body: coverageSection(input.coverage, spans) });
  if (input.shape !== undefined) sections.push({ id: "search", title: "Search", body: searchSection(input.shape, input.result.outdegree) });
  if (input.graph !== undefined) sections.push({ id: "graph", title: "State graph", body: "svg" in input.graph ? `<div class="graph">${input.graph.svg}</div>` : `<p class="note">${escapeHtml(input.graph.omitted)}</p>` });
  // Last: every other part has asked for the spans it links to.
  const head = header(input, spans);
  sections.push({ id: "source", title: "Source", body: sourceSection(input.specFile, input.sources, spans) });
  return htmlPage({
    title: `${input.spec.module}: ${verdictLine(input)}`,
    header: head,
    sections,
    generator: `tla2ts ${input.command}`,
  });
}

function verdictLine(input: TlaReportInput): string {
  const r = input.result;
  if (r.result === "ok") return input.command === "simulate" ? "no violation found" : "no error found";
  if (r.result === "limit") return "stopped at the state limit";
  const first = violationLines(input.spec, r).lines[0] ?? r.result;
  return first.replace(/^Error: /, "").replace(/[.:]$/, "");
}

/** Where the violated invariant or property is defined, linked to its span in the source. */
function violatedDefinition(input: TlaReportInput, spans: SpanTable): string {
  const r = input.result;
  if (r.violated === undefined) return "";
  const spec = input.spec;
  const named = [...spec.invariants, ...spec.actionProperties, ...(spec.initialProperties ?? []), ...(spec.liveness?.properties ?? [])].find((p) => p.name === r.violated);
  const location = named?.location ?? r.violatedLocation;
  return location === undefined ? "" : `<p class="verdict-detail">Violated: ${spans.link(r.violated, location)}</p>`;
}

function header(input: TlaReportInput, spans: SpanTable): string {
  const r = input.result;
  const good = r.result === "ok" || r.result === "limit";
  const facts: string[] = [];
  if (r.distinctStates !== undefined) facts.push(`${groupDigits(r.distinctStates)} distinct states`);
  facts.push(`${groupDigits(r.statesGenerated)} states generated`, `depth ${r.depth}`);
  for (const [label, value] of input.extraCounts ?? []) facts.push(`${label} ${value}`);
  const rate = r.seconds > 0 ? Math.round(r.statesGenerated / r.seconds) : 0;
  const time = `<span class="time"> · ${r.seconds.toFixed(2)} s, ${groupDigits(rate)} states/s</span>`;
  const details = r.result === "error" && r.error !== undefined ? `<p class="verdict-detail">${escapeHtml(r.error.message)}</p>` : violatedDefinition(input, spans);
  return (
    `<h1>${escapeHtml(input.spec.module)}: <span class="verdict ${good ? "good" : "bad"}" id="verdict" data-result="${escapeHtml(r.result)}">${escapeHtml(verdictLine(input))}</span></h1>` +
    details +
    `<p class="facts">${facts.map(escapeHtml).join(" · ")}${time}</p>`
  );
}

/** The spec, the .cfg and its constants, and any further rows (label, file or value). */
export function modelSection(specFile: string, configFile: string | undefined, constantLines: readonly string[], more: readonly (readonly [string, string])[] = []): string {
  const rows = [["Specification", specFile], ["Model", configFile ?? "(none)"], ...more].map(([k, v]) => `<tr><th>${escapeHtml(k!)}</th><td><code>${escapeHtml(v!)}</code></td></tr>`);
  const list = constantLines.map((c) => `<code class="constant">${escapeHtml(c)}</code>`).join(" ");
  const constants = `<tr><th>Constants</th><td>${list === "" ? '<span class="note">(none)</span>' : list}</td></tr>`;
  return `<table class="data model">${[...rows, constants].join("")}</table>`;
}

/** Link ids for the source spans (actions, invariants), numbered in the order first asked for. */
export class SpanTable {
  readonly byKey = new Map<string, { id: string; location: SourceLocation }>();

  id(l: SourceLocation): string {
    const key = `${l.file}:${l.line}:${l.column}:${l.endLine}:${l.endColumn}`;
    let entry = this.byKey.get(key);
    if (entry === undefined) {
      entry = { id: `span-${this.byKey.size + 1}`, location: l };
      this.byKey.set(key, entry);
    }
    return entry.id;
  }

  link(name: string, l: SourceLocation | undefined): string {
    if (l === undefined) return escapeHtml(name);
    return element("a", { href: `#${this.id(l)}`, class: "source-link", title: tlcLocation(l) }, escapeHtml(name)) + ` <span class="note">line ${l.line}</span>`;
  }
}

/** How the trace explorer draws a trace beyond its states. */
export interface TraceCards {
  /** A lasso: the state the cycle returns to (0-based), whether it stutters, the closing step. */
  readonly loop?: { readonly to: number; readonly stuttering: boolean; readonly step: TraceStep | undefined };
  /** Per card: its heading (default `State k`) and the log line it matches (`line 4`, a `data-line` attribute). */
  readonly titles?: readonly string[];
  readonly lines?: readonly (string | undefined)[];
  /** The last card is a log line no state matches: the logged values that differ from its state's, by variable index. */
  readonly logged?: ReadonlyMap<number, Value>;
  /** Safe HTML replacing the line under the controls. */
  readonly summary?: string;
}

export function traceSection(spec: CompiledSpec, watches: readonly WatchValues[], trace: readonly TraceStep[], spans: SpanTable, shape: TraceCards): string {
  const order = spec.printOrder ?? tlcVariableOrder(spec.variables);
  const loop = shape.loop?.to;
  const filters = [
    ...order.map((i) => filterBox(spec.variables[i]!, spec.variables[i]!)),
    ...watches.map((w, k) => filterBox(`watch-${k + 1}`, w.text)),
  ];
  const controls =
    `<div class="controls"><strong>Show:</strong>${filters.join("")}` +
    `<label><input type="checkbox" data-filter-changed> only changed</label>` +
    `<button type="button" data-fold="open">Expand all</button><button type="button" data-fold="closed">Collapse all</button></div>`;
  let previous: ValueNode[] | undefined;
  let previousWatches: (ValueNode | undefined)[] | undefined;
  const cards = trace.map((step, i) => {
    const nodes = order.map((v) => tlaValueNode(step.state[v]!));
    const mismatch = shape.logged !== undefined && i === trace.length - 1 ? shape.logged : undefined;
    const watchNodes = watches.map((w) => {
      const value = w.values[i];
      return value === undefined || (typeof value === "object" && "error" in value) ? undefined : tlaValueNode(value as Value);
    });
    const rows = order.map((v, k) => {
      const node = nodes[k]!;
      const changed = previous !== undefined && previous[k]!.text !== node.text;
      const name = spec.variables[v]!;
      const logged = mismatch?.get(v);
      const classes = [...(changed ? ["changed"] : []), ...(logged !== undefined ? ["differs"] : [])];
      const theLog = logged === undefined ? "" : `<div class="logged"><span class="note">the log has</span> ${renderValue(tlaValueNode(logged))}</div>`;
      return `<tr data-var="${escapeHtml(name)}"${classes.length > 0 ? ` class="${classes.join(" ")}"` : ""}><td class="name">${escapeHtml(name)}</td><td>${renderValue(node, previous?.[k])}${theLog}</td></tr>`;
    });
    const watchRows = watches.map((w, k) => {
      const value = w.values[i];
      const node = watchNodes[k];
      if (node === undefined) {
        const message = value !== undefined && typeof value === "object" && "error" in value ? value.error : "not evaluated";
        return `<tr data-var="watch-${k + 1}" class="watch error"><td class="name">${escapeHtml(w.text)}</td><td>${escapeHtml(message)}</td></tr>`;
      }
      const before = previousWatches?.[k];
      const changed = before !== undefined && before.text !== node.text;
      return `<tr data-var="watch-${k + 1}" class="watch${changed ? " changed" : ""}"><td class="name">${escapeHtml(w.text)}</td><td>${renderValue(node, before)}</td></tr>`;
    });
    previous = nodes;
    previousWatches = watchNodes;
    const classes = ["card", ...(loop !== undefined && i === loop ? ["loop-start"] : []), ...(loop !== undefined && i >= loop ? ["in-loop"] : []), ...(mismatch !== undefined ? ["mismatch"] : [])];
    const action = step.action !== undefined ? spans.link(step.action, step.location) : i === 0 ? "Initial predicate" : "Stuttering step";
    const loopNote = loop !== undefined && i === loop ? `<span class="loop-note">↻ the cycle returns here</span>` : "";
    const line = shape.lines?.[i];
    const title = shape.titles?.[i] ?? `State ${i + 1}`;
    return (
      `<div class="${classes.join(" ")}" id="state-${i + 1}" data-state="${i + 1}"${line !== undefined ? ` data-line="${escapeHtml(line)}"` : ""}><h3>${escapeHtml(title)}${loopNote}<span class="action">${action}</span></h3>` +
      `<table>${rows.join("")}${watchRows.join("")}</table></div>`
    );
  });
  if (shape.loop !== undefined) {
    const { to, stuttering, step } = shape.loop;
    const back = stuttering
      ? `<strong>State ${trace.length + 1}: stuttering</strong><span>the last state repeats forever</span>`
      : `<strong>Back to <a href="#state-${to + 1}">state ${to + 1}</a></strong><span>${step?.action !== undefined ? spans.link(step.action, step.location) : ""}</span>`;
    cards.push(`<div class="card loop-back" data-loop-to="${to + 1}">↻ ${back}</div>`);
  }
  const summary = `<p class="note">${shape.summary ?? `${trace.length} states${loop !== undefined ? `; a lasso: states ${loop + 1} to ${trace.length} repeat forever` : ""}. Changed values are highlighted against the previous state.`}</p>`;
  return controls + summary + `<div class="trace">${cards.join("")}</div>`;
}

function filterBox(id: string, label: string): string {
  return `<label><input type="checkbox" checked data-filter-var="${escapeHtml(id)}"> <code>${escapeHtml(label)}</code></label>`;
}

function coverageSection(c: ActionCoverage, spans: SpanTable): string {
  const rows = [c.init, ...c.actions].map((a) => {
    const never = a !== c.init && a.generated === 0;
    return `<tr${never ? ' class="never"' : ""}><td>${spans.link(a.name, a.location)}</td><td class="n">${groupDigits(a.generated)}</td><td class="n">${groupDigits(a.distinct)}</td><td>${never ? "never enabled" : ""}</td></tr>`;
  });
  return `<table class="data coverage"><tr><th>Action</th><th>States generated</th><th>Distinct states</th><th></th></tr>${rows.join("")}</table>`;
}

function searchSection(shape: SearchShape, summary: OutdegreeSummary | undefined): string {
  const bars = (counts: readonly number[], label: (k: number) => string): string => {
    const max = Math.max(1, ...counts);
    const rows = counts.map((n, k) => `<tr><td class="n">${label(k)}</td><td class="n">${groupDigits(n)}</td><td><span class="bar" style="width:${Math.round((300 * n) / max)}px"></span></td></tr>`);
    return rows.join("");
  };
  const levels = `<table class="data histogram levels"><tr><th>BFS level</th><th>Distinct states</th><th></th></tr>${bars(shape.levels, (k) => String(k + 1))}</table>`;
  const pooled = (k: number): string => (k === 31 ? "31+" : String(k));
  const degrees = `<table class="data histogram outdegree"><tr><th>New successors</th><th>States</th><th></th></tr>${bars(shape.outdegrees, pooled)}</table>`;
  const tlc = summary === undefined ? "" : `<p>Out-degree as TLC reports it: mean ${summary.mean}, minimum ${summary.min}, maximum ${summary.max}, 95th percentile ${summary.percentile95}.</p>`;
  return `<div style="display:flex;gap:32px;flex-wrap:wrap;align-items:flex-start">${levels}<div>${degrees}${tlc}</div></div>`;
}

export function sourceSection(specFile: string, sources: ReadonlyMap<string, SourceText>, spans: SpanTable): string {
  const byFile = new Map<string, SourceSpan[]>();
  for (const { id, location: l } of spans.byKey.values()) {
    const list = byFile.get(l.file) ?? [];
    list.push({ id, line: l.line, column: l.column, endLine: l.endLine, endColumn: l.endColumn });
    byFile.set(l.file, list);
  }
  const parts: string[] = [];
  let n = 0;
  for (const [file, list] of byFile) {
    const source = sources.get(file);
    if (source === undefined) continue;
    // Named from the spec's folder, so a report reads the same wherever it was written.
    const label = relative(dirname(specFile), file).split(sep).join("/");
    parts.push(renderSource({ label, linePrefix: `src-${++n}`, text: source.text, spans: list }));
  }
  return parts.length === 0 ? `<p class="note">(no source)</p>` : parts.join("\n");
}
