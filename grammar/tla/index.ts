// The TLA+ front end: text in, AST and located diagnostics out. Never throws.

import type { IRecognitionException, IToken } from "chevrotain";
import { diagnostic, type Diagnostic } from "../../runtime/diagnostics.js";
import { SourceText } from "../source.js";
import type { SourceFileAst } from "./ast.js";
import { lexTla } from "./lexer.js";
import { describeToken } from "./messages.js";
import { TlaParser } from "./parser.js";
import { ModuleEnd, ModuleHeader, Identifier } from "./tokens.js";

export interface TlaParseResult {
  readonly ast: SourceFileAst | undefined;
  readonly diagnostics: readonly Diagnostic[];
  readonly source: SourceText;
}

/** Syntax errors after this many are summarised by one TooManyErrors diagnostic. */
const maxSyntaxErrors = 25;

let sharedParser: TlaParser | undefined;

interface Preparsed {
  readonly text: string;
  readonly ast: SourceFileAst | undefined;
  readonly diagnostics: readonly Diagnostic[];
  readonly tokens: readonly IToken[] | undefined;
}

/** Files parsed before the run, by path (preparseTla). */
const preparsed = new Map<string, Preparsed>();

/**
 * Parses `text` now, so that parseTla of the same path and the same text later returns this
 * result instead of parsing again. The start-up snapshot does it for the standard modules that
 * ship with tla2ts (compiler/cli/snapshot/entry.ts): nearly every spec extends some of them, and
 * parsing them was some 5 % of a small check. The AST and diagnostics are immutable and shared;
 * each parseTla gets its own SourceText (the intern table drops its tokens once read).
 */
export function preparseTla(path: string, text: string): void {
  const { ast, diagnostics, source } = parseTla(path, text);
  preparsed.set(path, { text, ast, diagnostics, tokens: source.tokens });
}

/** `given`: another parser than the shared one (tests compare stored and computed lookahead). */
export function parseTla(path: string, text: string, given?: TlaParser): TlaParseResult {
  const source = new SourceText(path, text);
  const before = given === undefined ? preparsed.get(path) : undefined;
  if (before !== undefined && before.text === text) {
    source.tokens = before.tokens;
    return { ast: before.ast, diagnostics: before.diagnostics, source };
  }
  try {
    const lexed = lexTla(path, text);
    if (lexed.tokens.length === 0) {
      return { ast: undefined, diagnostics: [...lexed.diagnostics, diagnostic("MissingModuleHeader", path, { start: 0, end: 0 })], source };
    }
    const parser = given ?? (sharedParser ??= new TlaParser());
    const ast = parser.parse(path, lexed.tokens);
    source.tokens = lexed.tokens;
    const syntax = parser.errors.map((e) => syntaxDiagnostic(parser, path, text, lexed.tokens, e));
    const diagnostics = [...lexed.diagnostics, ...dedupe(syntax), ...parser.semanticDiagnostics];
    return { ast, diagnostics: capped(path, diagnostics), source };
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    return { ast: undefined, diagnostics: [diagnostic("InternalError", path, { start: 0, end: 0 }, { message })], source };
  }
}

function syntaxDiagnostic(parser: TlaParser, path: string, text: string, tokens: IToken[], e: IRecognitionException): Diagnostic {
  const token = e.token;
  const real = parser.realToken(token);
  const atEnd = Number.isNaN(real.startOffset);
  const range = atEnd ? { start: text.length, end: text.length } : { start: real.startOffset, end: real.endOffset! + 1 };
  if (atEnd && e.message === ModuleEnd.LABEL) {
    return diagnostic("MissingModuleEnd", path, range, { name: lastModuleName(tokens) });
  }
  if (e.message === ModuleEnd.LABEL) {
    // The module's list of units stopped: say what may come there, not only '===='.
    const expected = "a definition, a declaration or '===='";
    if (real.image === "==") return diagnostic("IncompleteUnit", path, range, { expected });
    return diagnostic("UnexpectedToken", path, range, { expected, found: describeToken(real) });
  }
  const list = parser.offsideOf(token);
  // A token in column 1 almost always starts the next unit: then the list item is
  // unfinished, which the ordinary "expected ..." message says better.
  if (list !== undefined && real.startColumn! < list.column && real.startColumn! > 1) {
    return diagnostic("JunctionMisaligned", path, range, { found: describeToken(real), bullet: `'${list.bullet}'`, column: list.column });
  }
  return diagnostic("UnexpectedToken", path, range, { expected: e.message, found: describeToken(real) });
}

function lastModuleName(tokens: readonly IToken[]): string {
  for (let i = tokens.length - 2; i >= 0; i--) {
    if (tokens[i]!.tokenType === ModuleHeader && tokens[i + 1]!.tokenType === Identifier) return tokens[i + 1]!.image;
  }
  return "?";
}

/** Recovery can report the same position twice; keep the first. */
function dedupe(ds: Diagnostic[]): Diagnostic[] {
  const seen = new Set<number>();
  return ds.filter((d) => !seen.has(d.range.start) && (seen.add(d.range.start), true));
}

function capped(path: string, ds: Diagnostic[]): Diagnostic[] {
  if (ds.length <= maxSyntaxErrors) return ds;
  const kept = ds.slice(0, maxSyntaxErrors);
  const last = kept[kept.length - 1]!;
  kept.push(diagnostic("TooManyErrors", path, last.range, { count: maxSyntaxErrors }));
  return kept;
}
