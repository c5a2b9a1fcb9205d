// `npm run grammar:lookahead`: regenerates the parsers' stored lookahead tables after a
// grammar rule, a token category or Chevrotain changed, and says which ones changed.

import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { projectRoot } from "../support/shared.js";
import { lookaheadModule, lookaheadTables } from "./lookaheadTables.js";

for (const table of lookaheadTables) {
  const target = join(projectRoot, table.path);
  const content = await lookaheadModule(table);
  const before = existsSync(target) ? readFileSync(target, "utf8") : undefined;
  if (before === content) {
    console.log(`unchanged ${table.path}`);
  } else {
    writeFileSync(target, content);
    console.log(`updated ${table.path} (run npm run build to use it)`);
  }
}
