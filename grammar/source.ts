// Nodes and diagnostics carry character offsets; line and column are computed from
// a per-file table of line starts only when a position is shown to a person.

import type { IToken } from "./chevrotain.js";

export interface Position {
  /** 1-based line. */
  readonly line: number;
  /** 1-based column, counted in UTF-16 code units like the offsets. */
  readonly column: number;
}

export class SourceText {
  private lineStartsCache: number[] | undefined;
  /**
   * The lexer's tokens of `text`, as parseTla made them, kept for the one analysis that
   * reads a module's tokens again (TLC's intern table, compiler/analyse/internOrder.ts), which
   * then drops them: lexing a module twice was some 5-10 % of a small model's run.
   */
  tokens: readonly IToken[] | undefined;

  constructor(
    readonly path: string,
    readonly text: string,
  ) {}

  get lineStarts(): readonly number[] {
    if (this.lineStartsCache === undefined) {
      const starts = [0];
      const text = this.text;
      for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c === 10) starts.push(i + 1);
        else if (c === 13 && text.charCodeAt(i + 1) !== 10) starts.push(i + 1);
      }
      this.lineStartsCache = starts;
    }
    return this.lineStartsCache;
  }

  position(offset: number): Position {
    const starts = this.lineStarts;
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - starts[lo]! + 1 };
  }

  /**
   * The position as SANY reports it (TLC's "line 8, col 16"): JavaCC's SimpleCharStream
   * advances the column of a tab to the next multiple of 8, so after a tab the columns
   * are those of the text with its tabs expanded; without a tab, `position`.
   */
  tlcPosition(offset: number): Position {
    const at = this.position(offset);
    const start = offset - at.column + 1;
    const text = this.text;
    if (text.lastIndexOf("\t", offset) < start) return at;
    let column = 0;
    for (let i = start; i <= offset && i < text.length; i++) {
      column++;
      if (text.charCodeAt(i) === 9) column += 7 - ((column - 1) % 8);
    }
    return { line: at.line, column: Math.max(column, 1) };
  }

  /** The text of a 1-based line, without its line break. */
  lineText(line: number): string {
    const starts = this.lineStarts;
    const start = starts[line - 1];
    if (start === undefined) return "";
    const next = starts[line];
    return this.text.slice(start, next === undefined ? this.text.length : next).replace(/\r?\n$|\r$/, "");
  }
}
