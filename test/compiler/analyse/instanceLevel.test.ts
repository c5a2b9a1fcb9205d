// SANY's level check of INSTANCE substitutions (InstanceNode.levelCheck; docs/semantics.md "Found by
// difftest --rich"): in a module that declares a VARIABLE, a substitute's level may not exceed its
// parameter's (CONSTANT 0, VARIABLE 1); TLC rejects the spec (exit 150). A constant module takes any.
// Each case's verdict was TLC's (2026.04) on the same text.

import test from "ava";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runModel } from "../../support/runModel.js";

const innerV = "---- MODULE InnerV ----\nEXTENDS Naturals\nCONSTANT K\nVARIABLE w\nVal == w + K\n====\n";
const innerC = "---- MODULE InnerC ----\nEXTENDS Naturals\nCONSTANT K\nTwice == K + K\n====\n";

async function run(instance: string) {
  const dir = mkdtempSync(join(tmpdir(), "tla2ts-instlevel-"));
  try {
    writeFileSync(join(dir, "InnerV.tla"), innerV);
    writeFileSync(join(dir, "InnerC.tla"), innerC);
    writeFileSync(join(dir, "L.tla"), `---- MODULE L ----\nEXTENDS Naturals\nVARIABLE x\n${instance}\nInit == x = 0\nNext == x < 2 /\\ x' = x + 1\n====\n`);
    writeFileSync(join(dir, "L.cfg"), "INIT Init\nNEXT Next\nCHECK_DEADLOCK FALSE\n");
    const r = await runModel(join(dir, "L.tla"), join(dir, "L.cfg"));
    return { errors: r.diagnostics.filter((d) => d.severity === "error").map((d) => `${d.code} ${d.message}`), result: r.result?.result, distinct: r.result?.distinctStates };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test("a primed substitute for a VARIABLE is a level error (at most 1)", async (t) => {
  const r = await run("I == INSTANCE InnerV WITH K <- 1, w <- x'");
  t.deepEqual(r.errors, ["TT2019 Level error in instantiating module 'InnerV':\nThe level of the expression or operator substituted for 'w' \nmust be at most 1."]);
  t.is(r.result, undefined);
});

test("a state-level substitute for a CONSTANT of a module with variables is a level error (at most 0)", async (t) => {
  const r = await run("I == INSTANCE InnerV WITH K <- x, w <- x");
  t.deepEqual(r.errors, ["TT2019 Level error in instantiating module 'InnerV':\nThe level of the expression or operator substituted for 'K' \nmust be at most 0."]);
});

test("a constant module takes a state-level substitute; a parameter and a state expression are fine", async (t) => {
  for (const instance of ["I == INSTANCE InnerC WITH K <- x", "I(c) == INSTANCE InnerV WITH K <- c, w <- x + 1"]) {
    const r = await run(instance);
    t.deepEqual(r.errors, [], instance);
    t.is(r.result, "ok", instance);
    t.is(r.distinct, 3, instance);
  }
});
