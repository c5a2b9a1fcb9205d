// What the parser expected, worded for people. Chevrotain calls these builders when
// it records a syntax error; the returned text is the {expected} part of the
// UnexpectedToken diagnostic, and the token found is described by describeToken.

import { describeTokenType, parserMessagesFor } from "../parserMessages.js";
import { EOF, type IParserErrorMessageProvider, type IToken } from "../chevrotain.js";

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

export { describeTokenType };

export function describeToken(t: IToken): string {
  if (t.tokenType === EOF && t.image === "") return "the end of the file";
  return `'${t.image}'`;
}

export const parserMessages: IParserErrorMessageProvider = parserMessagesFor({
  ruleDescriptions,
  notAllInputParsed: "the end of the file",
});
