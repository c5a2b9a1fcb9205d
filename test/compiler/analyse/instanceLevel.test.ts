// SANY's level check of INSTANCE substitutions (InstanceNode.levelCheck; docs/semantics.md "Found by
// difftest --rich"): in a module that declares a VARIABLE, a substitute's level may not exceed its
// parameter's (CONSTANT 0, VARIABLE 1); TLC rejects the spec (exit 150). A constant module takes any.
// Each case's verdict was TLC's (2026.04) on the same text.

import test from "ava";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runModel } from "../../support/runModel.js";

const innerV = "---- MODULE InnerV ----\nEXTENDS Naturals\nCONSTANT K\nVARIABLE w\nVal == w + K\nOnlyW == w\n====\n";
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

// SANY's level constraint on a parameterised instance's parameter (difftest --rich seeds 419, 481, 539; each verdict TLC's).
test("J(c) with K <- c: applying J(x)!Op whose body reads K is a level error at the application, used or not", async (t) => {
  const r = await run("J(c) == INSTANCE InnerV WITH K <- c + 1, w <- x\nUse == J(x)!Val");
  t.deepEqual(r.errors, ["TT2021 Level error in applying operator J!Val:\nThe level of argument 1 exceeds the maximum level allowed by the operator."]);
  t.is(r.result, undefined);
});

test("J(c, d) with w <- d: a primed argument for d is a level error, a state-level one is not", async (t) => {
  const r = await run("J(c, d) == INSTANCE InnerV WITH K <- c, w <- d\nUse == J(1, x')!Val + J(1, x)!Val");
  t.deepEqual(r.errors, ["TT2021 Level error in applying operator J!Val:\nThe level of argument 2 exceeds the maximum level allowed by the operator."]);
});

test("no level error when the operator does not reach the constrained parameter, or the parameter is bound by a VARIABLE only", async (t) => {
  for (const instance of ["J(c) == INSTANCE InnerV WITH K <- c, w <- x\nUse == J(x)!OnlyW + J(1)!Val", "J(c) == INSTANCE InnerV WITH K <- 1, w <- c\nUse == J(x)!Val"]) {
    const r = await run(instance);
    t.deepEqual(r.errors, [], instance);
    t.is(r.result, "ok", instance);
    t.is(r.distinct, 3, instance);
  }
});
