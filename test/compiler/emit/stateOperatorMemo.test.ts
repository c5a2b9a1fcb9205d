// State-level operators with one or two arguments are remembered per state for atom
// arguments (runtime/check/emitted.ts, `$stateMemo1`/`$stateMemo2`), and operators whose
// body only looks values up (`State(t) == t.status.state`) are not memoized at all. What
// must not change: a call under a prime or in Init sees the next state as it is then, a
// value remembered for one state is never given for another or for other arguments, more
// arguments than a row holds still get their own values, and an operator with an effect
// runs on every call.

import test from "ava";
import type { State } from "../../../runtime/check/spec.js";
import { compileText, context, firstInit, load, successors } from "./support.js";

const mod = (name: string, body: string) => `---- MODULE ${name} ----\nEXTENDS Naturals, FiniteSets, TLC\n${body}\n====\n`;
const initNext = "INIT Init\nNEXT Next\n";

test("state-level operators of one and two arguments go through the state memo; look-ups, action-level and effectful ones do not", (t) => {
  const r = compileText(
    "SOMShape",
    mod(
      "SOMShape",
      [
        "VARIABLE x",
        "Of(k) == {e \\in x : e > k}",
        "Between(a, b) == {e \\in x : a < e /\\ e < b}",
        "Has(k) == x[k] = 1",
        "Rank(r) == r.a.b",
        "Next1(k) == x' = {k}",
        "Loud(k) == Print(k, {e \\in x : e > k})",
        "Init == x = {1, 2}",
        "Next == Next1(Cardinality(Of(1) \\cup Between(0, 3) \\cup Loud(0)))",
      ].join("\n"),
    ),
    initNext,
  );
  const code = r.code ?? "";
  t.regex(code, /function d_Of\$\d+\(ctx, s, n, p_k\d+\) \{ return \$stateMemo1\(ctx, \d+, d_Of\$\d+\$body/);
  t.regex(code, /function d_Between\$\d+\(ctx, s, n, p_a\d+, p_b\d+\) \{ return \$stateMemo2\(ctx, \d+, d_Between\$\d+\$body/);
  t.notRegex(code, /d_Loud\$\d+\$body/);
  t.notRegex(code, /d_Next1\$\d+\$body/);
  const lookups = compileText("SOMLookup", mod("SOMLookup", "VARIABLE x\nHas(k) == x[k] = 1\nRank(r) == IF r.a = 1 THEN r.b ELSE r.c\nInit == x = <<1>>\nNext == x' = <<IF Has(1) THEN Rank([a |-> 1, b |-> 2, c |-> 3]) ELSE 0>>"), initNext).code ?? "";
  t.notRegex(lookups, /d_Has\$\d+\$body/);
  t.notRegex(lookups, /d_Rank\$\d+\$body/);
});

test("look-ups joined by membership, DOMAIN, connectives and integer comparison are not memoized either, and give each call its own value", async (t) => {
  const text = mod(
    "SOMReads",
    [
      "VARIABLES x, up, z",
      "Read(k) == IF k \\in DOMAIN x THEN x[k] ELSE 0",
      "Both(a, b) == up[a] /\\ up[b] /\\ a < b /\\ ~(a \\notin DOMAIN x)",
      "Init == x = <<5, 6>> /\\ up = [i \\in 1..3 |-> i # 2] /\\ z = <<>>",
      "Next == x' = <<7>> /\\ up' = up /\\ z' = <<Read(1), Read(2), Read(3), Read(1)', Read(2)', Both(1, 3), Both(3, 1), Both(1, 2), Both(2, 3)>>",
    ].join("\n"),
  );
  const code = compileText("SOMReads", text, initNext).code ?? "";
  t.notRegex(code, /d_Read\$\d+\$body/);
  t.notRegex(code, /d_Both\$\d+\$body/);
  const spec = await load("SOMReads", text, initNext);
  const ctx = context(spec);
  t.deepEqual(successors(spec, firstInit(spec, ctx), ctx), [
    "Next: x=<<7>> up=<<TRUE, FALSE, TRUE>> z=<<5, 6, 0, 7, 0, TRUE, FALSE, FALSE, FALSE>>",
  ]);
});

test("one action calls the operator unprimed, primed and with other arguments: each call sees its own state and arguments", async (t) => {
  const spec = await load(
    "SOMPrime",
    mod("SOMPrime", "VARIABLES x, z\nOf(k) == {e \\in x : e > k}\nInit == x = {1, 2, 3} /\\ z = <<>>\nNext == x' = (x \\ {3}) \\cup {7} /\\ z' = <<Of(1), Of(2), Of(1)', Of(1), Of(6)'>>"),
    initNext,
  );
  const ctx = context(spec);
  const s = firstInit(spec, ctx);
  t.deepEqual(successors(spec, s, ctx), ["Next: x={1, 2, 7} z=<<{2, 3}, {3}, {2, 7}, {2, 3}, {7}>>"]);
});

test("values remembered for one state are never given for the next; two arguments are told apart in order", async (t) => {
  const spec = await load(
    "SOMStates",
    mod(
      "SOMStates",
      "VARIABLES x, z\nBetween(a, b) == {e \\in x : a < e /\\ e < b}\nInit == x = {1, 2, 3} /\\ z = <<>>\nNext == x' = {e + 1 : e \\in x} /\\ z' = <<Between(1, 4), Between(4, 1), Between(0, 3)>>",
    ),
    initNext,
  );
  const ctx = context(spec);
  const s = firstInit(spec, ctx);
  t.deepEqual(successors(spec, s, ctx), ["Next: x={2, 3, 4} z=<<{2, 3}, {}, {1, 2}>>"]);
  // The successor's own successors, generated with the same context: its values, not the first state's.
  let next: State | undefined;
  for (const a of spec.actions) a.generate(ctx, s, (u) => (next ??= u));
  t.deepEqual(successors(spec, next!, ctx), ["Next: x={3, 4, 5} z=<<{2, 3}, {}, {2}>>"]);
  t.deepEqual(successors(spec, s, ctx), ["Next: x={2, 3, 4} z=<<{2, 3}, {}, {1, 2}>>"]);
});

test("more distinct arguments than a row holds, and structured arguments, each get their own value", async (t) => {
  const spec = await load(
    "SOMMany",
    mod("SOMMany", "VARIABLES x, z\nPlus(k) == Cardinality(x) + k\nWith(S) == Cardinality(S \\cup x)\nInit == x = {0} /\\ z = <<>>\nNext == x' = x /\\ z' = [i \\in 1..12 |-> Plus(i) * 10 + Plus(i) + With({i, 20})]"),
    initNext,
  );
  const ctx = context(spec);
  const expected = Array.from({ length: 12 }, (_, i) => String((1 + i + 1) * 11 + 3)).join(", ");
  t.deepEqual(successors(spec, firstInit(spec, ctx), ctx), [`Next: x={0} z=<<${expected}>>`]);
});

test("an operator that fails fails again on the next call in the same state (failures are not remembered)", async (t) => {
  const spec = await load("SOMFail", mod("SOMFail", "VARIABLE x\nPick(k) == CHOOSE e \\in x : e > k\nInit == x = {1}\nNext == x' = Pick(5)"), initNext);
  const ctx = context(spec);
  const s = firstInit(spec, ctx);
  t.throws(() => successors(spec, s, ctx));
  t.throws(() => successors(spec, s, ctx));
});
