// The lasso checker the liveness tests rely on (test/support/lassoReplay.ts), on a
// hand-made spec whose behaviours are known: x goes 0 -> 1 -> 2 -> 0 ... and may also
// jump from 2 to 1. A checker that accepted anything would make every lasso test pass.

import test from "ava";
import type { State } from "../../../runtime/check/spec.js";
import { lassoProblems } from "../../support/lassoReplay.js";
import { load } from "../../compiler/emit/support.js";

const tla = "---- MODULE Ring ----\nEXTENDS Naturals\nVARIABLE x\nInit == x = 0\nNext == \\/ x' = (x + 1) % 3\n        \\/ x = 2 /\\ x' = 1\n====\n";
const ring = load("Ring", tla, "INIT Init\nNEXT Next\n");
const states = (...xs: number[]): State[] => xs.map((x) => [x]);

test("valid lassos: a cycle back to an earlier state, and a stutter at the end", async (t) => {
  const spec = await ring;
  t.deepEqual(lassoProblems(spec, { states: states(0, 1, 2), loopsBackTo: 0, stuttering: false }), []);
  t.deepEqual(lassoProblems(spec, { states: states(0, 1, 2), loopsBackTo: 1, stuttering: undefined }), []);
  t.deepEqual(lassoProblems(spec, { states: states(0, 1), loopsBackTo: 1, stuttering: true }), []);
});

test("invalid lassos: each broken part is named", async (t) => {
  const spec = await ring;
  t.deepEqual(lassoProblems(spec, { states: states(1, 2), loopsBackTo: 0, stuttering: false }), ["trace[0] is not an initial state"]);
  t.deepEqual(lassoProblems(spec, { states: states(0, 2, 1), loopsBackTo: 1, stuttering: false }), ["no action leads from trace[0] to trace[1]"]);
  t.deepEqual(lassoProblems(spec, { states: states(0, 1), loopsBackTo: 0, stuttering: false }), [
    "no action leads from the last state trace[1] back to trace[0]",
  ]);
  t.deepEqual(lassoProblems(spec, { states: states(0, 1, 2), loopsBackTo: 1, stuttering: true }), [
    "a stuttering lasso must loop back to its last state (2), not to 1",
  ]);
  t.is(lassoProblems(spec, { states: states(0, 1), loopsBackTo: 2, stuttering: false }).length, 1);
  t.is(lassoProblems(spec, { states: states(0, 1), loopsBackTo: undefined, stuttering: false }).length, 1);
  t.deepEqual(lassoProblems(spec, { states: [], loopsBackTo: 0, stuttering: false }), ["the trace is empty"]);
});
