// `tla2ts run Model.als --html`: every command's outcome with its instances, each drawn as
// the Analyzer's visualiser draws it with the model's theme (one picture per atom of the
// projected sig, stepped through with a slider) and as the Analyzer's table view (one table
// per sig: its atoms and, per field the sig declares, what each atom maps to).

import type { AlloyInstance, FieldTuples } from "../../runtime/alloy/instance.js";
import { atomLabel, instancePictures, sigOfAtom, type DotOptions, type InstancePicture } from "../cli/alloyDot.js";
import { renderSvg } from "./graphviz.js";
import { element, escapeHtml, groupDigits } from "./html.js";
import { htmlPage, type ReportSection } from "./htmlPage.js";

export interface AlloyCommandOutcome {
  /** `Run scenario for 6 Time`, as the Analyzer echoes the command. */
  readonly description: string;
  /** The command's name, for ids and file names. */
  readonly name: string;
  /** The Analyzer's verdict line. */
  readonly verdict: string;
  /** Whether the outcome is the one a user hopes for (an instance of a run, no counterexample to a check). */
  readonly expected: boolean;
  readonly instances: readonly AlloyInstance[];
  readonly variables: number;
  readonly primaryVariables: number;
  readonly clauses: number;
  readonly seconds: number;
}

export interface AlloyReportInput {
  /** The model file as given on the command line. */
  readonly model: string;
  readonly commands: readonly AlloyCommandOutcome[];
  readonly dot: DotOptions;
  /** Where the theme came from, if one was applied. */
  readonly themeFile?: string;
}

/** The SVG of each picture of an instance, laid out by Graphviz. */
export async function instanceSvgs(instance: AlloyInstance, dot: DotOptions): Promise<{ picture: InstancePicture; svg: string }[]> {
  const out: { picture: InstancePicture; svg: string }[] = [];
  for (const picture of instancePictures(instance, dot)) out.push({ picture, svg: await renderSvg(picture.dot) });
  return out;
}

export async function alloyHtmlReport(input: AlloyReportInput): Promise<string> {
  const sections: ReportSection[] = [];
  for (const [c, outcome] of input.commands.entries()) {
    sections.push({ id: `command-${c + 1}`, title: outcome.description, body: await commandBody(outcome, c + 1, input.dot) });
  }
  const found = input.commands.reduce((n, c) => n + c.instances.length, 0);
  const allExpected = input.commands.every((c) => c.expected);
  const header =
    `<h1>${escapeHtml(input.model)}</h1>` +
    `<p class="verdict ${allExpected ? "good" : "bad"}">${escapeHtml(
      input.commands.length === 1 ? input.commands[0]!.verdict : `${input.commands.length} commands`,
    )}</p>` +
    `<p class="facts">${groupDigits(found)} ${found === 1 ? "instance" : "instances"}${
      input.themeFile === undefined ? "" : ` · theme ${escapeHtml(input.themeFile)}`
    }</p>`;
  return htmlPage({ title: `${input.model}: tla2ts run`, header, sections, generator: "tla2ts run" });
}

async function commandBody(outcome: AlloyCommandOutcome, commandNumber: number, dot: DotOptions): Promise<string> {
  const facts =
    `<p class="verdict ${outcome.expected ? "good" : "bad"}">${escapeHtml(outcome.verdict)}</p>` +
    `<p class="facts">${groupDigits(outcome.variables)} vars, ${groupDigits(outcome.primaryVariables)} primary vars, ` +
    `${groupDigits(outcome.clauses)} clauses, <span class="time">${groupDigits(Math.round(outcome.seconds * 1000))} ms</span></p>`;
  const parts = [facts];
  for (const [i, instance] of outcome.instances.entries()) {
    const id = `c${commandNumber}-i${i + 1}`;
    const svgs = await instanceSvgs(instance, dot);
    parts.push(
      element(
        "div",
        { class: "instance", id, "data-instance": i + 1 },
        `<h3>Instance ${i + 1}</h3>` + picturesHtml(id, svgs) + `<details class="table-view" open><summary>Table</summary>${tableView(instance)}</details>`,
      ),
    );
  }
  return parts.join("\n");
}

/** The pictures of one instance; with a projection, a slider shows one at a time. */
function picturesHtml(id: string, svgs: readonly { picture: InstancePicture; svg: string }[]): string {
  const figures = svgs.map(({ picture, svg }, step) =>
    element(
      "figure",
      { class: `graph picture${step === 0 ? "" : " hidden"}`, "data-step": step, "data-atom": picture.projected?.atom },
      `<figcaption>${escapeHtml(picture.title)}</figcaption>${svg}`,
    ),
  );
  const first = svgs[0]?.picture.projected;
  if (first === undefined) return figures.join("");
  const slider =
    `<div class="controls projection">` +
    `<button type="button" data-step-by="-1">&#9664;</button>` +
    element("input", { type: "range", min: 0, max: svgs.length - 1, value: 0, step: 1, "aria-label": `projected ${first.sig}` }) +
    `<button type="button" data-step-by="1">&#9654;</button>` +
    `<output>${escapeHtml(`${first.sig} ${first.label}`)}</output>` +
    `</div>`;
  const labels = svgs.map(({ picture }) => `${picture.projected!.sig} ${picture.projected!.label}`);
  // Labels travel as an attribute (escaped), never as script text.
  return element("div", { class: "projected", id: `${id}-pictures`, "data-labels": JSON.stringify(labels) }, slider + figures.join("")) + SLIDER_SCRIPT;
}

/** The Analyzer's table view: per sig, its atoms and what each field it declares maps them to. */
export function tableView(instance: AlloyInstance): string {
  const atomsOfSig = new Map<string, number>();
  for (const s of instance.sigs) for (const a of s.atoms) if (sigOfAtom(a) === s.sig) atomsOfSig.set(s.sig, (atomsOfSig.get(s.sig) ?? 0) + 1);
  const label = (a: string): string => atomLabel(a, atomsOfSig);
  const tables: string[] = [];
  for (const sig of instance.sigs) {
    const fields = instance.fields.filter((f) => f.sig === sig.sig);
    const head = `<tr><th>${escapeHtml(sig.sig)}</th>${fields.map((f) => `<th>${escapeHtml(f.field)}</th>`).join("")}</tr>`;
    const rows = sig.atoms.map((atom) => `<tr data-atom="${escapeHtml(atom)}"><td>${escapeHtml(label(atom))}</td>${fields.map((f) => `<td>${cell(f, atom, label)}</td>`).join("")}</tr>`);
    tables.push(`<table class="data sig-table" data-sig="${escapeHtml(sig.sig)}">${head}${rows.join("")}</table>`);
  }
  const skolems = instance.skolems.map(
    (k) => `<tr><td>${escapeHtml(k.name)}</td><td>${k.tuples.map((t) => escapeHtml(t.map(label).join(" -> "))).join("<br>")}</td></tr>`,
  );
  if (skolems.length > 0) tables.push(`<table class="data skolems"><tr><th>skolem</th><th>value</th></tr>${skolems.join("")}</table>`);
  return `<div class="tables">${tables.join("")}</div>`;
}

function cell(field: FieldTuples, atom: string, label: (a: string) => string): string {
  const rows = field.tuples.filter((t) => t[0] === atom).map((t) => escapeHtml(t.slice(1).map(label).join(" -> ")));
  return rows.join("<br>");
}

// Steps through the pictures of each projected instance. Everything it shows is already
// in the markup; it only toggles which figure is visible.
const SLIDER_SCRIPT = `<script>
(function () {
  var roots = document.querySelectorAll("div.projected:not([data-ready])");
  Array.prototype.forEach.call(roots, function (root) {
    root.setAttribute("data-ready", "");
    var range = root.querySelector("input[type=range]");
    var out = root.querySelector("output");
    var figures = root.querySelectorAll("figure.picture");
    var labels = JSON.parse(root.getAttribute("data-labels"));
    function show(step) {
      step = Math.max(0, Math.min(figures.length - 1, step));
      range.value = String(step);
      out.textContent = labels[step];
      Array.prototype.forEach.call(figures, function (f, i) { f.classList.toggle("hidden", i !== step); });
    }
    range.addEventListener("input", function () { show(Number(range.value)); });
    Array.prototype.forEach.call(root.querySelectorAll("button[data-step-by]"), function (b) {
      b.addEventListener("click", function () { show(Number(range.value) + Number(b.getAttribute("data-step-by"))); });
    });
  });
})();
</script>`;
