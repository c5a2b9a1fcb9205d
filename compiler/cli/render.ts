// Turns diagnostics into what a person reads: `file:line:col: error TT1101: message`,
// then a code frame with a caret under the range. Rendering happens only here.

import type { Diagnostic } from "../../runtime/diagnostics.js";
import { SourceText } from "../../grammar/source.js";

export function renderDiagnostic(d: Diagnostic, source: SourceText | undefined): string {
  if (source === undefined) return `${d.file}: ${d.severity} ${d.code}: ${d.message}`;
  const start = source.position(d.range.start);
  const head = `${d.file}:${start.line}:${start.column}: ${d.severity} ${d.code}: ${d.message}`;
  return `${head}\n${codeFrame(source, d.range.start, d.range.end)}`;
}

/** Two lines of context above the error line, the line itself, and a caret line. */
export function codeFrame(source: SourceText, startOffset: number, endOffset: number): string {
  const start = source.position(startOffset);
  const end = source.position(Math.max(startOffset, endOffset - 1));
  const first = Math.max(1, start.line - 2);
  const width = String(start.line).length;
  const lines: string[] = [];
  for (let line = first; line <= start.line; line++) {
    const text = source.lineText(line).replace(/\t/g, " ");
    const marker = line === start.line ? ">" : " ";
    lines.push(`${marker} ${String(line).padStart(width)} | ${text}`);
  }
  const lineLength = source.lineText(start.line).length;
  const caretEnd = end.line === start.line ? end.column : lineLength;
  const carets = Math.max(1, Math.min(caretEnd, Math.max(lineLength, start.column)) - start.column + 1);
  lines.push(`  ${" ".repeat(width)} | ${" ".repeat(start.column - 1)}${"^".repeat(carets)}`);
  return lines.join("\n");
}
