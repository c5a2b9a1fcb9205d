// Tokens of a PlusCal algorithm. PlusCal expressions are TLA+ expressions, so the
// algorithm text is cut into tokens by the TLA+ token set (grammar/tla/tokens.ts);
// PlusCal's own symbols (`:=`, `||`) are TLA+ operator symbols there already.
// The parser decides, by bracket depth, where an expression ends.

import { createToken, Lexer } from "../chevrotain.js";
import { allTokens, Identifier, String_ } from "../tla/tokens.js";
import type { TokKind } from "./expr.js";

/** PlusCal's statement separator, the one symbol TLA+ does not have. */
const Semicolon = createToken({ name: "PcalSemicolon", pattern: /;/ });

const chevrotainLexer = new Lexer([...allTokens, Semicolon], {
  positionTracking: "full",
  skipValidations: true,
  ensureOptimizations: false,
});

export interface PTok {
  readonly text: string;
  readonly kind: TokKind;
  /** 0-based line and column in the file. */
  readonly line: number;
  readonly col: number;
  readonly offset: number;
  readonly end: number;
}

export interface PcalLexResult {
  readonly tokens: PTok[];
  /** Offsets of characters the TLA+ token set does not know. */
  readonly badChars: number[];
}

/**
 * Tokens of `text` from offset `from` on, with offsets, lines and columns in the
 * whole file. The algorithm ends before the file's `\* BEGIN TRANSLATION` line, so
 * the text after that line is not lexed.
 */
export function lexAlgorithm(text: string, from: number): PcalLexResult {
  const translation = text.slice(from).search(/\n[ \t]*\\\*+[ \t]*BEGIN[ \t]+TRANSLATION/);
  const limit = translation < 0 ? text.length : from + translation + 1;
  const result = chevrotainLexer.tokenize(text.slice(from, limit));
  let firstLine = 0;
  for (let i = text.indexOf("\n"); i >= 0 && i < from; i = text.indexOf("\n", i + 1)) firstLine++;
  const firstLineStart = text.lastIndexOf("\n", from - 1) + 1;
  const tokens: PTok[] = result.tokens.map((t) => {
    const offset = from + t.startOffset;
    const lineStart = t.startLine === 1 ? firstLineStart : offset - (t.startColumn! - 1);
    return {
      text: t.image,
      kind:
        t.tokenType === Identifier ? "ident" : t.tokenType === String_ || t.tokenType.CATEGORIES?.includes(String_) ? "string" : "other",
      line: firstLine + t.startLine! - 1,
      col: visualColumn(text, lineStart, offset),
      offset,
      end: from + t.endOffset! + 1,
    };
  });
  return { tokens, badChars: result.errors.map((e) => from + e.offset) };
}

/** The 0-based column of `offset` with tabs expanded to the next multiple of 8, as the translator reads its input. */
function visualColumn(text: string, lineStart: number, offset: number): number {
  let col = 0;
  for (let i = lineStart; i < offset; i++) col = text.charCodeAt(i) === 9 ? col + 8 - (col % 8) : col + 1;
  return col;
}
