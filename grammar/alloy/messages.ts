// What the Alloy parser expected, worded for people. Chevrotain calls these builders
// when it records a syntax error; the text is the {expected} part of the
// AlloyUnexpectedToken diagnostic (parse.ts adds what was found).

import { describeTokenType, parserMessagesFor } from "../parserMessages.js";
import type { IParserErrorMessageProvider } from "../chevrotain.js";

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

export { describeTokenType };

export const parserMessages: IParserErrorMessageProvider = parserMessagesFor({
  ruleDescriptions,
  notAllInputParsed: "a paragraph (sig, fact, pred, fun, assert, run or check)",
  // `@name` is a name too: listing '@' beside "a name" says nothing more.
  tidy: (seen) => {
    if (seen.has("a name")) seen.delete("'@'");
  },
});
