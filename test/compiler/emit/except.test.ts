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

test("a definition that is a literal (`pending == \"pending\"`) is a ready value; a computed definition and @ keep the closure", (t) => {
  const text = mod(
    "ExDef",
    [
      "VARIABLE r",
      "pending == \"pending\"",
      "Two == 2",
      "Late == CHOOSE x \\in {1, 2} : x > 1",
      "Init == r = [status |-> [state |-> \"new\"], n |-> 0]",
      "Next == r' = [r EXCEPT !.status.state = pending, !.n = Two, !.status.state = Late, !.n = @ + Two]",
    ].join("\n"),
  );
  const code = compileText("ExDef", text, initNext).code ?? "";
  t.is(code.match(/core\.exceptKey2\(/g)?.length, 1);
  t.is(code.match(/core\.exceptKey\(/g)?.length, 1);
  t.is(code.match(/core\.except\(/g)?.length, 2);
});

test("literal definitions as values: records, a function over strings (a record to TLC), a missing path that warns and a failing value", async (t) => {
  const spec = await load(
    "ExDefRun",
    mod(
      "ExDefRun",
      [
        "VARIABLES r, f",
        "pending == \"pending\"",
        "Bad == CHOOSE x \\in {} : TRUE",
        "Init == r = [status |-> [state |-> \"new\"]] /\\ f = [k \\in {\"status\", \"node\"} |-> [state |-> 0]]",
        "Next == \\E k \\in {\"status\", \"other\"} :",
        "          /\\ r' = [r EXCEPT ![k].state = pending, ![k] = Bad]",
        "          /\\ f' = [f EXCEPT ![k].state = pending]",
      ].join("\n"),
    ),
    initNext,
  );
  const out: string[] = [];
  const ctx = context(spec, out);
  const s = firstInit(spec, ctx);
  // `![k] = Bad` on the key "status" fails as TLC does; on a missing key it is never evaluated.
  t.throws(() => successors(spec, s, ctx), { message: /CHOOSE/ });
  const spec2 = await load(
    "ExDefRun2",
    mod(
      "ExDefRun2",
      [
        "VARIABLES r, f",
        "pending == \"pending\"",
        "Init == r = [status |-> [state |-> \"new\"]] /\\ f = [k \\in {\"status\", \"node\"} |-> [state |-> 0]]",
        "Next == \\E k \\in {\"status\", \"other\"} : r' = [r EXCEPT ![k].state = pending] /\\ f' = [f EXCEPT ![k].state = pending]",
      ].join("\n"),
    ),
    initNext,
  );
  const out2: string[] = [];
  const ctx2 = context(spec2, out2);
  t.deepEqual(successors(spec2, firstInit(spec2, ctx2), ctx2), [
    'Next: r=[status |-> [state |-> "pending"]] f=[status |-> [state |-> "pending"], node |-> [state |-> 0]]',
    'Next: r=[status |-> [state |-> "new"]] f=[status |-> [state |-> 0], node |-> [state |-> 0]]',
  ]);
  t.is(out2.length, 2);
});

test("two keys on a function of 1..n (a tuple, `[req EXCEPT ![p][q] = 0]`): replaced in place, a missing outer or inner key warned about", async (t) => {
  const text = mod(
    "ExK2Tuple",
    [
      "VARIABLE req",
      "Init == req = [p \\in 1..2 |-> IF p = 1 THEN [q \\in 1..2 |-> q] ELSE [q \\in {\"a\"} |-> 7]]",
      "Next == \\E k \\in {1, 3} : \\E j \\in {2, 5} : req' = [req EXCEPT ![k][j] = 0]",
    ].join("\n"),
  );
  t.is((compileText("ExK2Tuple", text, initNext).code ?? "").match(/core\.exceptKey2\(/g)?.length, 1);
  const spec = await load("ExK2Tuple", text, initNext);
  const out: string[] = [];
  const ctx = context(spec, out);
  t.deepEqual(successors(spec, firstInit(spec, ctx), ctx), [
    'Next: req=<<<<1, 0>>, [a |-> 7]>>',
    'Next: req=<<<<1, 2>>, [a |-> 7]>>',
    'Next: req=<<<<1, 2>>, [a |-> 7]>>',
    'Next: req=<<<<1, 2>>, [a |-> 7]>>',
  ]);
  t.true(out.length > 0 && out.every((w) => w.startsWith("Warning: The EXCEPT was applied to non-existing fields")));
});
