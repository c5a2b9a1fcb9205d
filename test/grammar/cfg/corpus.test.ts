// Every .cfg of the shared corpus and conformance set parses without any
// diagnostic, and parse → print → parse gives the same AST (ranges aside).

import test from "ava";
import { readFileSync } from "node:fs";
import { relative } from "node:path";
import { parseCfg, printCfg } from "../../../grammar/cfg/index.js";
import { sharedAvailable, sharedDir, sharedMissingMessage, sharedSpecFiles } from "../../support/shared.js";

function withoutRanges(x: unknown): string {
  return JSON.stringify(x, (k, v: unknown) => (k === "range" || k === "valueRange" ? undefined : v));
}

if (!sharedAvailable) {
  console.error(sharedMissingMessage());
  test.skip("shared .cfg corpus parses cleanly (shared corpus missing)", () => {});
  test.skip("shared .cfg corpus round-trips through the printer (shared corpus missing)", () => {});
} else {
  const files = sharedSpecFiles([".cfg"]);
  const parsed = files.map((file) => ({ file, result: parseCfg(file, readFileSync(file, "utf8")) }));

  test("shared .cfg corpus parses cleanly", (t) => {
    const failures: string[] = [];
    for (const { file, result } of parsed) {
      const first = result.diagnostics[0];
      if (first === undefined && result.ast !== undefined) continue;
      const where = first === undefined ? "" : `:${result.source.position(first.range.start).line}`;
      failures.push(`${relative(sharedDir, file)}${where}: ${first?.code ?? "no AST"} ${first?.message ?? ""}`);
    }
    t.log(`| files | passed | failed |\n| ${files.length} | ${files.length - failures.length} | ${failures.length} |`);
    for (const f of failures) t.log(f);
    t.true(files.length >= 98, `expected the 98 shared .cfg files, found ${files.length}`);
    t.deepEqual(failures, []);
  });

  test("shared .cfg corpus round-trips through the printer", (t) => {
    const mismatches: string[] = [];
    let compared = 0;
    for (const { file, result } of parsed) {
      if (result.ast === undefined) continue;
      compared++;
      const again = parseCfg(file + " (printed)", printCfg(result.ast));
      if (again.ast === undefined || withoutRanges(again.ast) !== withoutRanges(result.ast)) {
        mismatches.push(relative(sharedDir, file));
      }
    }
    t.log(`| round trips | same AST | different |\n| ${compared} | ${compared - mismatches.length} | ${mismatches.length} |`);
    t.true(compared > 0);
    t.deepEqual(mismatches, []);
  });
}
