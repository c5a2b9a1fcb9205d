// Unbounded `\E x : P` and `\A x : P`: TLC accepts the spec and fails only when it
// evaluates one (Tool.java, OPCODE_ue / OPCODE_uf), with its message and a location.

import test from "ava";
import { SpecEvalError } from "../../../runtime/check/specEvalError.js";
import { context, firstInit, load, successors } from "./support.js";

const mod = (name: string, body: string) => `---- MODULE ${name} ----\nEXTENDS Naturals\n${body}\n====\n`;

test("an unbounded quantifier that is never evaluated does not stop checking", async (t) => {
  const s = await load("U1", mod("U1", "VARIABLE x\nUnused == \\E n : n = x\nInit == x = 0\nNext == x' = 1 - x"), "INIT Init\nNEXT Next\n");
  t.deepEqual(successors(s, firstInit(s)), ["Next: x=1"]);
});

test("evaluating one is TLC's error, located at the quantifier", async (t) => {
  const s = await load("U2", mod("U2", "VARIABLE x\nInit == x = 0\nNext == x' = 1 /\\ (\\A n : n # x)"), "INIT Init\nNEXT Next\n");
  const ctx = context(s);
  const error = t.throws(() => successors(s, firstInit(s, ctx), ctx)) as SpecEvalError;
  t.true(error instanceof SpecEvalError);
  t.is(error.message.split("\n")[0], "TLC attempted to evaluate an unbounded \\A.");
  t.deepEqual([error.location.line, error.location.column], [5, 20]);
});
