// Building a Chevrotain lexer parses every RegExp token pattern (with its regexp-to-ast
// library) to learn which characters a match can start with (the lexer's first-character
// dispatch) and whether a match can span lines; for the TLA+ and .cfg lexers that was
// most of their construction. Both facts depend only on the pattern, so
// `npm run grammar:tables` stores them per token (test/tools/lexerHintTables.ts), and the lexer is
// built with them as the `start_chars_hint` and `line_breaks` Chevrotain takes from a
// token's definition. A hint is used only for the very pattern (source and flags) it
// was computed from, under the same Chevrotain version and lexer configuration (its
// line terminators); any other token is analysed as before, and a unit test fails until
// the table is regenerated.

import { Lexer, VERSION, type ILexerConfig, type TokenType } from "./chevrotain.js";

export interface LexerHints {
  /** The Chevrotain version whose analysis the hints are, and the lexer configuration (JSON) it had. */
  readonly chevrotain: string;
  readonly config: string;
  /**
   * By token name: its pattern as written (`String(regexp)`), the character codes a
   * match can start with, and whether a match can contain a line terminator.
   */
  readonly tokens: Readonly<Record<string, { readonly pattern: string; readonly start: readonly number[]; readonly lineBreaks: boolean }>>;
}

/** A lexer's definition: what it is built from. */
export interface LexerSetup {
  readonly tokens: readonly TokenType[];
  readonly config: ILexerConfig;
  readonly hints: LexerHints;
}

/**
 * The lexer of `setup`, built with its stored hints. The hints are set on the token
 * types only while the lexer is built (it keeps what it derived from them), so the
 * token types stay as defined.
 */
export function hintedLexer(setup: LexerSetup): Lexer {
  const given: { token: TokenType; start: boolean; lineBreaks: boolean }[] = [];
  if (setup.hints.chevrotain === VERSION && setup.hints.config === JSON.stringify(setup.config)) {
    for (const token of setup.tokens) {
      const hint = setup.hints.tokens[token.name];
      if (hint === undefined || !(token.PATTERN instanceof RegExp) || String(token.PATTERN) !== hint.pattern) continue;
      const start = token.START_CHARS_HINT === undefined;
      const lineBreaks = !Object.hasOwn(token, "LINE_BREAKS");
      if (start) token.START_CHARS_HINT = [...hint.start];
      if (lineBreaks) token.LINE_BREAKS = hint.lineBreaks;
      given.push({ token, start, lineBreaks });
    }
  }
  try {
    return new Lexer([...setup.tokens], setup.config);
  } finally {
    for (const { token, start, lineBreaks } of given) {
      if (start) delete token.START_CHARS_HINT;
      if (lineBreaks) delete token.LINE_BREAKS;
    }
  }
}
