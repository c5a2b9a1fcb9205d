// The grammar's generated tables (stored lookahead, recorded grammars, lexer hints) are what
// `npm run grammar:tables` makes from the grammar as it is now: this fails after an edit
// of a rule, a token or Chevrotain until they are regenerated (the parsers and lexers
// then ignore the stale entries, which is correct but slow).

import test from "ava";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { projectRoot } from "../support/shared.js";
import { lexerHintTables } from "../tools/lexerHintTables.js";
import { generatedModule, grammarTables, lookaheadTables } from "../tools/lookaheadTables.js";

for (const table of [...lookaheadTables, ...grammarTables, ...lexerHintTables]) {
  test(`${table.path} is current (else: npm run grammar:tables)`, async (t) => {
    const committed = readFileSync(join(projectRoot, table.path), "utf8");
    t.is(committed, await generatedModule(table), `${table.path} is stale: run npm run grammar:tables and commit it`);
  });
}
