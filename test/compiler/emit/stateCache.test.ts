// Zero-arity state-level definitions are computed once per state the checker holds
// (runtime/check/emitted.ts, `$stateMemo`): the state an action is generated from and
// the state invariants are checked on. What must not change: a definition read under
// a prime, in Init, in ENABLED under a prime or through a primed LET name is evaluated
// on the next state as it is then (never a value cached for another state), a value
// cached for one state is never given for another, and a definition with an effect
// (Print) runs on every reference as in TLC.

import test from "ava";
import { check } from "../../../runtime/check/bfs.js";
import type { CompiledSpec, EvalContext, State } from "../../../runtime/check/spec.js";
import { printValue } from "../../../runtime/values/index.js";
import { compileText, context, initStates, load, show, successors } from "./support.js";

const mod = (name: string, body: string) => `---- MODULE ${name} ----\nEXTENDS Naturals, TLC\n${body}\n====\n`;
const initNext = "INIT Init\nNEXT Next\n";

function allInits(spec: CompiledSpec, ctx: EvalContext): State[] {
  const out: State[] = [];
  spec.init.generate(ctx, (s) => out.push(s));
  return out;
}

test("a zero-arity state-level definition is compiled behind the state memo; constant, action-level and effectful ones are not", (t) => {
  const r = compileText(
    "CacheShape",
    mod("CacheShape", "CONSTANT C\nVARIABLE x\nD == x + 1\nK == C + 1\nStep == x' = x\nLoud == Print(x, x)\nUsesLoud == Loud + 1\nInit == x = 0\nNext == x' = D + K + UsesLoud /\\ Step"),
    "CONSTANT C = 1\n" + initNext,
  );
  const code = r.code ?? "";
  t.regex(code, /function d_D\$\d+\(ctx, s, n\) \{ return \$stateMemo\(ctx, \d+, d_D\$\d+\$body, s, n\); \}/);
  t.notRegex(code, /d_K\$\d+\$body/);
  t.notRegex(code, /d_Step\$\d+\$body/);
  t.notRegex(code, /d_Loud\$\d+\$body/);
  t.notRegex(code, /d_UsesLoud\$\d+\$body/);
  // Actions and invariants enter their state; a module without such a definition has no cache calls.
  t.regex(code, /\(ctx, s, emit\) => \{ \$enterState\(ctx\.A, s\);/);
  const plain = compileText("NoCache", mod("NoCache", "VARIABLE x\nInit == x = 0\nNext == x' = x + 1"), initNext).code ?? "";
  t.notRegex(plain, /\$enterState\(ctx/);
});

test("one action reads a definition unprimed, primed and unprimed again: each read sees its own state", async (t) => {
  const spec = await load(
    "CachePrime",
    mod("CachePrime", "VARIABLES x, y, z\nD == x * 10 + y\nInit == x = 1 /\\ y = 2 /\\ z = 0\nNext == x' = D /\\ y' = y /\\ z' = <<D, D', D>>"),
    initNext,
  );
  const ctx = context(spec);
  const [s] = allInits(spec, ctx);
  t.deepEqual(successors(spec, s!, ctx), ["Next: x=12 y=2 z=<<12, 122, 12>>"]);
});

test("a definition read only primed, for each of several assignments of the same next state (one action: the bound set reads x)", async (t) => {
  const spec = await load(
    "CachePrimeLoop",
    mod("CachePrimeLoop", "VARIABLES x, y, z\nD == x + y\nEnD == ENABLED (D > 5 /\\ y' = y)\nInit == x = 1 /\\ y = 2 /\\ z = <<>>\nNext == \\E k \\in {x, x + 9} : x' = k /\\ y' = y /\\ z' = <<D', EnD'>>"),
    initNext,
  );
  const ctx = context(spec);
  const [s] = allInits(spec, ctx);
  t.deepEqual(successors(spec, s!, ctx), ["Next: x=1 y=2 z=<<3, FALSE>>", "Next: x=10 y=2 z=<<12, TRUE>>"]);
});

test("Init reads a definition of the variables it is assigning: each initial state gets its own value", async (t) => {
  const spec = await load("CacheInit", mod("CacheInit", "VARIABLES x, z\nD == x * 2\nInit == x \\in {1, 2, 3} /\\ z = D\nNext == UNCHANGED <<x, z>>"), initNext);
  t.deepEqual(initStates(spec), ["x=1 z=2", "x=2 z=4", "x=3 z=6"]);
});

test("ENABLED reads a definition on the current state, and under a prime on the next state being built", async (t) => {
  const spec = await load(
    "CacheEnabled",
    mod(
      "CacheEnabled",
      "VARIABLES x, y, z\nD == x + y\nA == D > 5 /\\ y' = y\nEnD == ENABLED A\nInit == x = 1 /\\ y = 2 /\\ z = <<>>\nNext == \\E k \\in {1, 10} : x' = k /\\ y' = y /\\ z' = <<EnD, EnD', D, D'>>",
    ),
    initNext,
  );
  const ctx = context(spec);
  const [s] = allInits(spec, ctx);
  t.deepEqual(successors(spec, s!, ctx), ["Next: x=1 y=2 z=<<FALSE, FALSE, 3, 3>>", "Next: x=10 y=2 z=<<FALSE, TRUE, 3, 12>>"]);
});

test("a LET name standing for a state-level definition, primed, is the next state's value", async (t) => {
  const spec = await load(
    "CacheLet",
    mod("CacheLet", "VARIABLES x, z\nD == x * 3\nInit == x = 1 /\\ z = 0\nNext == LET a == D IN /\\ x' = a + 1 /\\ z' = <<a, a', D, D'>>[2] + a"),
    initNext,
  );
  const ctx = context(spec);
  const [s] = allInits(spec, ctx);
  t.deepEqual(successors(spec, s!, ctx), ["Next: x=4 z=15"]);
});

test("values cached for one state are never given for another: actions and invariants interleaved over several states", async (t) => {
  const spec = await load(
    "CacheStates",
    mod("CacheStates", "VARIABLES x\nD == x * x\nInv == D # 49\nInit == x \\in 1..3\nNext == x' = (D + 1) % 10"),
    "INVARIANT Inv\n" + initNext,
  );
  const ctx = context(spec);
  const inv = spec.invariants[0]!;
  const seen: string[] = [];
  for (const s of allInits(spec, ctx)) {
    for (const a of spec.actions) {
      // The invariant runs on the successor while the action still holds `s`, then on `s` itself.
      a.generate(ctx, s, (u) => seen.push(`${show(spec, s)} -> ${show(spec, u)} ${inv.test(ctx, u)} ${inv.test(ctx, s)}`));
    }
  }
  t.deepEqual(seen, ["x=1 -> x=2 true true", "x=2 -> x=5 true true", "x=3 -> x=0 true true"]);
  // The whole search: 2 -> 5 -> 6 -> 7, where D = 49.
  const r = check(spec);
  t.like(r, { result: "invariant", violated: "Inv", distinctStates: 7, depth: 4 });
  t.deepEqual(
    r.trace?.map((step) => step.state.map((v) => printValue(v)).join(" ")),
    ["2", "5", "6", "7"],
  );
});

test("a definition with Print prints on every reference, as in TLC", async (t) => {
  const spec = await load("CachePrint", mod("CachePrint", "VARIABLE x\nLoud == Print(x, x)\nInit == x = 1\nNext == x' = Loud + Loud"), initNext);
  const out: string[] = [];
  const ctx = context(spec, out);
  const [s] = allInits(spec, ctx);
  t.deepEqual(successors(spec, s!, ctx), ["Next: x=2"]);
  t.deepEqual(out, ["1  1", "1  1"]);
});

test("sets built from constants by [S -> T], SUBSET, \\cup and effect-free standard operators are built once; RandomElement is called every time", (t) => {
  const r = compileText(
    "Hoist",
    mod("Hoist", "CONSTANT N\nVARIABLE x\nTypeOK == x \\in [0..N-1 -> SUBSET ({0} \\cup {1})]\nInit == x = [i \\in 0..N-1 |-> {}]\nNext == x' = x /\\ RandomElement(1..N) \\in 1..N"),
    "CONSTANT N = 2\nINVARIANT TypeOK\n" + initNext,
  );
  const code = r.code ?? "";
  t.regex(code, /\(ctx\.K\[\d+\] \?\?= core\.fcnSet\(ctx, \(ctx\.K\[\d+\] \?\?= M_Naturals\.interval\(ctx, 0, \(ctx\.K\[\d+\] \?\?= M_Naturals\.minus\(ctx, ctx\.C\[0\], 1\)\)\)\), \(ctx\.K\[\d+\] \?\?= core\.powerset\(ctx, \(ctx\.K\[\d+\] \?\?= core\.union\(/);
  t.regex(code, /[^=] M_TLC\.RandomElement\(ctx, \(ctx\.K\[\d+\] \?\?= M_Naturals\.interval\(ctx, 1, ctx\.C\[0\]\)\)\)/);
});

test("a constant set that fails to build fails on every evaluation, where it did", async (t) => {
  const spec = await load("HoistFail", mod("HoistFail", "VARIABLE x\nInv == x \\in SUBSET (1..\"a\")\nInit == x = {}\nNext == x' = x"), "INVARIANT Inv\n" + initNext);
  const ctx = context(spec);
  const [s] = allInits(spec, ctx);
  const inv = spec.invariants[0]!;
  const first = t.throws(() => inv.test(ctx, s!), { message: /tlc2.module.Naturals.DotDot.*\n.*\nCannot cast tlc2.value.impl.StringValue/ });
  const again = t.throws(() => inv.test(ctx, s!));
  t.is(again?.message, first?.message);
});
