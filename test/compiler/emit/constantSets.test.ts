// Sets and values made of constants alone are built once and kept in `ctx.K`
// (valueEmitter.ts, `constantLiteral`): TypeOK's `[Procs -> SUBSET Procs]`, `Seq(Msgs)`,
// `1..N` and set operations on them were rebuilt for every state. What must not change:
// anything reading a variable or a bound variable is computed where it is used, an
// operator with an effect (RandomElement) is called every time, and the answers are those
// of the same expressions computed afresh.

import test from "ava";
import { compileText, context, firstInit, load, successors } from "./support.js";

const mod = (name: string, body: string) => `---- MODULE ${name} ----\nEXTENDS Naturals, Sequences, FiniteSets, TLC\n${body}\n====\n`;
const initNext = "INIT Init\nNEXT Next\nCONSTANT N = 3\n";
const withTypeOK = initNext + "INVARIANT TypeOK\n";

test("[S -> T], SUBSET, record sets, Seq(S), 1..N and \\cup of constants are kept; sets reading a variable or a bound variable are not", (t) => {
  const r = compileText(
    "Hoist",
    mod(
      "Hoist",
      [
        "CONSTANT N",
        "VARIABLE x, q",
        "Procs == 1..N",
        "TypeOK == /\\ x \\in [Procs -> (SUBSET Procs) \\ {{}}]",
        "          /\\ q \\in Seq([kind : {\"a\", \"b\"} \\cup {\"c\"}, from : Procs])",
        "Init == x = [p \\in Procs |-> {p}] /\\ q = <<>>",
        "Next == \\E p \\in Procs : /\\ x' = [x EXCEPT ![p] = x[p] \\cup (1..p)]",
        "                          /\\ q' = IF Len(q) < 2 THEN Append(q, [kind |-> \"a\", from |-> p]) ELSE q",
        "                          /\\ (x \\in [Procs -> SUBSET x[1]] \\/ TRUE)",
      ].join("\n"),
    ),
    withTypeOK,
  );
  const code = r.code ?? "";
  t.deepEqual(r.diagnostics.map((d) => d.message), []);
  t.regex(code, /\(ctx\.K\[\d+\] \?\?= core\.fcnSet\(/);
  t.regex(code, /\(ctx\.K\[\d+\] \?\?= core\.powerset\(ctx, d_Procs\$\d+\(ctx, s, n\)\)\)/);
  t.regex(code, /\(ctx\.K\[\d+\] \?\?= core\.setMinus\(/);
  t.regex(code, /\(ctx\.K\[\d+\] \?\?= core\.setEnum\(ctx, \(ctx\.K\[\d+\] \?\?= core\.setEnum\(ctx\)\)\)\)/);
  t.regex(code, /\(ctx\.K\[\d+\] \?\?= M_Sequences\.Seq\(/);
  t.regex(code, /\(ctx\.K\[\d+\] \?\?= core\.recordSet\(/);
  t.regex(code, /\(ctx\.K\[\d+\] \?\?= core\.union\(ctx, /);
  t.regex(code, /\(ctx\.K\[\d+\] \?\?= M_Naturals\.interval\(ctx, 1, ctx\.C\[\d+\]\)\)/);
  // `1..p` reads a bound variable, `SUBSET x[1]` a variable: computed where used.
  t.regex(code, /[^=] M_Naturals\.interval\(ctx, 1, v_p\d+\)|\(ctx, M_Naturals\.interval\(ctx, 1, v_p\d+\)/);
  t.regex(code, /core\.powerset\(ctx, core\.apply\(ctx, s\[0\], 1\)\)/);
  t.notRegex(code, /\?\?= core\.powerset\(ctx, core\.apply/);
  t.notRegex(code, /\?\?= M_Naturals\.interval\(ctx, 1, v_p/);
});

test("an operator with an effect applied to constants is called every time", (t) => {
  const r = compileText("Effect", mod("Effect", "CONSTANT N\nVARIABLE x\nInit == x = 0\nNext == x' = RandomElement(1..N)"), initNext);
  const code = r.code ?? "";
  t.regex(code, /M_TLC\.RandomElement\(ctx, \(ctx\.K\[\d+\] \?\?= M_Naturals\.interval/);
  t.notRegex(code, /\?\?= M_TLC\.RandomElement/);
});

test("kept constant sets give the answers of the same sets built afresh, state after state", async (t) => {
  const spec = await load(
    "HoistRun",
    mod(
      "HoistRun",
      [
        "CONSTANT N",
        "VARIABLE x",
        "Init == x = 1",
        "Next == /\\ x < N",
        "        /\\ [i \\in 1..x |-> i] \\in [1..x -> 1..N]",
        "        /\\ <<x, x>> \\in Seq(1..N) \\cap Seq(1..N)",
        "        /\\ {x} \\in (SUBSET (1..N)) \\ {{}}",
        "        /\\ x' = x + Cardinality([1..2 -> 1..N]) - 8",
      ].join("\n"),
    ),
    initNext,
  );
  const ctx = context(spec);
  const s = firstInit(spec, ctx);
  t.deepEqual(successors(spec, s, ctx), ["Next: x=2"]);
  t.deepEqual(successors(spec, s, ctx), ["Next: x=2"]);
});

test("a LET definition mentioning nothing of its evaluation is kept (core.constantLet); one reading a parameter, a bound variable, an enclosing LET or a variable, or printing, is computed at each evaluation", async (t) => {
  const text = mod(
    "ClosedLet",
    [
      "VARIABLE x",
      "Score(p) == LET nbrs == {d \\in {0, 1, 2} \\X {0, 1, 2} : d /= <<1, 1>>}",
      "                shifted == {<<p + d[1], d[2]>> : d \\in nbrs}",
      "                a == p + 1",
      "                b == LET c == a * 2 IN c",
      "                seen == PrintT(\"once per call\")",
      "                v == x + 1",
      "            IN  IF seen THEN Cardinality(nbrs) + Cardinality(shifted) + a + b + (\\E q \\in {p} : LET w == q IN w = p) + v ELSE 0",
      "Init == x = 0",
      "Next == \\E p \\in 1..2 : x' = Score(p) % 5",
    ].join("\n").replace("+ (\\E q \\in {p} : LET w == q IN w = p) ", "+ (IF \\E q \\in {p} : LET w == q IN w = p THEN 1 ELSE 0) "),
  );
  const code = compileText("ClosedLet", text, initNext).code ?? "";
  // nbrs alone (at each place Score is compiled): shifted reads p (and nbrs), a reads p, c reads a,
  // w reads q, seen prints, v reads x.
  const kept = [...code.matchAll(/core\.constantLet\(ctx, \d+, ([^]{0,200})/g)].map((m) => m[1]!);
  t.true(kept.length > 0);
  t.true(kept.every((k) => /core\.product\(/.test(k) && !/p_p|PrintT|s\[0\]/.test(k)));
  const spec = await load("ClosedLet", text, initNext);
  const out: string[] = [];
  const ctx = context(spec, out);
  const s = firstInit(spec, ctx);
  // p = 1: 8 + 8 + 2 + 4 + 1 + 1 = 24 -> 4; p = 2: 8 + 8 + 3 + 6 + 1 + 1 = 27 -> 2.
  t.deepEqual(successors(spec, s, ctx), ["Next: x=4", "Next: x=2"]);
  t.deepEqual(successors(spec, s, ctx), ["Next: x=4", "Next: x=2"]);
  t.is(out.length, 4);
});
