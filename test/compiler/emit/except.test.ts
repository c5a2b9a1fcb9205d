// `[f EXCEPT ![k] = v]` whose value is at hand (a literal, a constant, a bound
// variable) compiles to `core.exceptKey`, without closures; with `@` or a computed
// value it keeps the closure form. Both must behave as TLC: a key in the domain is
// replaced, a key outside it leaves the function unchanged with TLC's warning printed
// once per location, and the value of an update on a missing key is not evaluated.

import test from "ava";
import { compileText, context, firstInit, load, successors } from "./support.js";

const mod = (name: string, body: string) => `---- MODULE ${name} ----\nEXTENDS Naturals, Sequences, TLC\n${body}\n====\n`;
const initNext = "INIT Init\nNEXT Next\n";

test("a ready value compiles to exceptKey; @ and computed values keep the closure", (t) => {
  const r = compileText("ExK", mod("ExK", "VARIABLE f\nInit == f = [i \\in 0..2 |-> 0]\nNext == \\E k \\in 0..2 : f' = [f EXCEPT ![k] = 1, ![0] = @ + 1, ![1] = k + 1]"), initNext);
  const code = r.code ?? "";
  t.is((code.match(/core\.exceptKey\(/g) ?? []).length, 1);
  t.is((code.match(/core\.except\(/g) ?? []).length, 2);
});

test("functions, records and tuples: the key is replaced; a missing key warns once and changes nothing", async (t) => {
  const spec = await load(
    "ExKeys",
    mod(
      "ExKeys",
      [
        "VARIABLE f, r, q",
        "Init == f = [i \\in 0..2 |-> 0] /\\ r = [a |-> 1, b |-> 2] /\\ q = <<5, 6>>",
        "Next == \\E k \\in {1, 7} : /\\ f' = [f EXCEPT ![k] = \"x\"]",
        "                            /\\ r' = [r EXCEPT !.b = k]",
        "                            /\\ q' = [q EXCEPT ![k] = TRUE]",
      ].join("\n"),
    ),
    initNext,
  );
  const out: string[] = [];
  const ctx = context(spec, out);
  const s = firstInit(spec, ctx);
  t.deepEqual(successors(spec, s, ctx), [
    'Next: f=(0 :> 0 @@ 1 :> "x" @@ 2 :> 0) r=[a |-> 1, b |-> 1] q=<<TRUE, 6>>',
    "Next: f=(0 :> 0 @@ 1 :> 0 @@ 2 :> 0) r=[a |-> 1, b |-> 7] q=<<5, 6>>",
  ]);
  t.is(out.length, 2);
  t.true(out.every((w) => w.startsWith("Warning: The EXCEPT was applied to non-existing fields")));
  successors(spec, s, ctx);
  t.is(out.length, 2);
});

test("the value of an update on a missing key is not evaluated (TLC evaluates it only for a key in the domain)", async (t) => {
  const spec = await load("ExLazy", mod("ExLazy", "VARIABLE f\nInit == f = <<1>>\nNext == f' = [f EXCEPT ![2] = CHOOSE x \\in {} : TRUE]"), initNext);
  const ctx = context(spec);
  t.deepEqual(successors(spec, firstInit(spec, ctx), ctx), ["Next: f=<<1>>"]);
});

test("two keys (`!.status.state = v`) compile to exceptKey2: the inner key replaced, or a missing one warned about", async (t) => {
  const text = mod("ExK2", "VARIABLE r\nInit == r = [a |-> [b |-> 1], c |-> 2]\nNext == \\E k \\in {\"b\", \"z\"} : r' = [r EXCEPT !.a[k] = 5]");
  t.is((compileText("ExK2", text, initNext).code ?? "").match(/core\.exceptKey2\(/g)?.length, 1);
  const spec = await load("ExK2", text, initNext);
  const out: string[] = [];
  const ctx = context(spec, out);
  t.deepEqual(successors(spec, firstInit(spec, ctx), ctx), ["Next: r=[a |-> [b |-> 5], c |-> 2]", "Next: r=[a |-> [b |-> 1], c |-> 2]"]);
  t.is(out.length, 1);
});
