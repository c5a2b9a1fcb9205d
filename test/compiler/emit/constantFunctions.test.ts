// A function constructor that mentions nothing of where it is evaluated (constant level, no
// parameter, bound variable or LET of the context) is kept in a `ctx.K` slot once built, as
// a closed constant LET definition is (valueEmitter.ts closedConstantValue): byihive's
// guards `vState = [v \in V |-> "valid"]` built the same function for every state. One
// reading a parameter or a variable is built on each evaluation as before.

import test from "ava";
import { compileText, context, firstInit, initStates, load, successors } from "./support.js";

const mod = (name: string, body: string) => `---- MODULE ${name} ----\nEXTENDS Naturals\nCONSTANT V\n${body}\n====\n`;
const cfg = "CONSTANT V = {v1, v2}\nINIT Init\nNEXT Next\n";
const body = [
  "VARIABLES st, k",
  "Init == st = [v \\in V |-> \"valid\"] /\\ k = 0",
  "Redeem(w) == /\\ st = [v \\in V |-> \"valid\"] /\\ st' = [st EXCEPT ![w] = \"redeemed\"] /\\ k' = k",
  "Count == /\\ k < 2 /\\ k' = k + 1 /\\ st' = [v \\in V |-> IF v = CHOOSE x \\in V : TRUE THEN k ELSE \"valid\"]",
  "Next == (\\E w \\in V : Redeem(w)) \\/ Count",
].join("\n");

test("a closed constant function constructor is kept in a ctx.K slot; one reading a variable is not", (t) => {
  const code = compileText("ConstFcn", mod("ConstFcn", body), cfg).code ?? "";
  t.regex(code, /ctx\.K\[(\d+)\] \?\?\s*core\.constantLet\(\s*ctx,\s*\1,\s*core\.fcnCons\(ctx, ctx\.C\[\d+\], \(v_v\d+\) => ctx\.S\[\d+\]\)/);
  t.notRegex(code, /core\.constantLet\([^)]*s\[1\]/);
});

test("its value is the same at every evaluation", async (t) => {
  const spec = await load("ConstFcnRun", mod("ConstFcnRun", body), cfg);
  t.deepEqual(initStates(spec), ['st=(v1 :> "valid" @@ v2 :> "valid") k=0']);
  const ctx = context(spec);
  const s0 = firstInit(spec, ctx);
  t.deepEqual(successors(spec, s0, ctx), [
    'Redeem(v1): st=(v1 :> "redeemed" @@ v2 :> "valid") k=0',
    'Redeem(v2): st=(v1 :> "valid" @@ v2 :> "redeemed") k=0',
    'Count: st=(v1 :> 0 @@ v2 :> "valid") k=1',
  ]);
  // Asked again, from the same state, through the kept value.
  t.deepEqual(successors(spec, s0, ctx).length, 3);
});
