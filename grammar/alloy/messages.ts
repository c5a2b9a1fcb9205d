// What the Alloy parser expected, worded for people. Chevrotain calls these builders
// when it records a syntax error; the text is the {expected} part of the
// AlloyUnexpectedToken diagnostic (parse.ts adds what was found).

import { EOF, type IParserErrorMessageProvider, type TokenType } from "../chevrotain.js";

/** Rules whose failure is best described by what they parse, not by token lists. */
const ruleDescriptions: Readonly<Record<string, string>> = {
  paragraph: "a paragraph (sig, fact, pred, fun, assert, run or check)",
  expr: "an expression",
  primary: "an expression",
  prefixExpr: "an expression",
  postfixExpr: "an expression",
  multExpr: "an expression",
  negExpr: "an expression",
  cardExpr: "an expression",
  body: "'|' or '{'",
  bound: "a bound such as 'some Sig'",
  decl: "a declaration such as 'name: Sig'",
  scope: "a scope such as '3' or '2 Sig'",
  scopeItems: "a scope such as '2 Sig'",
};

export function describeTokenType(t: TokenType): string {
  if (t === EOF) return "the end of the file";
  return t.LABEL ?? t.name;
}

function alternatives(paths: TokenType[][][]): string {
  const seen = new Set<string>();
  for (const alt of paths) for (const path of alt) if (path[0] !== undefined) seen.add(describeTokenType(path[0]));
  // `@name` is a name too: listing '@' beside "a name" says nothing more.
  if (seen.has("a name")) seen.delete("'@'");
  const list = [...seen];
  if (list.length === 0) return "something else";
  if (list.length > 6) return list.slice(0, 6).join(", ") + ", ...";
  return list.length === 1 ? list[0]! : list.slice(0, -1).join(", ") + " or " + list[list.length - 1]!;
}

export const parserMessages: IParserErrorMessageProvider = {
  buildMismatchTokenMessage({ expected }) {
    return describeTokenType(expected);
  },
  buildNotAllInputParsedMessage() {
    return "a paragraph (sig, fact, pred, fun, assert, run or check)";
  },
  buildNoViableAltMessage({ expectedPathsPerAlt, ruleName, customUserDescription }) {
    return customUserDescription ?? ruleDescriptions[ruleName] ?? alternatives(expectedPathsPerAlt);
  },
  buildEarlyExitMessage({ expectedIterationPaths, ruleName, customUserDescription }) {
    return customUserDescription ?? ruleDescriptions[ruleName] ?? alternatives([expectedIterationPaths]);
  },
};
