// What the parser expected, worded for people. Chevrotain calls these builders when
// it records a syntax error; the returned text is the {expected} part of the
// UnexpectedToken diagnostic, and the token found is described by describeToken.

import { EOF, type IParserErrorMessageProvider, type IToken, type TokenType } from "../chevrotain.js";

/** Rules whose failure is best described by what they parse, not by token lists. */
const ruleDescriptions: Readonly<Record<string, string>> = {
  expr: "an expression",
  operand: "an expression",
  postfixed: "an expression",
  primary: "an expression",
  exprList: "an expression",
  nameOrLabel: "an expression",
  unit: "a definition, declaration or '===='",
  definition: "a definition",
  definitionOrInstance: "a definition",
  definitionRhs: "an expression or INSTANCE",
  opDecl: "an operator declaration",
  subscript: "a subscript (a name, '<<...>>' or a parenthesised expression)",
  proof: "a proof",
  step: "a proof step",
  boundList: "a bound such as 'x \\in S'",
};

export function describeTokenType(t: TokenType): string {
  if (t === EOF) return "the end of the file";
  return t.LABEL ?? t.name;
}

export function describeToken(t: IToken): string {
  if (t.tokenType === EOF && t.image === "") return "the end of the file";
  return `'${t.image}'`;
}

function alternatives(paths: TokenType[][][]): string {
  const seen = new Set<string>();
  for (const alt of paths) for (const path of alt) if (path[0] !== undefined) seen.add(describeTokenType(path[0]));
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
    return "the end of the file";
  },
  buildNoViableAltMessage({ expectedPathsPerAlt, ruleName, customUserDescription }) {
    return customUserDescription ?? ruleDescriptions[ruleName] ?? alternatives(expectedPathsPerAlt);
  },
  buildEarlyExitMessage({ expectedIterationPaths, ruleName, customUserDescription }) {
    return customUserDescription ?? ruleDescriptions[ruleName] ?? alternatives([expectedIterationPaths]);
  },
};
