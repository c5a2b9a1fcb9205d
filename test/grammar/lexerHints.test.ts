// The lexers are built with stored hints (grammar/lexerHints.ts). Pinned here: a hint is
// used only for the pattern it was computed from, the token types are left as defined,
// and the hinted lexers give exactly the tokens and errors of lexers that analyse every
// pattern themselves, on every spec, model and bad-input fixture we have.

import test from "ava";
import { readFileSync } from "node:fs";
import { relative } from "node:path";
import { createToken, Lexer, VERSION, type IToken } from "../../grammar/chevrotain.js";
import { hintedLexer, type LexerSetup } from "../../grammar/lexerHints.js";
import { alloyLexerSetup } from "../../grammar/alloy/lexer.js";
import { cfgLexerSetup } from "../../grammar/cfg/lexer.js";
import { tlaLexerSetup } from "../../grammar/tla/lexer.js";
import { projectRoot } from "../support/shared.js";
import { specFiles } from "./specFiles.js";

function tinySetup(pattern: string, start: number[]): LexerSetup {
  const X = createToken({ name: "X", pattern: /x/ });
  const config = { positionTracking: "full", ensureOptimizations: true, skipValidations: true } as const;
  const hints = { chevrotain: VERSION, config: JSON.stringify(config), tokens: { X: { pattern, start, lineBreaks: false } } };
  return { tokens: [X], config, hints };
}

test("a hint is used for its own pattern only, and the token types stay as defined", (t) => {
  // A deliberately wrong start character shows whether the hint was taken.
  const matching = tinySetup("/x/", ["y".charCodeAt(0)]);
  t.is(hintedLexer(matching).tokenize("x").tokens.length, 0);
  const [X] = matching.tokens;
  t.is(X!.START_CHARS_HINT, undefined);
  t.false(Object.hasOwn(X!, "LINE_BREAKS"));

  const stale = tinySetup("/xx/", ["y".charCodeAt(0)]);
  t.is(hintedLexer(stale).tokenize("x").tokens.length, 1);
  const otherConfig = tinySetup("/x/", ["y".charCodeAt(0)]);
  t.is(hintedLexer({ ...otherConfig, config: { ...otherConfig.config, positionTracking: "onlyStart" } }).tokenize("x").tokens.length, 1);
});

function plainTokens(tokens: readonly IToken[]) {
  return tokens.map((k) => [k.tokenType.name, k.image, k.startOffset, k.endOffset, k.startLine, k.startColumn, k.endLine, k.endColumn]);
}

const lexers = [
  [".tla", tlaLexerSetup],
  [".cfg", cfgLexerSetup],
  [".als", alloyLexerSetup],
] as const;

for (const [extension, setup] of lexers) {
  test(`every ${extension} file lexes the same with the stored hints as without`, (t) => {
    const [hinted, analysed] = [hintedLexer(setup), new Lexer([...setup.tokens], setup.config)];
    const files = specFiles(extension);
    for (const file of files) {
      const text = readFileSync(file, "utf8");
      const [a, b] = [hinted.tokenize(text), analysed.tokenize(text)];
      t.deepEqual(plainTokens(a.tokens), plainTokens(b.tokens), relative(projectRoot, file));
      t.deepEqual(plainTokens(Object.values(a.groups).flat()), plainTokens(Object.values(b.groups).flat()), relative(projectRoot, file));
      t.deepEqual(a.errors, b.errors, relative(projectRoot, file));
    }
    t.true(files.length > 20);
    // The hints cover the RegExp tokens (the others need none).
    t.true(Object.keys(setup.hints.tokens).length > 10);
  });
}
