// PlusCal conformance: for every .tla file under ../shared/conformance and
// ../shared/corpus that holds an algorithm, our translation must equal the current
// translator's (../shared/oracles/tla2tools.jar, pcal.trans) token for token. Both
// files are cut into tokens by our TLA+ lexer and compared whole: layout and comments
// (so the checksum on the BEGIN TRANSLATION line) do not count.
//
// Where the file carries a translation by an older translator (it differs from the
// current one), we also check the model with our translation in TLC and require TLC's
// verdict and counts of the manifest (measured with the file's own translation).
// That TLC part takes minutes, so it runs only with TLA2TS_ORACLE_TLC=1.
// The table is printed at the end. Needs `java`; skips loudly without it.

import test from "ava";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join, relative } from "node:path";
import { translatePlusCal } from "../../../compiler/pcal/translate.js";
import { readManifest, type ManifestEntry } from "../../support/manifest.js";
import { sharedAvailable, sharedDir, sharedMissingMessage } from "../../support/shared.js";
import { javaAvailable, oracleTranslation, runTlc } from "../../support/tlcOracle.js";
import { compareTokens } from "../../support/tokenCompare.js";

function algorithmFiles(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir).sort()) {
      const p = join(dir, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (name.endsWith(".tla") && /--algorithm|--fair algorithm/.test(readFileSync(p, "utf8"))) out.push(p);
    }
  };
  walk(root);
  return out;
}

interface Row {
  file: string;
  tokens: string;
  older: boolean;
  tlc: string;
}

if (!sharedAvailable || !javaAvailable) {
  console.warn(
    sharedAvailable ? "\n!!! SKIPPED: PlusCal conformance needs `java` for the reference translator.\n" : sharedMissingMessage(),
  );
  test.skip("PlusCal conformance with pcal.trans (java or the shared corpus missing)", () => {});
} else {
  const files = [...algorithmFiles(join(sharedDir, "conformance")), ...algorithmFiles(join(sharedDir, "corpus"))];
  const manifest = readManifest();
  const rows: Row[] = [];
  const translated = new Map<string, string>();
  const olderInDir = new Map<string, string[]>();

  for (const file of files) {
    test.serial(`pcal: ${relative(sharedDir, file)} translates as pcal.trans does`, (t) => {
      const original = readFileSync(file, "utf8");
      const oracle = oracleTranslation(file);
      t.truthy(oracle.text, `pcal.trans failed: ${oracle.output}`);
      const ours = translatePlusCal(original);
      t.is(ours.error, undefined);
      const d = compareTokens(ours.text!, oracle.text!);
      const older = !compareTokens(original, oracle.text!).equal;
      rows.push({
        file: relative(sharedDir, file),
        tokens: d.equal ? "yes" : `no (token ${d.first!.index}: ${d.first!.a} vs ${d.first!.b})`,
        older,
        tlc: older ? "not run (set TLA2TS_ORACLE_TLC=1)" : "n/a (same translation)",
      });
      translated.set(file, ours.text!);
      if (older) olderInDir.set(join(file, ".."), [...(olderInDir.get(join(file, "..")) ?? []), file]);
      t.true(
        d.equal,
        `first difference at token ${d.first?.index}: ours ${d.first?.a} (line ${d.first?.aLine}), pcal.trans ${d.first?.b} (line ${d.first?.bLine})`,
      );
    });
  }

  const runTlcToo = process.env["TLA2TS_ORACLE_TLC"] === "1";
  if (!runTlcToo)
    console.warn("\n!!! PlusCal: the TLC verdict check of older translations is skipped; set TLA2TS_ORACLE_TLC=1 to run it (minutes).\n");
  // One serial test per folder, registered up front (the folders are known from the files): each finished
  // model resets ava's inactivity timeout.
  const dirs = [...new Set(files.map((f) => join(f, "..")))];
  test.serial("pcal: some files carry an older translation (checked with TLC below)", (t) => {
    t.true(olderInDir.size > 0, "no file with an older translation: the TLC check tests nothing");
  });
  for (const dir of runTlcToo ? dirs : []) {
    test.serial(`pcal: ${relative(sharedDir, dir)} keeps TLC's verdict and counts with our translation`, (t) => {
      const pcalFiles = olderInDir.get(dir);
      if (pcalFiles === undefined) {
        t.pass();
        return;
      }
      const entries = manifest.filter((e: ManifestEntry) => join(sharedDir, "conformance", e.dir) === dir);
      const scratch = mkdtempSync(join(tmpdir(), "pcal-tlc-"));
      try {
        cpSync(dir, scratch, { recursive: true });
        for (const f of pcalFiles) writeFileSync(join(scratch, basename(f)), translated.get(f)!);
        let verdict = entries.length === 0 ? "no model in the manifest" : "yes";
        for (const e of entries) {
          const r = runTlc(scratch, e.spec, e.config);
          const x = e.expected;
          const same =
            r.result === x.result &&
            (x.result !== "success" ||
              (r.distinctStates === x.distinctStates && r.statesGenerated === x.statesGenerated && r.depth === x.depth)) &&
            (x.violated === undefined || r.violated === x.violated);
          if (!same)
            verdict = `no: ${e.name} gives ${r.result} ${r.distinctStates}/${r.statesGenerated}/${r.depth}, manifest ${x.result} ${x.distinctStates}/${x.statesGenerated}/${x.depth}`;
          else verdict = `yes (${x.result}, ${x.distinctStates} distinct, ${x.statesGenerated} generated, depth ${x.depth})`;
          t.true(same, `${e.name}: ${verdict}`);
        }
        for (const f of pcalFiles) {
          const row = rows.find((r) => r.file === relative(sharedDir, f));
          if (row) row.tlc = verdict;
        }
      } finally {
        rmSync(scratch, { recursive: true, force: true });
      }
    });
  }

  test.serial("pcal: conformance table", (t) => {
    t.is(rows.length, files.length, "every file has its row");
    const table = [
      "| file | matches pcal.trans token for token | file's translation older | TLC verdict/counts equal with ours |",
      "|---|---|---|---|",
      ...rows.map((r) => `| ${r.file} | ${r.tokens} | ${r.older ? "yes" : "no"} | ${r.tlc} |`),
      `${rows.filter((r) => r.tokens === "yes").length}/${rows.length} files match.`,
    ].join("\n");
    t.log("\n" + table);
    console.log("\nPlusCal conformance\n" + table);
  });
}
