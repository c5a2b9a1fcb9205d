// The shell of every HTML report (`check`, `simulate`, `validate`, Alloy's `run`): one self-contained
// file that opens from disk with no network and no server. Styles and the small script
// are inlined; sections come in as already-escaped HTML from the report builders. The
// script only adds behaviour (filters, folding, highlighting the source span a link
// targets): every fact is in the static markup, so the page reads without it.

import { escapeHtml } from "./html.js";

export interface ReportSection {
  /** The section's id (a link target) and heading. */
  readonly id: string;
  readonly title: string;
  /** Safe HTML. */
  readonly body: string;
}

export interface ReportPage {
  readonly title: string;
  /** Safe HTML shown above the sections: the verdict. */
  readonly header: string;
  readonly sections: readonly ReportSection[];
  /** Which tool wrote the page (`tla2ts check`), for the footer. */
  readonly generator: string;
}

export function htmlPage(p: ReportPage): string {
  const nav = p.sections.map((s) => `<a href="#${escapeHtml(s.id)}">${escapeHtml(s.title)}</a>`).join("");
  const sections = p.sections.map((s) => `<section id="${escapeHtml(s.id)}"><h2>${escapeHtml(s.title)}</h2>\n${s.body}\n</section>`).join("\n");
  return [
    "<!doctype html>",
    '<html lang="en">',
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    // Nothing may load from elsewhere: inline styles and scripts only, images as data.
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:">`,
    `<title>${escapeHtml(p.title)}</title>`,
    `<style>${PAGE_CSS}</style>`,
    "</head>",
    "<body>",
    `<header>${p.header}<nav>${nav}</nav></header>`,
    "<main>",
    sections,
    "</main>",
    `<footer>Written by ${escapeHtml(p.generator)}.</footer>`,
    `<script>${PAGE_SCRIPT}</script>`,
    "</body>",
    "</html>",
    "",
  ].join("\n");
}

const PAGE_CSS = `
:root { --fg: #1d2330; --muted: #5b6475; --line: #d8dde6; --card: #ffffff; --bg: #f4f6f9; --accent: #2458c6;
  --bad: #b3261e; --good: #1e7a3c; --changed: #fff1b8; --changed-line: #e0a800; --loop: #7a3cc4; --mark: #fde68a; }
* { box-sizing: border-box; }
body { margin: 0; font: 14px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; color: var(--fg); background: var(--bg); }
header { padding: 16px 24px 8px; background: var(--card); border-bottom: 1px solid var(--line); position: sticky; top: 0; z-index: 2; }
header h1 { margin: 0 0 4px; font-size: 20px; }
header .verdict.bad { color: var(--bad); } header .verdict.good { color: var(--good); }
header .facts { color: var(--muted); margin: 0 0 6px; }
header .verdict-detail { margin: 0 0 4px; }
header .verdict-detail a { color: var(--accent); }
nav a { margin-right: 14px; color: var(--accent); text-decoration: none; font-size: 13px; }
main { padding: 8px 24px 24px; }
section { margin: 18px 0; }
/* Link targets land below the sticky header. */
section, .card, pre.source .line, pre.source span[id] { scroll-margin-top: 130px; }
h2 { font-size: 16px; margin: 0 0 8px; }
table.data { border-collapse: collapse; background: var(--card); }
table.data th, table.data td { border: 1px solid var(--line); padding: 3px 8px; text-align: left; vertical-align: top; }
table.data td.n { text-align: right; font-variant-numeric: tabular-nums; }
tr.never td { color: var(--bad); }
code, pre, .v, .k, .folded { font-family: ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace; font-size: 12.5px; }
.controls { margin: 0 0 10px; display: flex; flex-wrap: wrap; gap: 6px 14px; align-items: center; }
.controls label { white-space: nowrap; }
.trace { display: flex; gap: 12px; overflow-x: auto; padding-bottom: 8px; align-items: flex-start; }
.card { flex: 0 0 auto; min-width: 220px; max-width: 620px; background: var(--card); border: 1px solid var(--line); border-radius: 6px; }
.card > h3 { margin: 0; padding: 6px 10px; font-size: 13px; border-bottom: 1px solid var(--line); background: #eef1f6; border-radius: 6px 6px 0 0; }
.card .action { display: block; font-weight: normal; color: var(--muted); }
.card .action a { color: var(--accent); }
.card.loop-start { border: 2px solid var(--loop); }
.card.in-loop > h3 { background: #f1e9fb; }
.card .loop-note { color: var(--loop); font-weight: 600; display: block; }
.card.loop-back { align-self: stretch; display: flex; flex-direction: column; justify-content: center; border: 2px dashed var(--loop); color: var(--loop); padding: 10px; min-width: 150px; }
.card.loop-back a { color: var(--loop); font-weight: 600; }
.card table { border-collapse: collapse; width: 100%; }
.card td { padding: 3px 10px; border-top: 1px solid #eef0f4; vertical-align: top; }
.card td.name { width: 1%; color: var(--muted); white-space: nowrap; font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 12.5px; }
.card tr.watch td.name { color: var(--accent); white-space: normal; min-width: 12ch; max-width: 22ch; overflow-wrap: anywhere; }
.card tr.error td { color: var(--bad); }
.v.changed, li.changed > .k, details.changed > summary .kind { background: var(--changed); outline: 1px solid var(--changed-line); border-radius: 2px; }
tr.changed td.name::after { content: " \\25CF"; color: var(--changed-line); }
.card.mismatch { border: 2px solid var(--bad); } .card.mismatch > h3 { background: #fbe9e7; }
tr.differs td.name { color: var(--bad); font-weight: 600; } tr.differs td.name::after { content: " \\2260"; color: var(--bad); }
.card .logged { margin-top: 4px; padding-top: 3px; border-top: 1px dashed var(--bad); }
details.tree > summary { cursor: pointer; color: var(--muted); }
details.tree[open] > summary .folded { display: none; }
details.tree:not([open]) > summary .kind { display: none; }
.card li .v { white-space: nowrap; }
details.tree ul { list-style: none; margin: 0; padding-left: 14px; border-left: 1px dotted var(--line); }
.k { color: #6b3fa0; margin-right: 6px; } .k::after { content: " \\21A6"; color: var(--muted); }
.hidden { display: none !important; }
pre.source { background: var(--card); border: 1px solid var(--line); padding: 8px 0; overflow: auto; max-height: 70vh; margin: 0 0 12px; }
pre.source .line { display: block; padding: 0 10px; }
pre.source .line:target { background: #e8f0ff; }
pre.source .ln { display: inline-block; width: 4ch; color: #9aa3b2; text-align: right; margin-right: 12px; user-select: none; }
pre.source mark { background: #e9eefb; color: inherit; }
pre.source mark.active { background: var(--mark); outline: 1px solid var(--changed-line); }
.source-file { margin: 8px 0 4px; font-weight: 600; }
.histogram .bar { display: inline-block; height: 10px; background: var(--accent); vertical-align: middle; }
.graph { background: var(--card); border: 1px solid var(--line); overflow: auto; max-height: 80vh; padding: 8px; }
.graph svg { max-width: none; }
.note { color: var(--muted); }
code.constant { display: inline-block; margin: 0 10px 2px 0; }
footer { padding: 12px 24px; color: var(--muted); font-size: 12px; }
`;

// Plain ES5-level DOM code so that any browser runs it; no data comes in through it.
const PAGE_SCRIPT = `
(function () {
  function all(sel, root) { return Array.prototype.slice.call((root || document).querySelectorAll(sel)); }
  function applyFilters() {
    var hidden = {};
    all("input[data-filter-var]").forEach(function (box) { if (!box.checked) hidden[box.getAttribute("data-filter-var")] = true; });
    var onlyChanged = all("input[data-filter-changed]").some(function (box) { return box.checked; });
    all("tr[data-var]").forEach(function (row) {
      var hide = hidden[row.getAttribute("data-var")] === true || (onlyChanged && !row.classList.contains("changed") && !row.classList.contains("differs") && !row.classList.contains("watch"));
      row.classList.toggle("hidden", hide);
    });
  }
  all("input[data-filter-var], input[data-filter-changed]").forEach(function (box) { box.addEventListener("change", applyFilters); });
  all("button[data-fold]").forEach(function (button) {
    button.addEventListener("click", function () {
      var open = button.getAttribute("data-fold") === "open";
      all("details.tree").forEach(function (d) { d.open = open; });
    });
  });
  function highlightTarget() {
    all("mark.active").forEach(function (m) { m.classList.remove("active"); });
    var id = decodeURIComponent(location.hash.slice(1));
    if (id.indexOf("span-") !== 0) return;
    all("mark[data-span]").forEach(function (m) {
      if (m.getAttribute("data-span").split(" ").indexOf(id) >= 0) m.classList.add("active");
    });
  }
  window.addEventListener("hashchange", highlightTarget);
  highlightTarget();
})();
`;
