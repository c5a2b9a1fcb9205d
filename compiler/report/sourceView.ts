// A source file embedded in a report: numbered lines (each a link target), with spans
// (a TLA+ action, an Alloy fact) highlighted and reachable as `#span-ID`. The page script
// brightens the marks of the span a link points at.

import { escapeHtml } from "./html.js";

export interface SourceSpan {
  /** The link target: `#${id}` reaches it; ids are unique in the page. */
  readonly id: string;
  /** 1-based; the end column is inclusive, as in TLC's locations. */
  readonly line: number;
  readonly column: number;
  readonly endLine: number;
  readonly endColumn: number;
}

export interface EmbeddedSource {
  /** What the heading shows (the file name). */
  readonly label: string;
  /** Prefix of the line ids: line n is `#${linePrefix}-L${n}`. */
  readonly linePrefix: string;
  readonly text: string;
  readonly spans: readonly SourceSpan[];
}

export function renderSource(s: EmbeddedSource): string {
  const lines = s.text.split(/\r\n|\r|\n/);
  if (lines.length > 1 && lines[lines.length - 1] === "") lines.pop();
  const out: string[] = [];
  lines.forEach((text, index) => {
    const line = index + 1;
    // Columns (0-based) where some span starts or ends on this line.
    const cuts = new Set<number>([0, text.length]);
    const here = s.spans.filter((sp) => sp.line <= line && line <= sp.endLine);
    for (const sp of here) {
      if (sp.line === line) cuts.add(Math.min(sp.column - 1, text.length));
      if (sp.endLine === line) cuts.add(Math.min(sp.endColumn, text.length));
    }
    const sorted = [...cuts].sort((a, b) => a - b);
    let html = "";
    for (const sp of here) if (sp.line === line && sp.column - 1 >= text.length) html += anchor(sp);
    for (let k = 0; k + 1 < sorted.length; k++) {
      const from = sorted[k]!;
      const to = sorted[k + 1]!;
      for (const sp of here) if (sp.line === line && sp.column - 1 === from) html += anchor(sp);
      const covering = here.filter((sp) => covers(sp, line, from));
      const piece = escapeHtml(text.slice(from, to));
      html += covering.length === 0 ? piece : `<mark data-span="${escapeHtml(covering.map((c) => c.id).join(" "))}">${piece}</mark>`;
    }
    out.push(`<span class="line" id="${escapeHtml(s.linePrefix)}-L${line}"><span class="ln">${line}</span>${html}</span>`);
  });
  return `<div class="source-file">${escapeHtml(s.label)}</div><pre class="source">${out.join("")}</pre>`;
}

function anchor(sp: SourceSpan): string {
  return `<span id="${escapeHtml(sp.id)}"></span>`;
}

/** Whether the character at 0-based `col` of `line` lies inside the span. */
function covers(sp: SourceSpan, line: number, col: number): boolean {
  const afterStart = line > sp.line || col >= sp.column - 1;
  const beforeEnd = line < sp.endLine || col < sp.endColumn;
  return afterStart && beforeEnd;
}
