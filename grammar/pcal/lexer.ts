// Tokens of a PlusCal algorithm. PlusCal expressions are TLA+ expressions, so the
// algorithm text is cut into tokens by the TLA+ token set (grammar/tla/tokens.ts);
// PlusCal's own symbols (`:=`, `||`) are TLA+ operator symbols there already.
// The parser decides, by bracket depth, where an expression ends.

import { createToken, Lexer } from "../chevrotain.js";
import { allTokens, Identifier, String_ } from "../tla/tokens.js";
import type { TokKind } from "./expr.js";

/** PlusCal's statement separator, the one symbol TLA+ does not have. */
const Semicolon = createToken({ name: "PcalSemicolon", pattern: /;/ });

const chevrotainLexer = new Lexer([...allTokens, Semicolon], { positionTracking: "full", skipValidations: true, ensureOptimizations: false });

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

/** Tokens of `text` from offset `from` on (the earlier text only counts for lines and columns). */
export function lexAlgorithm(text: string, from: number): PcalLexResult {
  const input = text.slice(0, from).replace(/[^\r\n]/g, " ") + text.slice(from);
  const result = chevrotainLexer.tokenize(input);
  const tokens: PTok[] = result.tokens.map((t) => ({
    text: t.image,
    kind: t.tokenType === Identifier ? "ident" : t.tokenType === String_ || t.tokenType.CATEGORIES?.includes(String_) ? "string" : "other",
    line: t.startLine! - 1,
    col: visualColumn(text, t.startOffset - (t.startColumn! - 1), t.startOffset),
    offset: t.startOffset,
    end: t.endOffset! + 1,
  }));
  return { tokens, badChars: result.errors.map((e) => e.offset) };
}

/** The 0-based column of `offset` with tabs expanded to the next multiple of 8, as the translator reads its input. */
function visualColumn(text: string, lineStart: number, offset: number): number {
  let col = 0;
  for (let i = lineStart; i < offset; i++) col = text.charCodeAt(i) === 9 ? col + 8 - (col % 8) : col + 1;
  return col;
}
