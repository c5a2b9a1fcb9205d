// A definition reached through instantiations that change no meaning (no parameters,
// every parameter replaced implicitly by the same name: SwarmKit's `INSTANCE User`) is
// compiled once, so its memo (per state too) is shared by every copy (meaningfulChain in
// compiler/analyse/scope.ts). An instantiation WITH a real substitution keeps its own copy.

import test from "ava";
import type { State } from "../../../runtime/check/spec.js";
import { compileText, context, load, successors } from "./support.js";

const root = [
  "---- MODULE Shared ----",
  "EXTENDS Naturals",
  "VARIABLE x, y",
  "Double(k) == x + x + k",
  "---- MODULE A ----",
  "IncA == x' = Double(0) + 1 /\\ y' = y",
  "====",
  "---- MODULE B ----",
  "IncB == x' = Double(1) + 1 /\\ y' = y",
  "====",
  "INSTANCE A",
  "INSTANCE B",
  "INSTANCE Sub",
  "S2 == INSTANCE Sub",
  "C == INSTANCE Cnt WITH v <- x",
  "D == INSTANCE Cnt WITH v <- y",
  "Init == x \\in {0, 1} /\\ y = 0",
  "Next == \\/ x < 4 /\\ (IncA \\/ IncB)",
  "        \\/ x < 4 /\\ y < 20 /\\ y' = C!Tens + D!Tens + Twice + S2!Twice /\\ x' = x",
  "====",
].join("\n");
const extra = {
  Sub: "---- MODULE Sub ----\nEXTENDS Naturals\nVARIABLE x\nTwice == x * 2\n====\n",
  Cnt: "---- MODULE Cnt ----\nEXTENDS Naturals\nVARIABLE v\nTens == v * 10\n====\n",
};
const cfg = "INIT Init\nNEXT Next\n";

const definitions = (code: string, name: string): number => code.match(new RegExp(`function d_${name}\\$\\d+\\(`, "g"))?.length ?? 0;

test("one copy through instantiations that change no meaning, one per real substitution", (t) => {
  const code = compileText("Shared", root, cfg, extra).code ?? "";
  t.is(definitions(code, "Double"), 1);
  t.is(definitions(code, "Twice"), 1);
  t.is(definitions(code, "Tens"), 2);
});

test("the shared copies and the substituted ones give each instance's values", async (t) => {
  const spec = await load("Shared", root, cfg, extra);
  const ctx = context(spec);
  const inits: State[] = [];
  spec.init.generate(ctx, (s) => inits.push(s));
  t.is(inits.length, 2);
  t.deepEqual(successors(spec, inits[0]!, ctx), ["Next: x=1 y=0", "Next: x=2 y=0", "Next: x=0 y=0"]);
  // x = 1, y = 0: Double(0) = 2, Double(1) = 3; C!Tens = 10, D!Tens = 0, Twice = S2!Twice = 2.
  t.deepEqual(successors(spec, inits[1]!, ctx), ["Next: x=3 y=0", "Next: x=4 y=0", "Next: x=1 y=14"]);
});
