// Node ranges as SANY (and so TLC's error and trace locations) has them: an expression
// around a parenthesised operand spans the parentheses, the operand itself does not.

import test from "ava";
import type { Expr, OperatorDef } from "../../../grammar/tla/ast.js";
import { parseTla } from "../../../grammar/tla/index.js";

function body(def: string): { text: string; e: Expr } {
  const text = `---- MODULE L ----\n${def}\n====\n`;
  const r = parseTla("L.tla", text);
  const d = r.ast!.modules[0]!.units.find((u) => u.kind === "OperatorDef") as OperatorDef;
  return { text, e: d.body };
}

const cut = (text: string, n: { range: { start: number; end: number } }): string => text.slice(n.range.start, n.range.end);

test("an infix expression ends at its right operand's closing parenthesis (DieHard's BigToSmall)", (t) => {
  const { text, e } = body("B == big - (small' - small)");
  t.is(cut(text, e), "big - (small' - small)");
  t.is(cut(text, (e as Extract<Expr, { kind: "Infix" }>).right), "small' - small");
});

test("an expression starts at its left operand's opening parenthesis; prefix operators and IF span them too", (t) => {
  const a = body("A == (x = 1) <=> (y = 2)");
  t.is(cut(a.text, a.e), "(x = 1) <=> (y = 2)");
  const p = body("P == -(x)");
  t.is(cut(p.text, p.e), "-(x)");
  const i = body("I == IF c THEN a ELSE (b + 1)");
  t.is(cut(i.text, i.e), "IF c THEN a ELSE (b + 1)");
  const f = body("F == (f)[1]");
  t.is(cut(f.text, f.e), "(f)[1]");
});

test("a junction item ending in a parenthesis extends the junction to it", (t) => {
  const { text, e } = body("J == /\\ a' = 1\n     /\\ b' = b - (a - 1)");
  t.true(cut(text, e).endsWith("(a - 1)"));
});
