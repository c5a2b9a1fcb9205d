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
