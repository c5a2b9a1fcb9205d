// The parsers read their LL(k) lookahead from generated tables (grammar/storedLookahead.ts),
// and their recorded grammar too (grammar/storedGrammar.ts, storedGrammar.test.ts).
// Pinned here: the parsers do use them, a stale table is ignored rather than trusted, and
// parsing with stored lookahead and grammar gives the same trees and diagnostics as
// recording the grammar and computing its lookahead, on every spec and bad-input fixture we have. (That the committed tables are current is
// generatedTables.test.ts.)

import test, { type ExecutionContext } from "ava";
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { createToken, createTokenInstance, CstParser, type TokenType } from "../../grammar/chevrotain.js";
import { grammarFingerprint, StoredLookaheadStrategy, type StoredLookahead } from "../../grammar/storedLookahead.js";
import { parseTla } from "../../grammar/tla/index.js";
import { TlaParser } from "../../grammar/tla/parser.js";
import { parseCfg } from "../../grammar/cfg/parse.js";
import { CfgGrammar } from "../../grammar/cfg/parser.js";
import { parseAlloy } from "../../grammar/alloy/parse.js";
import { AlloyParser } from "../../grammar/alloy/parser.js";
import { projectRoot } from "../support/shared.js";
import { specFiles } from "./specFiles.js";
import { computeLookahead } from "../tools/lookaheadTables.js";

test("the parsers take every decision's lookahead from their tables", (t) => {
  for (const parser of [new TlaParser(), new CfgGrammar(), new AlloyParser()]) {
    t.is(parser.lookahead.source, "stored", parser.constructor.name);
    t.is(parser.grammar, "stored", parser.constructor.name);
    t.deepEqual(parser.lookahead.decisions, [], `${parser.constructor.name} computed some decisions`);
  }
});

// -- a stale table is not used ---------------------------------------------------

const A = createToken({ name: "A", pattern: /a/ });
const B = createToken({ name: "B", pattern: /b/ });
const C = createToken({ name: "C", pattern: /c/ });
const tokens = [A, B, C];

/** `top: A | B` (| C with `third`), its lookahead from `strategy`. */
class Tiny extends CstParser {
  constructor(
    strategy: StoredLookaheadStrategy,
    private readonly third: boolean,
  ) {
    super(tokens, { lookaheadStrategy: strategy, maxLookahead: 3 });
    this.performSelfAnalysis();
  }

  readonly top = this.RULE("top", () => {
    const alternatives = [{ ALT: () => this.CONSUME(A) }, { ALT: () => this.CONSUME(B) }];
    this.OR(this.third ? [...alternatives, { ALT: () => this.CONSUME(C) }] : alternatives);
  });

  accepts(token: TokenType, image: string): boolean {
    this.input = [createTokenInstance(token, image, 0, 0, 1, 1, 1, 1)];
    this.top();
    return this.errors.length === 0;
  }
}

function strategy(stored: StoredLookahead, use: "stored" | "computed"): StoredLookaheadStrategy {
  return new StoredLookaheadStrategy({ maxLookahead: 3, tokens, stored, use });
}

test("a table made for another grammar is ignored: lookahead is computed", (t) => {
  const recorder = strategy({ fingerprint: "", decisions: {} }, "computed");
  new Tiny(recorder, false);
  const table = computeLookahead(recorder);
  t.deepEqual(table.decisions, { "top.Alternation0": ["A", "B"] });

  const same = strategy(table, "stored");
  t.true(new Tiny(same, false).accepts(B, "b"));
  t.is(same.source, "stored");

  // One more alternative: the stored paths know nothing of C, so using them would refuse `c`.
  const edited = strategy(table, "stored");
  t.true(new Tiny(edited, true).accepts(C, "c"));
  t.is(edited.source, "computed");
});

test("the fingerprint covers the token categories", (t) => {
  const recorder = strategy({ fingerprint: "", decisions: {} }, "computed");
  const rules = Object.values(new Tiny(recorder, false).getGAstProductions());
  const Cat = createToken({ name: "Cat", pattern: /x/ });
  const member = createToken({ name: "A", pattern: /a/, categories: [Cat] });
  t.is(grammarFingerprint(rules, tokens, 3), recorder.fingerprint);
  t.not(grammarFingerprint(rules, [member, B, C, Cat], 3), recorder.fingerprint);
  t.not(grammarFingerprint(rules, tokens, 2), recorder.fingerprint);
});

// -- stored and computed lookahead parse alike -----------------------------------

type Parse = (file: string, text: string) => { readonly diagnostics: readonly unknown[] };

/** Parses every file with both parsers; the results (trees, diagnostics with their messages) must be equal. */
function compare(extension: string, stored: Parse, computed: Parse) {
  return (t: ExecutionContext) => {
    const files = specFiles(extension);
    let withErrors = 0;
    for (const file of files) {
      const text = readFileSync(file, "utf8");
      const result = stored(file, text);
      t.deepEqual(result, computed(file, text), relative(projectRoot, file));
      if (result.diagnostics.length > 0) withErrors++;
    }
    // Both kinds of input were seen: the bad-input fixtures exercise error messages and recovery.
    t.true(files.length > 20 && withErrors >= 5, `${files.length} files, ${withErrors} with diagnostics`);
  };
}

test("every .tla file parses the same with stored and computed lookahead", (t) => {
  const [stored, computed] = [new TlaParser(), new TlaParser({ lookahead: "computed" })];
  compare(".tla", (f, text) => parseTla(f, text, stored), (f, text) => parseTla(f, text, computed))(t);
  t.is(computed.lookahead.source, "computed");
  t.is(computed.grammar, "recorded");
});

test("every .cfg file parses the same with stored and computed lookahead", (t) => {
  const [stored, computed] = [new CfgGrammar(), new CfgGrammar({ lookahead: "computed" })];
  compare(".cfg", (f, text) => parseCfg(f, text, stored), (f, text) => parseCfg(f, text, computed))(t);
  t.is(computed.lookahead.source, "computed");
  t.is(computed.grammar, "recorded");
});

test("every .als file parses the same with stored and computed lookahead", (t) => {
  const [stored, computed] = [new AlloyParser(), new AlloyParser({ lookahead: "computed" })];
  compare(".als", (f, text) => parseAlloy(text, f, stored), (f, text) => parseAlloy(text, f, computed))(t);
  t.is(computed.lookahead.source, "computed");
  t.is(computed.grammar, "recorded");
});
