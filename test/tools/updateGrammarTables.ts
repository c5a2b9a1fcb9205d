// `npm run grammar:tables`: regenerates the parsers' stored lookahead and recorded
// grammars and the lexers' hints after a grammar rule, a token or Chevrotain changed, and says which changed.

import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { projectRoot } from "../support/shared.js";
import { lexerHintTables } from "./lexerHintTables.js";
import { generatedModule, grammarTables, lookaheadTables } from "./lookaheadTables.js";

for (const table of [...lookaheadTables, ...grammarTables, ...lexerHintTables]) {
  const target = join(projectRoot, table.path);
  const content = await generatedModule(table);
  const before = existsSync(target) ? readFileSync(target, "utf8") : undefined;
  if (before === content) {
    console.log(`unchanged ${table.path}`);
  } else {
    writeFileSync(target, content);
    console.log(`updated ${table.path} (npm run build to use it)`);
  }
}
