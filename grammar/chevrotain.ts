// Chevrotain for the parsers, loaded from the single-file ESM bundle it ships
// (lib/chevrotain.mjs) instead of its package entry (lib/src/api.js). The entry
// pulls in lodash-es as some 600 small modules: measured, importing it took 0.75 s,
// half of `tla2ts check`'s whole-process budget for SwarmKit; the bundle, the same
// code, loads in about 0.05 s. The package's "exports" map hides the bundle, so its
// path is derived from where the entry resolves. Every parser imports chevrotain's
// values from here so that one copy is loaded (token types are compared by identity).

import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import type * as Chevrotain from "chevrotain";

async function loadChevrotain(): Promise<typeof Chevrotain> {
  const entry = createRequire(import.meta.url).resolve("chevrotain");
  const bundle = join(dirname(entry), "..", "chevrotain.mjs");
  if (existsSync(bundle)) return (await import(pathToFileURL(bundle).href)) as typeof Chevrotain;
  return await import("chevrotain");
}

const chevrotain = await loadChevrotain();

export const { createToken, createTokenInstance, tokenLabel, tokenMatcher, EOF } = chevrotain;
export const Lexer: typeof Chevrotain.Lexer = chevrotain.Lexer;
export type Lexer = Chevrotain.Lexer;
export const EmbeddedActionsParser: typeof Chevrotain.EmbeddedActionsParser = chevrotain.EmbeddedActionsParser;
export type EmbeddedActionsParser = Chevrotain.EmbeddedActionsParser;
export const CstParser: typeof Chevrotain.CstParser = chevrotain.CstParser;
export type CstParser = Chevrotain.CstParser;
export const LLkLookaheadStrategy: typeof Chevrotain.LLkLookaheadStrategy = chevrotain.LLkLookaheadStrategy;
// For the generated tables (storedLookahead.ts, storedGrammar.ts, lexerHints.ts): the recorded grammar's
// production classes, Chevrotain's version, and the lookahead paths the tables hold.
export const {
  Alternation,
  Alternative,
  NonTerminal,
  Option,
  Repetition,
  RepetitionMandatory,
  RepetitionMandatoryWithSeparator,
  RepetitionWithSeparator,
  Rule,
  Terminal,
  VERSION,
  getLookaheadPaths,
} = chevrotain;
export type Rule = Chevrotain.Rule;
export type {
  ILookaheadStrategy,
  IProduction,
  LookaheadProductionType,
  CstElement,
  CstNode,
  IParserErrorMessageProvider,
  IRecognitionException,
  ILexerConfig,
  IToken,
  TokenType,
} from "chevrotain";
