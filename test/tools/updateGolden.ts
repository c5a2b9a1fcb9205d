// `npm run golden:update`: regenerates every golden file and says which ones changed.
// Review the diff line by line before committing: an unexpected change is a finding.

import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { projectRoot, sharedAvailable, sharedMissingMessage } from "../support/shared.js";
import { goldenGenerators, staleGoldenFiles } from "./goldens.js";
import { updateTraceExplorerScreenshot } from "./screenshots.js";

async function main(): Promise<number> {
  let changed = 0;
  let unchanged = 0;
  let skipped = 0;
  for (const generator of goldenGenerators) {
    if (generator.needsShared && !sharedAvailable) {
      console.error(`skipped ${generator.name}:${sharedMissingMessage()}`);
      skipped++;
      continue;
    }
    const files = await generator.generate();
    for (const stale of staleGoldenFiles(generator, files)) {
      console.log(`stale ${stale}: no longer produced; delete it if that is intended`);
    }
    for (const file of files) {
      const target = join(projectRoot, file.path);
      const before = existsSync(target) ? readFileSync(target, "utf8") : undefined;
      if (before === file.content) {
        unchanged++;
        continue;
      }
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, file.content);
      console.log(`${before === undefined ? "created" : "updated"} ${file.path}`);
      changed++;
    }
  }
  // -- the README's screenshot (a picture: regenerated, never compared) --
  const screenshot = await updateTraceExplorerScreenshot();
  if (screenshot === "changed") changed++;
  else if (screenshot === "unchanged") unchanged++;
  else skipped++;
  console.log(`golden files: ${changed} written, ${unchanged} unchanged${skipped > 0 ? `, ${skipped} generators skipped` : ""}`);
  if (changed > 0) console.log("review the changes with `git diff test/golden` before committing");
  return skipped > 0 ? 1 : 0;
}

process.exitCode = await main();
