// The Unicode spellings of TLA+'s symbols (grammar/tla/tokens.ts `unicodeTokens`) read
// as their ASCII tokens: every shared .tla file, with each symbol that has a Unicode
// form respelled in it (padded with spaces so every later column stays put, as
// junction lists need), parses to the same module.

import test from "ava";
import { readFileSync } from "node:fs";
import { relative } from "node:path";
import { parseTla } from "../../../grammar/tla/index.js";
import { lexTla } from "../../../grammar/tla/lexer.js";
import { printSourceFile } from "../../../grammar/tla/printer.js";
import { unicodeTokens } from "../../../grammar/tla/tokens.js";
import { sharedAvailable, sharedDir, sharedMissingMessage, sharedSpecFiles } from "../../support/shared.js";

const unicodeOf = new Map<string, string>();
for (const [token, { ascii }] of unicodeTokens) if (!unicodeOf.has(ascii)) unicodeOf.set(ascii, String(token.PATTERN));

/** `text` with every token spelled as a Unicode token's ASCII spelling respelled in Unicode. */
function respell(path: string, text: string): { text: string; respelled: number } {
  let out = "";
  let at = 0;
  let respelled = 0;
  for (const t of lexTla(path, text).tokens) {
    const u = unicodeOf.get(t.image);
    const length = t.endOffset! + 1 - t.startOffset;
    if (u === undefined || u.length > length) continue;
    out += text.slice(at, t.startOffset) + u + " ".repeat(length - u.length);
    at = t.endOffset! + 1;
    respelled++;
  }
  return { text: out + text.slice(at), respelled };
}

if (!sharedAvailable) {
  console.error(sharedMissingMessage());
  test.skip("every shared .tla file respelled in Unicode parses to the same module (shared corpus missing)", () => {});
} else {
  test("every shared .tla file respelled in Unicode parses to the same module", (t) => {
    const failures: string[] = [];
    let respelled = 0;
    for (const file of sharedSpecFiles([".tla"])) {
      const text = readFileSync(file, "utf8");
      const ascii = parseTla(file, text);
      if (ascii.diagnostics.length > 0 || ascii.ast === undefined) continue;
      const u = respell(file, text);
      respelled += u.respelled;
      const unicode = parseTla(file, u.text);
      const name = relative(sharedDir, file);
      if (unicode.diagnostics.length > 0 || unicode.ast === undefined) failures.push(`${name}: ${unicode.diagnostics[0]?.message}`);
      else if (printSourceFile(unicode.ast) !== printSourceFile(ascii.ast)) failures.push(`${name}: a different module`);
    }
    t.true(respelled > 10000, `only ${respelled} symbols respelled`);
    t.deepEqual(failures, []);
  });
}
