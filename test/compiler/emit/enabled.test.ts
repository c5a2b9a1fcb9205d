// `ENABLED A` is "A has a successor from this state", and every split action offers
// the same question as `ActionGenerator.enabled` (for fairness).

import test from "ava";
import { compileText, context, firstInit, load, successors } from "./support.js";

const mod = (name: string, body: string) => `---- MODULE ${name} ----\nEXTENDS Naturals\n${body}\n====\n`;

test("ENABLED in an invariant and in an action guard reads the current state", async (t) => {
  const s = await load(
    "E1",
    mod(
      "E1",
      "VARIABLES x, y\nInc(k) == x < 2 /\\ x' = x + k /\\ UNCHANGED y\nInit == x = 0 /\\ y = FALSE\n" +
        "Next == \\/ Inc(1)\n        \\/ ~ENABLED Inc(1) /\\ x' = 0 /\\ y' = TRUE\n" +
        "Inv == (x < 2) = ENABLED Inc(1)",
    ),
    "INIT Init\nNEXT Next\nINVARIANT Inv\n",
  );
  const ctx = context(s);
  const s0 = firstInit(s, ctx);
  t.deepEqual(successors(s, s0, ctx), ["Inc(1): x=1 y=FALSE"]);
  const inv = s.invariants[0]!;
  t.true(inv.test(ctx, s0));
  const two = [2, false] as unknown as typeof s0;
  t.true(inv.test(ctx, two));
  t.deepEqual(successors(s, two, ctx), ["Next: x=0 y=TRUE"]);
});

test("ENABLED does not need every variable assigned, and an \\E stops at its first witness", async (t) => {
  const s = await load(
    "E2",
    mod("E2", "VARIABLES x, y\nInit == x = 0 /\\ y = 0\nNext == x' = x /\\ y' = y\nInv == ENABLED (\\E i \\in 1..3 : x' = i)"),
    "INIT Init\nNEXT Next\nINVARIANT Inv\n",
  );
  const ctx = context(s);
  t.true(s.invariants[0]!.test(ctx, firstInit(s, ctx)));
});

test("ActionGenerator.enabled is defined for every split action", async (t) => {
  const s = await load(
    "E3",
    mod("E3", "VARIABLE x\nInit == x = 0\nUp(k) == x < 1 /\\ x' = x + k\nNext == \\E k \\in {1, 2} : Up(k) \\/ (x > 5 /\\ x' = 0)"),
    "INIT Init\nNEXT Next\n",
  );
  const ctx = context(s);
  const s0 = firstInit(s, ctx);
  t.deepEqual(s.actions.map((a) => a.enabled?.(ctx, s0)), [true, false, true, false]);
  const one = [1] as unknown as typeof s0;
  t.deepEqual(s.actions.map((a) => a.enabled?.(ctx, one)), [false, false, false, false]);
});

test("ENABLED <<A>>_vars of a tuple of variables compares them one by one: a change of any one counts, none builds the tuples", async (t) => {
  // From every state A has an unchanged successor; y = 9 adds ones changing only y, x = 7 ones changing only x.
  const tla = mod(
    "E4",
    "VARIABLES x, y\nvars == <<x, y>>\nInit == x = 0 /\\ y = 0\n" +
      "A == \\E k \\in 1..2 : (x' = x /\\ y' = y) \\/ (x' = x /\\ y' = k /\\ y = 9) \\/ (x' = k /\\ y' = y /\\ x = 7)\n" +
      "Next == A\nInv == ENABLED <<A>>_vars",
  );
  const cfg = "INIT Init\nNEXT Next\nINVARIANT Inv\n";
  const code = compileText("E4", tla, cfg).code ?? "";
  t.regex(code, /!\(core\.eq\(ctx, s\[0\], \$v\d+\) && core\.eq\(ctx, s\[1\], \$v\d+\)\)/, "x' and y' read first, then compared one by one, the current value as receiver");
  const s = await load("E4", tla, cfg);
  const ctx = context(s);
  const s0 = firstInit(s, ctx);
  const inv = s.invariants[0]!;
  const at = (x: number, y: number) => [x, y] as unknown as typeof s0;
  t.false(inv.test(ctx, s0));
  t.true(inv.test(ctx, at(0, 9)));
  t.true(inv.test(ctx, at(7, 0)));
  t.false(inv.test(ctx, at(1, 1)));
});
