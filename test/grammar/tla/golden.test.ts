// Golden files are compared byte for byte and never written here: on a mismatch run
// `npm run golden:update` and review the diff.

import test from "ava";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { projectRoot, sharedAvailable, sharedMissingMessage } from "../../support/shared.js";
import { goldenGenerators, staleGoldenFiles } from "../../tools/goldens.js";
import { parseTla } from "../../../grammar/tla/index.js";
import { formatSummary, summarizeFile } from "../../../grammar/tla/summary.js";

/** The first line where two texts differ, shown side by side. */
function firstDifferingLine(expected: string, actual: string): string {
  const e = expected.split("\n");
  const a = actual.split("\n");
  for (let i = 0; i < Math.max(e.length, a.length); i++) {
    if (e[i] !== a[i]) return `line ${i + 1}:\n  golden:   ${e[i] ?? "<end of file>"}\n  produced: ${a[i] ?? "<end of file>"}`;
  }
  return "";
}

for (const generator of goldenGenerators) {
  if (generator.needsShared && !sharedAvailable) {
    console.warn(sharedMissingMessage());
    test.skip(`golden: ${generator.name} (shared corpus missing)`, () => {});
    continue;
  }
  test(`golden: ${generator.name}`, async (t) => {
    const files = await generator.generate();
    t.true(files.length > 0, "the generator produced no files");
    const problems: string[] = staleGoldenFiles(generator, files).map((path) => `${path}: not produced by the generator any more`);
    for (const file of files) {
      const target = join(projectRoot, file.path);
      if (!existsSync(target)) {
        problems.push(`${file.path}: missing`);
        continue;
      }
      const golden = readFileSync(target, "utf8");
      if (golden !== file.content) problems.push(`${file.path}: differs at ${firstDifferingLine(golden, file.content)}`);
    }
    if (problems.length > 0) {
      t.fail(
        `${problems.length} of ${files.length} golden file(s) do not match. ` +
          `Run \`npm run golden:update\` (stale files are deleted by hand) and review the diff (git diff test/golden):\n${problems.join("\n")}`,
      );
    } else t.pass();
  });
}

// The summary format itself, on a snippet that uses every category (no shared files needed).
test("formatSummary lists every category, LOCAL and kinds marked, submodules qualified", (t) => {
  const text = [
    "---- MODULE Outer ----",
    "EXTENDS Naturals, Sequences",
    "CONSTANTS N, Op(_, _)",
    "VARIABLES x, y",
    "ASSUME N \\in Nat",
    "LOCAL Helper(a) == a + 1",
    "f[i \\in Nat, <<j, k>> \\in Nat \\X Nat] == i",
    "I(p) == INSTANCE Inner WITH z <- p",
    "LOCAL INSTANCE Inner WITH z <- 1",
    "---- MODULE Inner ----",
    "VARIABLE z",
    "Z == z",
    "====",
    "THEOREM x = x",
    "====",
  ].join("\n");
  const { ast, diagnostics } = parseTla("Outer.tla", text);
  t.deepEqual(diagnostics, []);
  t.is(
    formatSummary(summarizeFile(ast!)),
    [
      "module Outer extends Naturals, Sequences",
      "  constants (2): N/0, Op/2",
      "  variables (2): x, y",
      "  definitions (3): LOCAL Helper/1, f/2 (function), I/1 (instance)",
      "  instances (2): I == Inner WITH z; LOCAL Inner WITH z",
      "  assumptions: 1",
      "  theorems: 1",
      "",
      "module Outer!Inner",
      "  constants (0)",
      "  variables (1): z",
      "  definitions (1): Z/0",
      "  instances (0)",
      "  assumptions: 0",
      "  theorems: 0",
      "",
    ].join("\n"),
  );
});
