// Turns .cfg text into tokens plus located lexing diagnostics. Lexing never fails:
// an unclosed string still yields a string token (so the parser does not cascade),
// an unclosed comment swallows the rest of the file, and a stray character is
// reported and skipped.

import type { IToken } from "../chevrotain.js";
import { diagnostic, type Diagnostic } from "../../runtime/diagnostics.js";
import { hintedLexer, type LexerSetup } from "../lexerHints.js";
import { cfgLexerHints } from "./lexerHints.generated.js";
import { allTokens, ClosedString, UnterminatedBlockComment, UnterminatedString } from "./tokens.js";

/** The Chevrotain lexer's definition (its hints: ../lexerHints.ts). */
export const cfgLexerSetup: LexerSetup = {
  tokens: allTokens,
  config: {
    // "full": in Chevrotain 11 only this mode records token end offsets, which CST node ranges need.
    positionTracking: "full",
    ensureOptimizations: true,
    // Checked by a unit test (test/grammar/validations.test.ts) instead of on every start.
    skipValidations: true,
  },
  hints: cfgLexerHints,
};

const cfgLexer = hintedLexer(cfgLexerSetup);

export interface CfgLexResult {
  readonly tokens: readonly IToken[];
  readonly diagnostics: readonly Diagnostic[];
}

export function lexCfg(path: string, text: string): CfgLexResult {
  const result = cfgLexer.tokenize(text);
  const diagnostics: Diagnostic[] = [];
  for (const error of result.errors) {
    const found = text.slice(error.offset, error.offset + error.length);
    diagnostics.push(
      diagnostic("UnexpectedCharacter", path, { start: error.offset, end: error.offset + error.length }, { found: quote(found) }),
    );
  }
  for (const comment of result.groups["comments"] ?? []) {
    if (comment.tokenType === UnterminatedBlockComment) {
      diagnostics.push(diagnostic("UnterminatedComment", path, { start: comment.startOffset, end: comment.startOffset + 2 }));
    }
  }
  for (const token of result.tokens) {
    if (token.tokenType === UnterminatedString) {
      diagnostics.push(diagnostic("UnterminatedString", path, tokenRange(token)));
      checkEscapes(path, token, diagnostics);
    } else if (token.tokenType === ClosedString) {
      checkEscapes(path, token, diagnostics);
    }
  }
  return { tokens: result.tokens, diagnostics };
}

// TLA+ strings allow exactly these escapes; SANY's lexer rejects any other.
const validEscapes = new Set(['"', "\\", "t", "n", "f", "r"]);

function checkEscapes(path: string, token: IToken, diagnostics: Diagnostic[]): void {
  const image = token.image;
  for (let i = 1; i < image.length; i++) {
    if (image.charCodeAt(i) !== 92 /* \ */) continue;
    const next = image[i + 1];
    if (next === undefined || !validEscapes.has(next)) {
      const start = token.startOffset + i;
      const end = next === undefined ? start + 1 : start + 2;
      diagnostics.push(diagnostic("InvalidEscape", path, { start, end }, { found: quote(image.slice(i, i + 2)) }));
    }
    i++;
  }
}

export function tokenRange(token: IToken): { start: number; end: number } {
  return { start: token.startOffset, end: token.startOffset + token.image.length };
}

/** How a piece of source is shown inside a message: quoted, and cut short when long. */
export function quote(text: string): string {
  const shown = text.length > 40 ? text.slice(0, 37) + "..." : text;
  return `'${shown.replace(/\r?\n|\r/g, " ")}'`;
}
