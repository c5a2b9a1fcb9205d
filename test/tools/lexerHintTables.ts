// The lexers' stored hints (grammar/lexerHints.ts): for each RegExp token, what
// Chevrotain's own analysis of its pattern finds, read from a lexer built without hints.
// `npm run grammar:tables` writes them; test/grammar/lexerHints.test.ts fails while a
// committed table differs.

import { Lexer, VERSION, type TokenType } from "../../grammar/chevrotain.js";
import type { LexerHints, LexerSetup } from "../../grammar/lexerHints.js";
import { alloyLexerSetup } from "../../grammar/alloy/lexer.js";
import { cfgLexerSetup } from "../../grammar/cfg/lexer.js";
import { tlaLexerSetup } from "../../grammar/tla/lexer.js";
import type { GeneratedTable } from "./lookaheadTables.js";

export const lexerHintTables: readonly (GeneratedTable & { readonly setup: LexerSetup })[] = [
  { path: "grammar/tla/lexerHints.generated.ts", name: "tlaLexerHints", type: "LexerHints", source: "../lexerHints.js", from: "tla/tokens.ts", setup: tlaLexerSetup },
  { path: "grammar/cfg/lexerHints.generated.ts", name: "cfgLexerHints", type: "LexerHints", source: "../lexerHints.js", from: "cfg/tokens.ts", setup: cfgLexerSetup },
  { path: "grammar/alloy/lexerHints.generated.ts", name: "alloyLexerHints", type: "LexerHints", source: "../lexerHints.js", from: "alloy/tokens.ts", setup: alloyLexerSetup },
].map((t) => ({ ...t, compute: () => computeLexerHints(t.setup) }));

/** What the lexer keeps of its analysis (Chevrotain's own fields, read here only). */
interface AnalysedLexer {
  readonly patternIdxToConfig: { readonly defaultMode: readonly { readonly tokenType: TokenType; readonly canLineTerminator: boolean }[] };
  readonly charCodeToPatternIdxToConfig: { readonly defaultMode: readonly (readonly { readonly tokenType: TokenType }[] | undefined)[] };
}

export function computeLexerHints(setup: LexerSetup): LexerHints {
  const lexer = new Lexer([...setup.tokens], setup.config) as unknown as AnalysedLexer;
  const starts = new Map<TokenType, number[]>();
  lexer.charCodeToPatternIdxToConfig.defaultMode.forEach((configs, code) => {
    for (const c of configs ?? []) starts.set(c.tokenType, [...(starts.get(c.tokenType) ?? []), code]);
  });
  const tokens: Record<string, LexerHints["tokens"][string]> = {};
  for (const { tokenType, canLineTerminator } of lexer.patternIdxToConfig.defaultMode) {
    const start = starts.get(tokenType) ?? [];
    // Above 255 the dispatch table holds buckets of characters, not characters: no hint.
    if (!(tokenType.PATTERN instanceof RegExp) || start.length === 0 || start.some((c) => c > 255)) continue;
    tokens[tokenType.name] = { pattern: String(tokenType.PATTERN), start, lineBreaks: canLineTerminator };
  }
  return { chevrotain: VERSION, config: JSON.stringify(setup.config), tokens };
}
