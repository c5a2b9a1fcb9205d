// Lexing an .als file with the Chevrotain lexer, turning its errors and the tokens
// the grammar does not accept (unterminated comments, strings) into diagnostics.

import type { IToken } from "../chevrotain.js";
import { diagnostic, type Diagnostic } from "../../runtime/diagnostics.js";
import { hintedLexer, type LexerSetup } from "../lexerHints.js";
import { alloyLexerHints } from "./lexerHints.generated.js";
import { allTokens, BlockComment, NumberLiteral, StringLiteral } from "./tokens.js";

/** The Chevrotain lexer's definition (its hints: ../lexerHints.ts). */
export const alloyLexerSetup: LexerSetup = {
  tokens: allTokens,
  config: { ensureOptimizations: true, positionTracking: "full", skipValidations: true },
  hints: alloyLexerHints,
};

const chevrotainLexer = hintedLexer(alloyLexerSetup);

export interface AlloyLexResult {
  readonly tokens: IToken[];
  readonly diagnostics: Diagnostic[];
}

const maxInt32 = 2147483647;

export function lexAlloy(file: string, text: string): AlloyLexResult {
  const result = chevrotainLexer.tokenize(text);
  const diagnostics: Diagnostic[] = [];
  for (const e of result.errors) {
    const found = text.slice(e.offset, e.offset + 1);
    diagnostics.push(diagnostic("AlloyUnexpectedCharacter", file, { start: e.offset, end: e.offset + 1 }, { found: JSON.stringify(found) }));
  }
  for (const c of result.groups["comments"] ?? []) {
    if (c.tokenType === BlockComment && !c.image.endsWith("*/")) {
      diagnostics.push(diagnostic("AlloyUnterminatedComment", file, { start: c.startOffset, end: c.startOffset + 2 }));
    }
  }
  const tokens: IToken[] = [];
  for (const t of result.tokens) {
    if (t.tokenType === StringLiteral && (t.image.length < 2 || !t.image.endsWith('"'))) {
      diagnostics.push(diagnostic("AlloyUnterminatedString", file, tokenRange(t)));
    }
    if (t.tokenType === StringLiteral && t.image === '""') {
      diagnostics.push(diagnostic("AlloyEmptyString", file, tokenRange(t)));
    }
    if (t.tokenType === NumberLiteral && Number(t.image) > maxInt32) {
      diagnostics.push(diagnostic("AlloyNumberTooLarge", file, tokenRange(t), { found: t.image }));
    }
    tokens.push(t);
  }
  diagnostics.sort((a, b) => a.range.start - b.range.start);
  return { tokens, diagnostics };
}

export function tokenRange(t: IToken): { start: number; end: number } {
  return { start: t.startOffset, end: t.endOffset! + 1 };
}
