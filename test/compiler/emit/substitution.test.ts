// Two ways a spec names an expression indirectly, found in the conformance models:
// an operator constant substituted by a LAMBDA through INSTANCE (TLC-TestGraphs:
// `Constraint <- LAMBDA s, l : TRUE`, used as `Constraint(s, 0)`), and subexpression
// references to a definition's conjuncts or a theorem's statement (Paxos: `Inv!2`,
// `ASSUME QuorumNonEmpty!:`).

import test from "ava";
import { compileText, initStates, load } from "./support.js";

const initNext = "INIT Init\nNEXT Next\n";

test("an operator constant substituted by a LAMBDA is applied to its arguments", async (t) => {
  const inner = "---- MODULE Inner ----\nEXTENDS Naturals\nCONSTANT C(_, _)\nVARIABLE x\nInit == x \\in {s \\in 1..4 : C(s, 0)}\nNext == x' = x\n====\n";
  const outer = "---- MODULE Outer ----\nEXTENDS Naturals\nVARIABLE x\nINSTANCE Inner WITH C <- LAMBDA s, l : s > 2 + l\n====\n";
  const s = await load("Outer", outer, initNext, { Inner: inner });
  t.deepEqual(initStates(s), ["x=3", "x=4"]);
});

test("an operator constant substituted by an operator name is applied to its arguments", async (t) => {
  const inner = "---- MODULE Inner2 ----\nEXTENDS Naturals\nCONSTANT C(_)\nVARIABLE x\nInit == x = C(3)\nNext == x' = x\n====\n";
  const outer = "---- MODULE Outer2 ----\nEXTENDS Naturals\nVARIABLE x\nDouble(n) == 2 * n\nINSTANCE Inner2 WITH C <- Double\n====\n";
  const s = await load("Outer2", outer, initNext, { Inner2: inner });
  t.deepEqual(initStates(s), ["x=6"]);
});

test("Def!n selects the n-th conjunct or operand, Thm!: a theorem's statement", async (t) => {
  const tla =
    "---- MODULE Sub ----\nEXTENDS Naturals\nVARIABLE x\n" +
    "THEOREM Small == 2 < 3\nASSUME Small!:\n" +
    "Inv == /\\ x \\in 1..9\n       /\\ x # 5\n       /\\ x + 1 > 1\n" +
    "Pair == (x > 3) \\/ (x = 1)\n" +
    "Init == x \\in 1..6 /\\ Inv!2 /\\ Pair!1\nNext == x' = x\n====\n";
  const s = await load("Sub", tla, initNext);
  t.deepEqual(initStates(s), ["x=4", "x=6"]);
});

test("other subexpression selectors are refused with a located error", (t) => {
  const tla = "---- MODULE Sub2 ----\nEXTENDS Naturals\nVARIABLE x\nInv == x > 0\nOp(a) == a\nInit == x = 1 /\\ Op!1\nNext == x' = x\n====\n";
  const r = compileText("Sub2", tla, initNext);
  const errors = r.diagnostics.filter((d) => d.severity === "error");
  t.true(errors.length > 0);
  t.true(errors.some((d) => d.message.includes("subexpression")), JSON.stringify(errors.map((d) => d.message)));
});
