// Guards and quantifier bodies compiled as statements (ValueEmitter.testStatement and
// assignTest): an action guard that is a quantifier, a LET or `Assert(\A ..., msg)`, and
// the conjunctions, disjunctions, implications, negations, quantifiers and LETs inside a
// quantifier's body, run in place instead of in an IIFE (a closure and a context
// allocated per evaluation). The successors must be those of the expressions' values;
// corpus/regressions/GuardStatements*.tla hold the same against TLC's counts.

import test from "ava";
import { compileText, context, firstInit, load, successors } from "./support.js";

const tla = [
  "---- MODULE Guards ----",
  "EXTENDS Naturals, TLC",
  "VARIABLE s",
  "Init == s = {0, 2}",
  "A == /\\ \\A e \\in s : e % 2 = 0 => e < 3",
  "     /\\ s' = s \\cup {1}",
  "E == /\\ \\E e \\in s : ~(e = 0) /\\ (e = 2 \\/ e = 7)",
  "     /\\ s' = s \\cup {3}",
  "L == /\\ s' = s \\cup {4}",
  "     /\\ LET m == 2 IN \\A e \\in s : \\E f \\in s : e + f = m \\/ e = f",
  "X == /\\ Assert(\\A e \\in s : e < 9, \"big\")",
  "     /\\ ~\\A e \\in s : e > 0",
  "     /\\ s' = s \\cup {5}",
  "F == /\\ \\A e \\in s : e > 1",
  "     /\\ s' = {}",
  "Next == A \\/ E \\/ L \\/ X \\/ F",
  "====",
].join("\n");

test("quantifier, LET and Assert guards run as statements and keep their values", async (t) => {
  const compiled = compileText("Guards", tla, "INIT Init\nNEXT Next\n");
  const actions = compiled.code!.slice(compiled.code!.indexOf("function buildActions"), compiled.code!.indexOf("const spec"));
  t.false(actions.includes("})()"), "no IIFE left in the actions");
  t.regex(actions, /\$q\d+: \{/);
  const spec = await load("Guards", tla, "INIT Init\nNEXT Next\n");
  const ctx = context(spec);
  t.deepEqual(successors(spec, firstInit(spec, ctx), ctx), ["A: s={0, 1, 2}", "E: s={0, 2, 3}", "L: s={0, 2, 4}", "X: s={0, 2, 5}"]);
});

test("a CHOOSE whose body is a quantifier or a conjunction tries each element in place (no IIFE) and picks as its value does", async (t) => {
  const text = [
    "---- MODULE ChooseBody ----",
    "EXTENDS Naturals",
    "VARIABLE x",
    "Min(S) == CHOOSE i \\in S : \\A j \\in S : i <= j",
    "Only(S) == CHOOSE i \\in S : i > 1 /\\ \\A j \\in S : j > 1 => j = i",
    "Some(S) == CHOOSE i \\in S : \\E j \\in S : j = i + 1 \\/ i = 9",
    "Init == x = <<>>",
    "Next == x' = <<Min({7, 3, 5}), Only({0, 1, 4}), Some({2, 5, 6}), Some({9})>>",
    "====",
  ].join("\n");
  const code = compileText("ChooseBody", text, "INIT Init\nNEXT Next\n").code!;
  const min = code.slice(code.indexOf("function d_Min"), code.indexOf("function d_Only"));
  t.false(min.includes("})()"), "no IIFE in Min");
  t.regex(min, /\$q\d+: \{/);
  const spec = await load("ChooseBody", text, "INIT Init\nNEXT Next\n");
  const ctx = context(spec);
  t.deepEqual(successors(spec, firstInit(spec, ctx), ctx), ["Next: x=<<3, 4, 5, 9>>"]);
});
