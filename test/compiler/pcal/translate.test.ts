// PlusCal translation without java: each file of corpus/pcal carries the TLA+ tools'
// translation of its algorithm; translating it again must give the same tokens.
// Errors are located and say what the translator means.

import test from "ava";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { readOptions, tlaChecksum, translatePlusCal } from "../../../compiler/pcal/translate.js";
import { findTranslation } from "../../../compiler/pcal/translationRegion.js";
import { parseTla } from "../../../grammar/tla/index.js";
import { projectRoot } from "../../support/shared.js";
import { compareTokens } from "../../support/tokenCompare.js";

const dir = join(projectRoot, "corpus", "pcal");
const files = readdirSync(dir).filter((f) => f.endsWith(".tla"));

test("corpus/pcal holds translations to compare with", (t) => {
  t.true(files.length >= 7);
});

for (const f of files) {
  test(`pcal: ${f} translates to the translation pcal.trans wrote`, (t) => {
    const text = readFileSync(join(dir, f), "utf8");
    const r = translatePlusCal(text);
    t.is(r.error, undefined);
    const d = compareTokens(r.text!, text);
    t.true(d.equal, JSON.stringify(d.first));
    // Our layout differs from the jar's in places; it must still parse as the same TLA+ (aligned junctions).
    t.deepEqual(
      parseTla(f, r.text!).diagnostics.filter((x) => x.severity === "error"),
      [],
    );
  });
}

function errorOf(text: string): { message: string; line: number; col: number } {
  const r = translatePlusCal(text);
  if (r.error === undefined) throw new Error("expected an error");
  const before = text.slice(0, r.error.start);
  const line = before.split("\n").length;
  return { message: r.error.message, line, col: r.error.start - before.lastIndexOf("\n") };
}

const wrap = (body: string): string =>
  `---- MODULE M ----\nEXTENDS Naturals\n(* --algorithm M\nvariables x = 0, y = 0;\n${body}\nend algorithm; *)\n====\n`;

test("pcal: a second assignment to a variable in one step is a missing label, located at the statement", (t) => {
  const e = errorOf(wrap("begin\n  a: x := 1;\n     x := 2;"));
  t.regex(e.message, /missing label/);
  t.deepEqual([e.line, e.col], [7, 6]);
});

test("pcal: a statement after a goto needs a label", (t) => {
  const e = errorOf(wrap("begin\n  a: goto a;\n     y := 1;"));
  t.regex(e.message, /missing label/);
  t.is(e.line, 7);
});

test("pcal: without any label a uniprocess algorithm gets the translator's labels", (t) => {
  const r = translatePlusCal(wrap("begin\n  x := 1;\n  x := 2;"));
  t.deepEqual(
    r.addedLabels.map((a) => a.label),
    ["Lbl_1", "Lbl_2"],
  );
  t.true(r.translation!.some((l) => l.startsWith("Lbl_2 == ")));
});

test("pcal: a label in a with statement, a return outside a procedure and an unknown macro are errors", (t) => {
  t.regex(errorOf(wrap("begin\n  a: with i \\in {1} do b: x := i; end with;")).message, /label in 'with'/);
  t.regex(errorOf(wrap("begin\n  a: return;")).message, /return/);
  t.regex(errorOf(wrap("begin\n  a: Foo(1);")).message, /undefined macro Foo/);
});

test("pcal: syntax errors say what was expected where", (t) => {
  const e = errorOf(wrap("begin\n  a: if x = 0 then x := 1;\n  end while;"));
  t.regex(e.message, /expected 'if'|expected 'end if'/);
  t.is(e.line, 7);
  t.regex(errorOf("---- MODULE M ----\n====\n").message, /no PlusCal algorithm/);
});

test("pcal: the options line sets fairness and termination", (t) => {
  t.is(readOptions("(* PlusCal options (-sf, -termination) *)").fairness, "sf");
  t.true(readOptions("PlusCal options (termination)").termination);
  const r = translatePlusCal("(* PlusCal options (-wf) *)\n" + wrap("begin\n  a: x := 1;"));
  t.true(r.translation!.includes("        /\\ WF_vars(Next)"));
});

test("pcal: the tla checksum is the one pcal.trans records (CRC32 of the translation's lines)", (t) => {
  let checked = 0;
  for (const f of files) {
    const lines = readFileSync(join(dir, f), "utf8").split("\n");
    const region = findTranslation(lines);
    const recorded = region && /chksum\(tla\) = "([0-9a-f]+)"/.exec(lines[region.begin]!)?.[1];
    if (region === undefined || recorded === undefined) continue;
    t.is(tlaChecksum(lines.slice(region.begin + 1, region.end)), recorded, f);
    checked++;
  }
  t.true(checked >= 3);
});
