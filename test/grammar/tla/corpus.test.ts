// Every .tla file of the shared corpus and conformance set must parse without a
// diagnostic. Prints a table of the outcome and the parsing speed.

import test from "ava";
import { readFileSync } from "node:fs";
import { relative } from "node:path";
import { parseTla } from "../../../grammar/tla/index.js";
import { renderDiagnostic } from "../../../compiler/cli/render.js";
import { sharedAvailable, sharedDir, sharedMissingMessage, sharedSpecFiles } from "../../support/shared.js";

if (!sharedAvailable) {
  console.error(sharedMissingMessage());
  test.skip("every shared .tla file parses without a diagnostic (shared corpus missing)", () => {});
} else {
  test("every shared .tla file parses without a diagnostic", (t) => {
    const files = sharedSpecFiles([".tla"]);
    const texts = files.map((f) => readFileSync(f, "utf8"));
    parseTla("Warmup.tla", "---- MODULE Warmup ----\nx == 1\n====\n");
    let lines = 0;
    const failures: string[] = [];
    const started = performance.now();
    for (let i = 0; i < files.length; i++) {
      const text = texts[i]!;
      const r = parseTla(files[i]!, text);
      if (r.diagnostics.length > 0) {
        failures.push(`${relative(sharedDir, files[i]!)} (${r.diagnostics.length} diagnostics)\n${renderDiagnostic(r.diagnostics[0]!, r.source)}`);
      } else if (r.ast === undefined || r.ast.modules.length === 0) {
        failures.push(`${relative(sharedDir, files[i]!)}: no module in the AST`);
      }
    }
    const ms = performance.now() - started;
    for (const text of texts) lines += text.split("\n").length;
    t.log(`files ${files.length}, passed ${files.length - failures.length}, failed ${failures.length}`);
    t.log(`${lines} lines in ${ms.toFixed(0)} ms: ${Math.round((lines / ms) * 1000)} lines/s`);
    for (const f of failures) t.log(f);
    t.true(files.length > 0, "no .tla files found in the shared corpus");
    t.deepEqual(failures, []);
  });
}
