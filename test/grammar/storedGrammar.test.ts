// The parsers rebuild the grammar Chevrotain would record, and its error-recovery follows,
// from generated tables (grammar/storedGrammar.ts). Pinned here: what they rebuild is what
// recording gives, and a table made from other code or other tokens is ignored rather
// than trusted. (That the committed tables are current is generatedTables.test.ts; that
// parsing is unchanged, on every spec and bad-input fixture, is storedLookahead.test.ts.)

import test from "ava";
import { createToken, createTokenInstance, EmbeddedActionsParser, type TokenType } from "../../grammar/chevrotain.js";
import { analyseGrammar, storeGrammar, type StoredGrammar } from "../../grammar/storedGrammar.js";
import { StoredLookaheadStrategy } from "../../grammar/storedLookahead.js";
import { TlaParser } from "../../grammar/tla/parser.js";
import { CfgGrammar } from "../../grammar/cfg/parser.js";
import { AlloyParser } from "../../grammar/alloy/parser.js";
import { allTokens as tlaTokens } from "../../grammar/tla/tokens.js";
import { allTokens as cfgTokens } from "../../grammar/cfg/tokens.js";
import { allTokens as alloyTokens } from "../../grammar/alloy/tokens.js";

test("the rebuilt grammars and follows are the recorded ones", (t) => {
  const parsers: [(use: "stored" | "computed") => TlaParser | CfgGrammar | AlloyParser, readonly TokenType[]][] = [
    [(use) => new TlaParser({ lookahead: use }), tlaTokens],
    [(use) => new CfgGrammar({ lookahead: use }), cfgTokens],
    [(use) => new AlloyParser({ lookahead: use }), alloyTokens],
  ];
  for (const [make, tokens] of parsers) {
    const [stored, recorded] = [make("stored"), make("computed")];
    t.is(stored.grammar, "stored");
    t.is(recorded.grammar, "recorded");
    const table = storeGrammar(recorded, tokens, recorded.lookahead);
    t.true(table.rules.length >= 10 && Object.keys(table.follows).length >= 10, stored.constructor.name);
    t.deepEqual(storeGrammar(stored, tokens, stored.lookahead), table, stored.constructor.name);
  }
});

// -- a stale table is not used ---------------------------------------------------

const A = createToken({ name: "A", pattern: /a/ });
const B = createToken({ name: "B", pattern: /b/ });
const C = createToken({ name: "C", pattern: /c/ });

function accepts(parser: EmbeddedActionsParser & { top(): void }, token: TokenType, image: string): boolean {
  parser.input = [createTokenInstance(token, image, 0, 0, 1, 1, 1, 1)];
  parser.top();
  return parser.errors.length === 0;
}

function lookahead(tokens: readonly TokenType[]): StoredLookaheadStrategy {
  return new StoredLookaheadStrategy({ maxLookahead: 3, tokens, stored: { fingerprint: "", decisions: {} }, use: "computed" });
}

/** `top: A | B`, recovering from errors, its grammar from `table` unless that is stale. */
class Tiny extends EmbeddedActionsParser {
  readonly lookahead: StoredLookaheadStrategy;
  readonly grammar: "stored" | "recorded";

  constructor(table: StoredGrammar, use: "stored" | "computed", tokens: readonly TokenType[] = [A, B, C]) {
    const strategy = lookahead(tokens);
    super([...tokens], { lookaheadStrategy: strategy, maxLookahead: 3, recoveryEnabled: true });
    this.lookahead = strategy;
    this.grammar = analyseGrammar(this, tokens, table, use, strategy);
  }

  readonly top = this.RULE("top", () => {
    this.OR([{ ALT: () => this.CONSUME(A) }, { ALT: () => this.CONSUME(B) }]);
  });
}

/** Tiny edited: one more alternative, the same tokens. */
class TinyEdited extends EmbeddedActionsParser {
  readonly grammar: "stored" | "recorded";

  constructor(table: StoredGrammar) {
    const strategy = lookahead([A, B, C]);
    super([A, B, C], { lookaheadStrategy: strategy, maxLookahead: 3, recoveryEnabled: true });
    this.grammar = analyseGrammar(this, [A, B, C], table, "stored", strategy);
  }

  readonly top = this.RULE("top", () => {
    this.OR([{ ALT: () => this.CONSUME(A) }, { ALT: () => this.CONSUME(B) }, { ALT: () => this.CONSUME(C) }]);
  });
}

const empty: StoredGrammar = { source: "", lookahead: "", rules: [], follows: {} };

test("a table made from other code or other tokens is ignored: the grammar is recorded", (t) => {
  const recorder = new Tiny(empty, "computed");
  const table = storeGrammar(recorder, [A, B, C], recorder.lookahead);
  const same = new Tiny(table, "stored");
  t.is(same.grammar, "stored");
  t.true(accepts(same, B, "b"));
  t.false(accepts(same, C, "c"));

  // The stored rule knows nothing of C, so using it would refuse `c`.
  const edited = new TinyEdited(table);
  t.is(edited.grammar, "recorded");
  t.true(accepts(edited, C, "c"));

  const Cat = createToken({ name: "Cat", pattern: /x/ });
  const member = createToken({ name: "A", pattern: /a/, categories: [Cat] });
  t.is(new Tiny(table, "stored", [member, B, C, Cat]).grammar, "recorded");
});
