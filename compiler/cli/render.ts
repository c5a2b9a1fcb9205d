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

/** Lines longer than this (a log line holding a value nested thousands deep) are shown as a window of this width around the error. */
const MAX_SHOWN = 200;

/**
 * Two lines of context above the error line, the line itself, and a caret line. A line
 * longer than MAX_SHOWN shows the MAX_SHOWN characters around the error's column, its
 * cut ends marked with `…`, the same columns for every line of the frame.
 */
export function codeFrame(source: SourceText, startOffset: number, endOffset: number): string {
  const start = source.position(startOffset);
  const end = source.position(Math.max(startOffset, endOffset - 1));
  const first = Math.max(1, start.line - 2);
  const width = String(start.line).length;
  const lineLength = source.lineText(start.line).length;
  const from = lineLength <= MAX_SHOWN ? 0 : Math.max(0, Math.min(start.column - 1 - MAX_SHOWN / 2, lineLength - MAX_SHOWN));
  const shown = (text: string): string => {
    if (text.length <= MAX_SHOWN && from === 0) return text;
    return (from > 0 ? "…" : "") + text.slice(from, from + MAX_SHOWN) + (text.length > from + MAX_SHOWN ? "…" : "");
  };
  const lines: string[] = [];
  for (let line = first; line <= start.line; line++) {
    const text = shown(source.lineText(line).replace(/\t/g, " "));
    const marker = line === start.line ? ">" : " ";
    lines.push(`${marker} ${String(line).padStart(width)} | ${text}`);
  }
  const caretEnd = Math.min(end.line === start.line ? end.column : lineLength, from + MAX_SHOWN);
  const carets = Math.max(1, Math.min(caretEnd, Math.max(lineLength, start.column)) - start.column + 1);
  const indent = start.column - 1 - from + (from > 0 ? 1 : 0);
  lines.push(`  ${" ".repeat(width)} | ${" ".repeat(indent)}${"^".repeat(carets)}`);
  return lines.join("\n");
}
