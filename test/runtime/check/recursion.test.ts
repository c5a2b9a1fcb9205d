// Deep recursion runs on an explicit stack (runtime/check/recursion.ts): recursive
// operators and recursive functions 100,000 calls deep evaluate, where the JS stack
// alone (about 10,000 frames) overflows. TLC's Java stack overflows at this depth too
// ("This was a Java StackOverflowError"), so the expected values are the arithmetic
// truths, not TLC's output; at depths TLC reaches both agree.

import test from "ava";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runModel } from "../../support/runModel.js";

async function checkAssumptions(name: string, body: string, constants = ""): Promise<{ result: string | undefined; message: string | undefined }> {
  const dir = mkdtempSync(join(tmpdir(), "tla2ts-recursion-"));
  try {
    const spec = join(dir, `${name}.tla`);
    writeFileSync(spec, `---- MODULE ${name} ----\nEXTENDS Integers, Sequences\n${body}\nVARIABLE x\nInit == x = 0\nNext == UNCHANGED x\n====\n`);
    writeFileSync(join(dir, `${name}.cfg`), `${constants}\nINIT Init\nNEXT Next\nCHECK_DEADLOCK FALSE\n`);
    const r = await runModel(spec, join(dir, `${name}.cfg`));
    t0(r.diagnostics.filter((d) => d.severity === "error").map((d) => d.message));
    return { result: r.result?.result, message: r.result?.error?.message };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function t0(errors: readonly string[]): void {
  if (errors.length > 0) throw new Error(errors.join("\n"));
}

test("a RECURSIVE operator 100,000 calls deep evaluates", async (t) => {
  const r = await checkAssumptions(
    "DeepCount",
    "RECURSIVE Count(_)\nCount(n) == IF n = 0 THEN 0 ELSE 1 + Count(n - 1)\nASSUME Count(100000) = 100000\nASSUME Count(5) = 5",
  );
  t.is(r.result, "ok", r.message);
});

test("mutually recursive operators 100,001 calls deep evaluate", async (t) => {
  const r = await checkAssumptions(
    "DeepEvenOdd",
    "RECURSIVE Even(_), Odd(_)\nEven(n) == IF n = 0 THEN TRUE ELSE Odd(n - 1)\nOdd(n) == IF n = 0 THEN FALSE ELSE Even(n - 1)\nASSUME Odd(100001)\nASSUME ~Even(100001)",
  );
  t.is(r.result, "ok", r.message);
});

test("a recursive function f[n \\in Nat] applied 100,000 deep evaluates", async (t) => {
  const r = await checkAssumptions("DeepFunction", "f[n \\in Nat] == IF n = 0 THEN 0 ELSE 1 + f[n - 1]\nASSUME f[100000] = 100000");
  t.is(r.result, "ok", r.message);
});

test("deep recursion carrying sets and sequences gives the same values as shallow recursion", async (t) => {
  const r = await checkAssumptions(
    "DeepValues",
    "RECURSIVE Build(_, _)\nBuild(s, n) == IF n = 0 THEN s ELSE Build(Append(s, n % 3), n - 1)\n" +
      "RECURSIVE SetSum(_)\nSetSum(S) == IF S = {} THEN 0 ELSE LET m == CHOOSE e \\in S : TRUE IN m + SetSum(S \\ {m})\n" +
      "ASSUME Len(Build(<<>>, 3000)) = 3000\nASSUME Build(<<>>, 4) = <<1, 0, 2, 1>>\nASSUME SetSum(1..2000) = 2001000",
  );
  t.is(r.result, "ok", r.message);
});

test("a value nested 100,000 deep is built, passed down a recursion and fingerprinted", async (t) => {
  const r = await checkAssumptions(
    "DeepValue",
    "RECURSIVE Nest(_)\nNest(n) == IF n = 0 THEN <<>> ELSE <<Nest(n - 1)>>\n" +
      "RECURSIVE Depth(_)\nDepth(l) == IF l = <<>> THEN 0 ELSE 1 + Depth(l[1])\nASSUME Depth(Nest(100000)) = 100000",
  );
  t.is(r.result, "ok", r.message);
});

test("an argument without a fingerprint (Seq(S)) keeps the recursion on the JS stack", async (t) => {
  const r = await checkAssumptions("SeqArgument", "RECURSIVE G(_, _)\nG(S, n) == IF n = 0 THEN <<1>> \\in S ELSE G(S, n - 1)\nASSUME G(Seq({1}), 500)");
  t.is(r.result, "ok", r.message);
});

test("an error deep in a recursion is reported as it is in a shallow one", async (t) => {
  const deep = await checkAssumptions("DeepError", "RECURSIVE D(_)\nD(n) == IF n = 0 THEN 1 \\div 0 ELSE D(n - 1)\nASSUME D(50000) = 0");
  const shallow = await checkAssumptions("ShallowError", "RECURSIVE D(_)\nD(n) == IF n = 0 THEN 1 \\div 0 ELSE D(n - 1)\nASSUME D(5) = 0");
  t.is(deep.result, "error");
  t.is(deep.message, shallow.message);
});

test("a LET RECURSIVE operator 100,000 calls deep evaluates, also capturing an outer parameter", async (t) => {
  const r = await checkAssumptions(
    "DeepLetRecursive",
    "Op(n) == LET RECURSIVE F(_) F(k) == IF k = 0 THEN 0 ELSE 1 + F(k - 1) IN F(n)\n" +
      "Scale(m, n) == LET RECURSIVE H(_) H(k) == IF k = 0 THEN 0 ELSE m + H(k - 1) IN H(n)\n" +
      "RECURSIVE Outer(_)\nOuter(n) == IF n = 0 THEN 0 ELSE LET RECURSIVE G(_) G(k) == IF k = 0 THEN 1 ELSE G(k - 1) IN G(3) + Outer(n - 1)\n" +
      "ASSUME Op(100000) = 100000\nASSUME Scale(3, 50000) = 150000\nASSUME Outer(20000) = 20000",
  );
  t.is(r.result, "ok", r.message);
});

test("recursion through operator parameters 100,000 calls deep evaluates", async (t) => {
  const r = await checkAssumptions(
    "DeepOperatorArguments",
    "RECURSIVE Iter(_, _, _)\nIter(f(_), v, n) == IF n = 0 THEN v ELSE Iter(f, f(v), n - 1)\nInc(a) == a + 1\n" +
      "RECURSIVE Fold(_, _, _)\nFold(op(_, _), acc, n) == IF n = 0 THEN acc ELSE op(n, Fold(op, acc, n - 1))\n" +
      "ASSUME Iter(Inc, 0, 100000) = 100000\nASSUME Iter(LAMBDA a : a + 2, 0, 100000) = 200000\n" +
      "ASSUME Fold(LAMBDA a, b : b - a, 0, 60000) = -1800030000\nASSUME Fold(LAMBDA a, b : a + b, 0, 60000) = 1800030000",
  );
  t.is(r.result, "ok", r.message);
});

test("an operator argument made afresh at each level (a LAMBDA inside the recursion) is recognised by where it was made", async (t) => {
  // Chain's LAMBDAs nest: applying the last calls all the others, each application a nested call.
  const r = await checkAssumptions(
    "FreshLambda",
    "RECURSIVE Last(_, _)\nLast(f(_), n) == IF n = 0 THEN f(0) ELSE Last(LAMBDA x : x + n, n - 1)\nASSUME Last(LAMBDA x : x, 100000) = 1\n" +
      "Inc(a) == a + 1\nRECURSIVE Named(_, _)\nNamed(f(_), n) == IF n = 0 THEN f(0) ELSE Named(Inc, n - 1)\nASSUME Named(LAMBDA x : x, 100000) = 1\n" +
      "RECURSIVE Chain(_, _)\nChain(f(_), n) == IF n = 0 THEN f(0) ELSE Chain(LAMBDA x : f(x) + 1, n - 1)\nASSUME Chain(LAMBDA x : x, 100000) = 100000",
  );
  t.is(r.result, "ok", r.message);
});

test("LAMBDAs nested 100,000 deep, each calling the one it was made from, build and apply deep values", async (t) => {
  // TLC cannot run these at any depth: it binds `g` inside the LAMBDA dynamically and
  // overflows its stack even at 10 levels; the expected values are the lexical ones.
  const r = await checkAssumptions(
    "NestedLambdas",
    "RECURSIVE Nest(_, _)\nNest(g(_), n) == IF n = 0 THEN g(<<>>) ELSE Nest(LAMBDA s : <<g(s)>>, n - 1)\n" +
      "RECURSIVE Depth(_)\nDepth(s) == IF s = <<>> THEN 0 ELSE 1 + Depth(s[1])\n" +
      "ASSUME Depth(Nest(LAMBDA s : s, 100000)) = 100000\nASSUME Depth(Nest(LAMBDA s : s, 3)) = 3\n" +
      "Twice(f(_), x) == f(f(x))\nRECURSIVE Tower(_, _)\nTower(f(_), n) == IF n = 0 THEN f(0) ELSE Tower(LAMBDA x : Twice(f, x), n - 1)\n" +
      "ASSUME Tower(LAMBDA x : x + 1, 10) = 1024",
  );
  t.is(r.result, "ok", r.message);
});

// A recursion that never ends is TLC's "This was a Java StackOverflowError" (exit 75 in
// ASSUME and the initial states, 255 while computing successors), never a hang.
const STACK_OVERFLOW = "This was a Java StackOverflowError. It was probably the result";

test("a recursive call that needs its own value is TLC's stack overflow, not a hang", async (t) => {
  const r = await checkAssumptions("NeedsItself", "RECURSIVE F(_)\nF(n) == F(n)\nASSUME F(1) = 1");
  t.is(r.result, "error");
  t.true(r.message?.startsWith(STACK_OVERFLOW), r.message);
});

test("a recursion whose arguments grow without end stops as TLC's stack overflow", async (t) => {
  const r = await checkAssumptions("GrowsForever", "RECURSIVE F(_)\nF(n) == F(n + 1)\nASSUME F(1) = 1");
  t.is(r.result, "error");
  t.true(r.message?.startsWith(STACK_OVERFLOW), r.message);
});

test("a never-ending recursion left on the JS stack (no fingerprint) is TLC's stack overflow too", async (t) => {
  const r = await checkAssumptions("NoKeyForever", "RECURSIVE F(_)\nF(s) == F(s)\nASSUME F(Seq({1})) = 1");
  t.is(r.result, "error");
  t.true(r.message?.startsWith(STACK_OVERFLOW), r.message);
});
