// How a SPECIFICATION is taken apart (compiler/analyse/specParts.ts, compiler/index.ts):
// TLC's SpecProcessor refuses a `[]P` conjunct whose P is a state predicate ("TLC cannot
// handle the temporal formula", TLC's Github525 model), but takes `[]<>P` and `<>[]P`.

import test from "ava";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runModel } from "../../support/runModel.js";

async function check(conjunct: string): Promise<{ errors: string[]; result: string | undefined; distinct: number | undefined }> {
  const dir = mkdtempSync(join(tmpdir(), "tla2ts-specparts-"));
  try {
    const spec = join(dir, "BoxedSpec.tla");
    writeFileSync(spec, `---- MODULE BoxedSpec ----\nEXTENDS Naturals\nVARIABLE x\nInit == x = 1\nNext == x < 5 /\\ x' = x + 1\nSpec == Init /\\ [][Next]_x /\\ ${conjunct}\n====\n`);
    writeFileSync(join(dir, "BoxedSpec.cfg"), "SPECIFICATION Spec\nCHECK_DEADLOCK FALSE\n");
    const r = await runModel(spec, join(dir, "BoxedSpec.cfg"));
    return { errors: r.diagnostics.filter((d) => d.severity === "error").map((d) => d.message), result: r.result?.result, distinct: r.result?.distinctStates };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test("a SPECIFICATION conjunct []P with P a state predicate is refused as TLC refuses it, located at P", async (t) => {
  const r = await check("[](x < 3)");
  t.is(r.errors.length, 1);
  t.true(r.errors[0]!.includes("TLC cannot handle the temporal formula line 6, col 34 to line 6, col 38 of module BoxedSpec"), r.errors[0]);
});

test("SPECIFICATION conjuncts []<>P, <>[]P and [] of a temporal formula are taken, as TLC takes them", async (t) => {
  for (const conjunct of ["[]<>(x = 1)", "<>[](x = 5)", "[](x < 3 \\/ [](x < 9))"]) {
    const r = await check(conjunct);
    t.deepEqual(r.errors, [], conjunct);
    t.is(r.result, "ok", conjunct);
    t.is(r.distinct, 5, conjunct);
  }
});

async function property(defs: string, name: string): Promise<{ file: string; message: string }[]> {
  const dir = mkdtempSync(join(tmpdir(), "tla2ts-specparts-"));
  try {
    const spec = join(dir, "ActionProp.tla");
    writeFileSync(spec, `---- MODULE ActionProp ----\nEXTENDS Naturals\nVARIABLE x\nNext == x < 5 /\\ x' = x + 1\nSpec == x = 0 /\\ [][Next]_x\n${defs}\n====\n`);
    writeFileSync(join(dir, "ActionProp.cfg"), `SPECIFICATION Spec\nPROPERTY ${name}\n`);
    const r = await runModel(spec, join(dir, "ActionProp.cfg"));
    return r.diagnostics.filter((d) => d.severity === "error").map((d) => ({ file: d.file, message: d.message }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test("an action-level PROPERTY is TLC's configuration error, with its advice for [A]_v, <<A>>_v and other actions (TLC's ActionLevelProp models)", async (t) => {
  const box = await property("P == [Next]_x", "P");
  t.is(box.length, 1);
  t.true(box[0]!.file.endsWith("ActionProp.cfg"));
  t.true(box[0]!.message.startsWith("The formula P at line 6, col 6 to line 6, col 13 of module ActionProp is an action-level formula"), box[0]!.message);
  t.true(box[0]!.message.includes('by applying the "always" temporal operator ([]) to the formula at line 6, col 6'), box[0]!.message);
  const angle = await property("P == <<Next>>_x", "P");
  t.true(angle[0]!.message.includes("To check that infinitely many P steps occur"), angle[0]!.message);
  const other = await property("P == x' > x", "P");
  t.true(other[0]!.message.includes("rewrite A as [][A]_v"), other[0]!.message);
});
