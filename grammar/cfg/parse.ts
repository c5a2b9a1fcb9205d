// parseCfg: text → AST + diagnostics. Never throws and never loops without
// consuming input. Like TLC (`ModelConfig.parse`), a keyword always starts a new
// section; each section is parsed on its own so several mistakes are reported in
// one pass. The AST is returned only when there is no error, so a consumer that
// holds an AST can trust every node in it.

import { tokenMatcher, type CstNode, type IRecognitionException, type IToken } from "../chevrotain.js";
import { diagnostic, hasErrors, type Diagnostic, type Range } from "../../runtime/diagnostics.js";
import { SourceText } from "../source.js";
import type { CfgFile, CfgStatement } from "./ast.js";
import { lexCfg, quote, tokenRange } from "./lexer.js";
import { cfgGrammar, sectionEndExpected, type CfgGrammar } from "./parser.js";
import { CfgAstBuilder } from "./toAst.js";
import {
  CheckDeadlock,
  ConstantsKeyword,
  Identifier,
  Keyword,
  keywordSpellings,
  NameListKeyword,
  SingleNameKeyword,
} from "./tokens.js";

export interface CfgParseResult {
  /** The whole file, or undefined when any error diagnostic was reported. */
  readonly ast: CfgFile | undefined;
  /** Errors and warnings, ordered by position. */
  readonly diagnostics: readonly Diagnostic[];
  readonly source: SourceText;
}

type SectionRule = "singleNameSection" | "nameListSection" | "checkDeadlockSection" | "constantsSection";

/** What may follow the complete part of a section, for "expected ... but found" messages. */
const afterSection: Readonly<Record<SectionRule, string>> = {
  singleNameSection: "a configuration keyword",
  checkDeadlockSection: "a configuration keyword",
  nameListSection: "a name or a configuration keyword",
  constantsSection: "a constant name or a configuration keyword",
};

const keywordList = keywordSpellings.join(", ");

/** `grammar`: another parser than the shared one (tests compare stored and computed lookahead). */
export function parseCfg(path: string, text: string, grammar: CfgGrammar = cfgGrammar()): CfgParseResult {
  const source = new SourceText(path, text);
  try {
    return parseChecked(path, text, source, grammar);
  } catch (error) {
    // A bug of ours must still come out as a located diagnostic, not a stack trace.
    const message = error instanceof Error ? error.message : String(error);
    const internal = diagnostic("InternalError", path, { start: 0, end: 0 }, { message });
    return { ast: undefined, diagnostics: [internal], source };
  }
}

function parseChecked(path: string, text: string, source: SourceText, grammar: CfgGrammar): CfgParseResult {
  const lexed = lexCfg(path, text);
  const diagnostics: Diagnostic[] = [...lexed.diagnostics];
  const tokens = lexed.tokens;
  const builder = new CfgAstBuilder(path, diagnostics);
  const statements: CfgStatement[] = [];

  let i = 0;
  // Text before the first keyword belongs to no section: TLC expects a keyword there.
  if (tokens.length > 0 && !tokenMatcher(tokens[0]!, Keyword)) {
    const first = tokens[0]!;
    diagnostics.push(unexpectedOutsideSection(path, first));
    while (i < tokens.length && !tokenMatcher(tokens[i]!, Keyword)) i++;
  }
  while (i < tokens.length) {
    const start = i;
    i++;
    while (i < tokens.length && !tokenMatcher(tokens[i]!, Keyword)) i++;
    const section = tokens.slice(start, i);
    const next = tokens[i];
    const rule = sectionRule(section[0]!);
    const sectionErrors = parseSection(grammar, rule, namesAsTlcReadsThem(rule, section));
    if (sectionErrors.cst === undefined || sectionErrors.errors.length > 0) {
      for (const e of sectionErrors.errors) diagnostics.push(toDiagnostic(path, text, rule, e, next));
      continue;
    }
    const statement = builder.statement(sectionErrors.cst);
    if (statement !== undefined) statements.push(statement);
  }

  reportRepeats(path, statements, diagnostics);
  diagnostics.sort((a, b) => a.range.start - b.range.start);
  const ast: CfgFile | undefined = hasErrors(diagnostics)
    ? undefined
    : { kind: "CfgFile", statements, range: { start: 0, end: text.length } };
  return { ast, diagnostics, source };
}

/**
 * TLC's ModelConfig.parse takes EVERY token up to the next keyword as a name of an INVARIANT, PROPERTY, CONSTRAINT or
 * ACTION_CONSTRAINT list, and the token after SPECIFICATION, INIT, NEXT, VIEW, ... as that name, whatever it is:
 * `PROPERTY A!ASpec` lists `A`, `!` and `ASpec`, and the first one not defined is TLC's "The property A specified in
 * the configuration file\nis not defined in the specification." (exit 151), not a syntax error; `INIT 3` names `3`.
 * (`SPECIFICATION A!ASpec` names `A`; the `!` after it is where TLC expected a keyword, a syntax error, exit 255.)
 */
function namesAsTlcReadsThem(rule: SectionRule, section: readonly IToken[]): IToken[] {
  const names = rule === "nameListSection" ? section.length : rule === "singleNameSection" ? 2 : 0;
  const asName = (t: IToken): IToken => (tokenMatcher(t, Identifier) ? t : { ...t, tokenType: Identifier, tokenTypeIdx: Identifier.tokenTypeIdx! });
  return section.map((t, i) => (i === 0 || i >= names ? t : asName(t)));
}

function sectionRule(keyword: IToken): SectionRule {
  if (tokenMatcher(keyword, ConstantsKeyword)) return "constantsSection";
  if (tokenMatcher(keyword, NameListKeyword)) return "nameListSection";
  if (tokenMatcher(keyword, SingleNameKeyword)) return "singleNameSection";
  if (tokenMatcher(keyword, CheckDeadlock)) return "checkDeadlockSection";
  throw new Error(`token ${keyword.image} is a keyword of no section`);
}

function parseSection(
  grammar: CfgGrammar,
  rule: SectionRule,
  section: IToken[],
): { cst: CstNode | undefined; errors: readonly IRecognitionException[] } {
  grammar.input = section;
  const cst = grammar[rule]();
  return { cst, errors: [...grammar.errors] };
}

function toDiagnostic(
  path: string,
  text: string,
  rule: SectionRule,
  error: IRecognitionException,
  nextKeyword: IToken | undefined,
): Diagnostic {
  const found = error.token;
  // Chevrotain's end-of-input token has no offset: the section ended at the next keyword or at the end of the file.
  const atSectionEnd = Number.isNaN(found.startOffset) || found.startOffset === undefined;
  let range: Range;
  let foundText: string;
  if (!atSectionEnd) {
    range = tokenRange(found);
    foundText = quote(found.image);
  } else if (nextKeyword !== undefined) {
    range = tokenRange(nextKeyword);
    foundText = quote(nextKeyword.image);
  } else {
    range = { start: text.length, end: text.length };
    foundText = "end of file";
  }
  if (error.message === sectionEndExpected) {
    if (rule === "singleNameSection" || rule === "checkDeadlockSection") return unexpectedOutsideSection(path, found);
    return diagnostic("CfgUnexpectedToken", path, range, { expected: afterSection[rule], found: foundText });
  }
  return diagnostic("CfgUnexpectedToken", path, range, { expected: error.message, found: foundText });
}

/** A token where a keyword must start a new section: a name there is most likely a misspelt keyword. */
function unexpectedOutsideSection(path: string, token: IToken): Diagnostic {
  if (tokenMatcher(token, Identifier)) {
    return diagnostic("CfgUnknownKeyword", path, tokenRange(token), { found: quote(token.image), expected: keywordList });
  }
  return diagnostic("CfgUnexpectedToken", path, tokenRange(token), {
    expected: "a configuration keyword",
    found: quote(token.image),
  });
}

/** TLC rejects a second SPECIFICATION, INIT, ... (EC.CFG_TWICE_KEYWORD) and keeps the last of two assignments. */
function reportRepeats(path: string, statements: readonly CfgStatement[], diagnostics: Diagnostic[]): void {
  const seenKinds = new Set<string>();
  const seenConstants = new Set<string>();
  for (const s of statements) {
    switch (s.kind) {
      case "Invariants":
      case "Properties":
      case "Constraints":
      case "ActionConstraints":
        break;
      case "Constants":
        for (const entry of s.entries) {
          const scope = entry.module === undefined ? "" : entry.module.name + "!";
          const args = entry.kind === "Assignment" && entry.args.length > 0 ? "(" + entry.args.length + ")" : "";
          // Rows of one operator table share a name; only a repeated row of the same shape counts twice here.
          const key = `${entry.kind}:${scope}${entry.name.name}${args}`;
          if (args === "" && seenConstants.has(key)) {
            diagnostics.push(diagnostic("CfgDuplicate", path, entry.name.range, { what: "constant", name: entry.name.name }));
          }
          seenConstants.add(key);
        }
        break;
      default:
        if (seenKinds.has(s.kind)) {
          const keywordRange = { start: s.range.start, end: s.range.start + s.keyword.length };
          diagnostics.push(diagnostic("CfgKeywordTwice", path, keywordRange, { keyword: s.keyword }));
        }
        seenKinds.add(s.kind);
    }
  }
}
