// Every TLA+ file of the shared corpus and conformance set survives parse → print →
// parse with the same tree (ranges ignored) and no new diagnostics.

import test from "ava";
import { readFileSync } from "node:fs";
import { relative } from "node:path";
import { sharedAvailable, sharedDir, sharedMissingMessage, sharedSpecFiles } from "../../support/shared.js";
import { roundTrip } from "../../support/roundTrip.js";

/** Files, passed and failed per top-level folder of the shared set, and in total. */
function resultTable(names: readonly string[], failures: readonly string[]): string {
  const rows = new Map<string, { files: number; failed: number }>();
  const bump = (key: string, failed: boolean): void => {
    const row = rows.get(key) ?? { files: 0, failed: 0 };
    row.files++;
    if (failed) row.failed++;
    rows.set(key, row);
  };
  const failedNames = new Set(failures.map((f) => f.slice(0, f.indexOf(": "))));
  for (const name of names) bump(name.split(/[\\/]/)[0]!, failedNames.has(name));
  rows.set("total", { files: names.length, failed: failedNames.size });
  const lines = ["round trip    files  passed  failed"];
  for (const [key, row] of rows) {
    lines.push(`${key.padEnd(12)} ${String(row.files).padStart(6)} ${String(row.files - row.failed).padStart(7)} ${String(row.failed).padStart(7)}`);
  }
  return lines.join("\n");
}

if (!sharedAvailable) {
  console.warn(sharedMissingMessage());
  test.skip("round trip of every shared .tla file (shared corpus missing)", () => {});
} else {
  test("round trip of every shared .tla file: parse, print, parse gives the same tree", (t) => {
    const files = sharedSpecFiles([".tla"]);
    const failures: string[] = [];
    for (const file of files) {
      const name = relative(sharedDir, file);
      let failure: string | undefined;
      try {
        failure = roundTrip(name, readFileSync(file, "utf8")).failure;
      } catch (err) {
        failure = `threw ${err instanceof Error ? err.message : String(err)}`;
      }
      if (failure !== undefined) failures.push(`${name}: ${failure}`);
    }
    t.log(resultTable(files.map((f) => relative(sharedDir, f)), failures));
    t.true(files.length > 0, "no .tla files found in the shared corpus");
    if (failures.length > 0) t.fail(`${failures.length} of ${files.length} files fail the round trip:\n${failures.join("\n")}`);
    else t.pass();
  });
}
