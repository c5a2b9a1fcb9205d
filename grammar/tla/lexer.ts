// Lexing a .tla file: only the text of top-level modules is TLA+. Everything before
// the first `---- MODULE` line, after a top-level module's closing `====`, and
// between top-level modules is ignored. The driver blanks those stretches (keeping
// line breaks so offsets, lines and columns stay true) and runs the Chevrotain lexer
// over the result; it then turns lexer errors and malformed tokens into diagnostics.

import type { IToken } from "../chevrotain.js";
import { diagnostic, type Diagnostic } from "../../runtime/diagnostics.js";
import { hintedLexer, type LexerSetup } from "../lexerHints.js";
import { tlaLexerHints } from "./lexerHints.generated.js";
import { allTokens, BlockComment, ModuleEnd, ModuleHeader, Number_, unicodeTokens, UnterminatedString } from "./tokens.js";

/** The Chevrotain lexer's definition (its hints: ../lexerHints.ts). */
export const tlaLexerSetup: LexerSetup = {
  tokens: [...allTokens, ...unicodeTokens.keys()],
  config: { ensureOptimizations: true, positionTracking: "full", skipValidations: true },
  hints: tlaLexerHints,
};

const chevrotainLexer = hintedLexer(tlaLexerSetup);

export interface TlaLexResult {
  readonly tokens: IToken[];
  readonly diagnostics: Diagnostic[];
}

const moduleHeaderPattern = /-{4,}[ \t\r\n]*MODULE/g;

/** Replaces every non-line-break character in [start, end) with a space. */
function blank(text: string, start: number, end: number): string {
  if (start >= end) return text;
  const middle = text.slice(start, end).replace(/[^\r\n]/g, " ");
  return text.slice(0, start) + middle + text.slice(end);
}

function nextHeaderAt(text: string, from: number): number {
  moduleHeaderPattern.lastIndex = from;
  const m = moduleHeaderPattern.exec(text);
  return m === null ? -1 : m.index;
}

export function lexTla(path: string, text: string): TlaLexResult {
  const first = nextHeaderAt(text, 0);
  if (first < 0) return { tokens: [], diagnostics: [] };
  let input = blank(text, 0, first);
  // Each round lexes the input, finds the first top-level module end whose tail is
  // not yet blank, and blanks that tail up to the next module header. Files with one
  // module need one or two rounds.
  for (;;) {
    const result = chevrotainLexer.tokenize(input);
    const tokens = result.tokens;
    let depth = 0;
    let tailStart = -1;
    for (let i = 0; i < tokens.length; i++) {
      const t = tokens[i]!;
      if (t.tokenType === ModuleHeader) depth++;
      else if (t.tokenType === ModuleEnd && depth > 0 && --depth === 0) {
        const after = t.endOffset! + 1;
        const next = nextHeaderAt(input, after);
        const tailEnd = next < 0 ? input.length : next;
        if (/[^\s]/.test(input.slice(after, tailEnd))) {
          tailStart = after;
          input = blank(input, after, tailEnd);
          break;
        }
      }
    }
    if (tailStart >= 0) continue;
    asciiSpellings(tokens);
    return { tokens, diagnostics: lexDiagnostics(path, input, result.errors, tokens, result.groups["comments"] ?? []) };
  }
}

/** Gives each Unicode-spelled token its ASCII token type and spelling (tokens.ts). */
function asciiSpellings(tokens: IToken[]): void {
  for (const t of tokens) {
    const ascii = unicodeTokens.get(t.tokenType);
    if (ascii === undefined) continue;
    t.tokenType = ascii.type;
    t.tokenTypeIdx = ascii.type.tokenTypeIdx!;
    t.image = ascii.ascii;
  }
}

function lexDiagnostics(
  path: string,
  text: string,
  errors: readonly { offset: number; length: number }[],
  tokens: IToken[],
  comments: readonly IToken[],
): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const e of errors) {
    const found = text.slice(e.offset, e.offset + Math.min(e.length, 1));
    out.push(diagnostic("UnexpectedCharacter", path, { start: e.offset, end: e.offset + 1 }, { found: JSON.stringify(found) }));
  }
  const lastComment = comments[comments.length - 1];
  if (lastComment !== undefined && lastComment.tokenType === BlockComment && !isClosedBlockComment(lastComment.image)) {
    out.push(diagnostic("UnterminatedComment", path, { start: lastComment.startOffset, end: lastComment.startOffset + 2 }));
  }
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.tokenType === UnterminatedString) {
      out.push(diagnostic("UnterminatedString", path, { start: t.startOffset, end: t.endOffset! + 1 }));
    } else if (t.tokenType === Number_ && !wellFormedNumber.test(t.image)) {
      out.push(diagnostic("InvalidNumber", path, { start: t.startOffset, end: t.endOffset! + 1 }, { found: t.image }));
    } else if (t.tokenType === ModuleHeader && !/^[ \t]*[A-Za-z0-9_]*[A-Za-z]/.test(text.slice(t.endOffset! + 1))) {
      const at = t.endOffset! + 1;
      out.push(diagnostic("MissingModuleName", path, { start: at - "MODULE".length, end: at }));
    }
  }
  return out;
}

const wellFormedNumber = /^(?:\d+(?:\.\d+)?|\\[bB][01]+|\\[oO][0-7]+|\\[hH][0-9a-fA-F]+)$/;

function isClosedBlockComment(image: string): boolean {
  let depth = 0;
  for (let i = 0; i < image.length - 1; i++) {
    const c = image.charCodeAt(i);
    const d = image.charCodeAt(i + 1);
    if (c === 40 && d === 42) {
      depth++;
      i++;
    } else if (c === 42 && d === 41) {
      depth--;
      i++;
      if (depth === 0) return i === image.length - 1;
    }
  }
  return false;
}

const escapes: Record<string, string> = { '"': '"', "\\": "\\", t: "\t", n: "\n", f: "\f", r: "\r" };

/** The value of a string token, or the first invalid escape sequence. */
export function decodeString(image: string, closed = true): { value: string; badEscapeAt: number } {
  let value = "";
  const end = closed ? image.length - 1 : image.length;
  for (let i = 1; i < end; i++) {
    const c = image[i]!;
    if (c !== "\\") {
      value += c;
      continue;
    }
    const e = escapes[image[i + 1]!];
    if (e === undefined) return { value, badEscapeAt: i };
    value += e;
    i++;
  }
  return { value, badEscapeAt: -1 };
}
