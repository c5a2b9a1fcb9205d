// Chevrotain's definition checks, which the CLI skips for start-up time
// (`skipValidations`): each lexer's token list and the .cfg grammar must pass them,
// so that a mistake in a token or a rule fails here instead of mis-lexing silently.
// (The TLA+ and Alloy grammars are checked beside their other parser tests.)
// The lexers checked are those of `check`; the Alloy lexer's BlockComment ends with a
// `$` anchor, which Chevrotain's heuristics refuse, so it is left out here.

import test from "ava";
import { createToken, Lexer, type TokenType } from "../../grammar/chevrotain.js";
import { allTokens as tlaTokens } from "../../grammar/tla/tokens.js";
import { allTokens as cfgTokens } from "../../grammar/cfg/tokens.js";
import { CfgGrammar } from "../../grammar/cfg/parser.js";

for (const [name, tokens] of [["TLA+", tlaTokens], [".cfg", cfgTokens]] as const) {
  test(`the ${name} lexer passes Chevrotain's validations and keeps its first-character optimisation`, (t) => {
    // Without `deferDefinitionErrorsHandling` Chevrotain throws on any definition error;
    // `ensureOptimizations` also makes a token that defeats the optimisation an error.
    t.notThrows(() => new Lexer([...(tokens as readonly TokenType[])], { positionTracking: "full", ensureOptimizations: true }));
  });
}

test("the .cfg grammar passes Chevrotain's validations", (t) => {
  t.notThrows(() => new CfgGrammar({ validate: true }));
});

test("the lexer validations are on in these tests: a bad token is refused", (t) => {
  const anchored = createToken({ name: "Anchored", pattern: /a$/ });
  t.throws(() => new Lexer([anchored], { positionTracking: "onlyOffset" }), { message: /end of input anchor/ });
});
