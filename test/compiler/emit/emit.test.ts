// The emitted code end to end: small specs compiled with compileToJs, loaded with
// loadCompiledSpec, then driven through their generators directly, with TLC's
// orders (TLC-SEMANTICS §3.3), assignment versus equality of primed variables,
// located evaluation errors, safe emission of spec text and determinism.

import test from "ava";
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { compileToJs, compileToTs } from "../../../compiler/index.js";
import { SpecEvalError } from "../../../runtime/check/specEvalError.js";
import { projectRoot } from "../../support/shared.js";
import { compileText, context, firstInit, initStates, load, successors, writeSpec } from "./support.js";

const mod = (name: string, body: string, ext = "Naturals, TLC") => `---- MODULE ${name} ----\nEXTENDS ${ext}\n${body}\n====\n`;
const initNext = "INIT Init\nNEXT Next\n";

test("§3.3: x \\in S /\\ y \\in T in Init nests loops with the last conjunct fastest", async (t) => {
  const s = await load("O1", mod("O1", "VARIABLES x, y\nInit == x \\in {1, 2} /\\ y \\in {3, 4}\nNext == UNCHANGED <<x, y>>"), initNext);
  t.deepEqual(initStates(s), ["x=1 y=3", "x=1 y=4", "x=2 y=3", "x=2 y=4"]);
});

test("§3.3: \\E x \\in S, y \\in T varies the first variable fastest, in Init and in actions", async (t) => {
  const s = await load(
    "O2",
    mod("O2", "VARIABLES x, y\nInit == \\E a \\in {1, 2}, b \\in {3, 4} : x = a /\\ y = b\nNext == \\E a \\in {x, x + 1}, b \\in {y, y + 1} : x' = a /\\ y' = b"),
    initNext,
  );
  t.deepEqual(initStates(s), ["x=1 y=3", "x=2 y=3", "x=1 y=4", "x=2 y=4"]);
  t.deepEqual(successors(s, firstInit(s)), ["Next: x=1 y=3", "Next: x=2 y=3", "Next: x=1 y=4", "Next: x=2 y=4"]);
});

test("x' = e assigns while x' is unassigned and compares once it is (TLC's rule)", async (t) => {
  const s = await load(
    "P1",
    mod(
      "P1",
      "VARIABLE x\nInit == x = 0\nNext == \\/ x' = 1 /\\ x' = 1\n        \\/ x' = 2 /\\ x' = 3\n        \\/ x' \\in {4, 5, 6} /\\ x' # 5\n        \\/ x' = 7 /\\ x' \\in {6, 7}",
    ),
    initNext,
  );
  t.deepEqual(successors(s, firstInit(s)), ["Next: x=1", "Next: x=4", "Next: x=6", "Next: x=7"]);
});

test("UNCHANGED looks through definitions; IF and CASE inside actions branch", async (t) => {
  const s = await load(
    "P2",
    mod(
      "P2",
      "VARIABLES x, y\nvars == <<x, y>>\nInit == x = 0 /\\ y = 0\nA == IF x = 0 THEN x' = 1 ELSE x' = 2\nB == CASE x = 0 -> x' = 3 [] x = 0 -> x' = 4 [] OTHER -> x' = 5\nNext == (A \\/ B) /\\ UNCHANGED y\nSpec == Init /\\ [][Next]_vars",
    ),
    "SPECIFICATION Spec\n",
  );
  // A conjunction is one action (§3.2); CASE takes the first arm whose guard is TRUE, as TLC does.
  t.deepEqual(successors(s, firstInit(s)), ["Next: x=1 y=0", "Next: x=3 y=0"]);
});

test("an action leaving a variable unassigned is TLC's 'not completely specified' error", async (t) => {
  const s = await load("P3", mod("P3", "VARIABLES x, y\nInit == x = 0 /\\ y = 0\nNext == x' = 1"), initNext);
  const ctx = context(s);
  const error = t.throws(() => successors(s, firstInit(s, ctx), ctx));
  t.true(error instanceof SpecEvalError);
  t.regex(error!.message, /Successor state is not completely specified by action Next.*not defined: y/);
});

test("an evaluation error carries the location of the expression that raised it", async (t) => {
  const s = await load("E1", mod("E1", "VARIABLE x\nf == <<1, 2>>\nInit == x = 1\nNext == /\\ x < 5\n        /\\ x' = f[x + 2]"), initNext);
  const ctx = context(s);
  const error = t.throws(() => successors(s, firstInit(s, ctx), ctx)) as SpecEvalError;
  t.true(error instanceof SpecEvalError);
  t.false(error.isInternal);
  t.deepEqual([error.location.module, error.location.line, error.location.column, error.location.endLine, error.location.endColumn], ["E1", 7, 17, 7, 24]);
  t.regex(error.message, /index 3 of tuple/);
});

test("CHOOSE, quantifiers, set constructors, records and EXCEPT evaluate as TLC does", async (t) => {
  const s = await load(
    "V1",
    mod(
      "V1",
      'VARIABLE x\nr == [a |-> 1, b |-> <<2, 3>>]\nInit == x = << CHOOSE v \\in -3..3 : v * v = 4,\n  {n * 2 : n \\in 1..3}, {n \\in 1..6 : n % 2 = 0},\n  [r EXCEPT !.a = @ + 10, !.b[2] = 9], \\A n \\in 1..3 : n > 0,\n  LET sq(n) == n * n IN [i \\in 1..3 |-> sq(i)], r.b[1] >>\nNext == UNCHANGED x',
      "Integers",
    ),
    initNext,
  );
  t.deepEqual(initStates(s), ['x=<<-2, {2, 4, 6}, {2, 4, 6}, [a |-> 11, b |-> <<2, 9>>], TRUE, <<1, 4, 9>>, 2>>']);
});

test("recursive operators and recursive functions over infinite domains", async (t) => {
  const s = await load(
    "R1",
    mod("R1", "VARIABLE x\nRECURSIVE F(_)\nF(n) == IF n = 0 THEN 1 ELSE n * F(n - 1)\nfact[n \\in Nat] == IF n = 0 THEN 1 ELSE n * fact[n - 1]\nInit == x = <<F(5), fact[6]>>\nNext == UNCHANGED x"),
    initNext,
  );
  t.deepEqual(initStates(s), ["x=<<120, 720>>"]);
});

test("INSTANCE with substitutions: definitions compiled per instantiation", async (t) => {
  const counter = "---- MODULE Counter ----\nEXTENDS Naturals\nCONSTANT Max\nVARIABLE c\nInc == c < Max /\\ c' = c + 1\n====\n";
  const s = await load(
    "I1",
    mod("I1", "VARIABLES a, b\nA == INSTANCE Counter WITH c <- a, Max <- 2\nB == INSTANCE Counter WITH c <- b, Max <- 1\nInit == a = 0 /\\ b = 0\nNext == (A!Inc /\\ UNCHANGED b) \\/ (B!Inc /\\ UNCHANGED a)"),
    initNext,
    { Counter: counter },
  );
  t.deepEqual(successors(s, firstInit(s)), ["Next: a=1 b=0", "Next: a=0 b=1"]);
});

test("§1.2: the cfg's model values come first in the intern order, then names in lexing order", async (t) => {
  const s = await load(
    "T1",
    mod("T1", 'CONSTANT R\nVARIABLE qqq\nInit == qqq = <<{"ppp", "qqq"}, CHOOSE r \\in R : TRUE, {"b", "a"}>>\nNext == UNCHANGED qqq'),
    "CONSTANT R = {r2, r1}\nINIT Init\nNEXT Next\n",
  );
  // qqq is lexed before "ppp" is processed; EXTENDS TLC's modules name a before b (the root never names b).
  t.deepEqual(initStates(s), ['qqq=<<{"qqq", "ppp"}, r2, {"a", "b"}>>']);
});

const nasty = 'q"uote `tick` */ ${x} \\\\ \u2028 line \u00e9 \\u0041';

test("spec text cannot break out of emitted code: quotes, backticks, */, ${, line separators", async (t) => {
  // TLA+ identifiers are plain, but operator symbols (\\prec) and strings are not.
  const body = `VARIABLE x\na \\prec b == a < b\nS == "${nasty.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"\nInit == x = <<S, 1 \\prec 2>>\nNext == UNCHANGED x`;
  const text = mod("Safe", body);
  const spec = await load("Safe", text, initNext);
  const ctx = context(spec);
  const first = firstInit(spec, ctx);
  const str = (first[0] as { elems: readonly { text: string }[] }).elems[0]!;
  t.is(str.text, nasty);
  t.true((first[0] as { elems: readonly unknown[] }).elems[1] === true);
  // The TS output must also parse and type-check: run tsc on it.
  const w = writeSpec("Safe", text, initNext);
  // The typed output imports the runtime's TypeScript sources (the build has no declarations).
  const ts = await compileToTs(w.spec, { config: w.cfg, runtimeImport: join(projectRoot, "runtime") + "/" });
  t.not(ts.code, undefined);
  const dir = mkdtempSync(join(tmpdir(), "tla2ts-safe-"));
  writeFileSync(join(dir, "Safe.ts"), ts.code!);
  t.notThrows(() => execFileSync(join(projectRoot, "node_modules", ".bin", "tsc"), ["--ignoreConfig", "--noEmit", "--strict", "--target", "ES2022", "--module", "NodeNext", "--skipLibCheck", "--types", "node", "--typeRoots", join(projectRoot, "node_modules", "@types"), join(dir, "Safe.ts")], { stdio: "pipe" }));
});

test("the same input compiles to byte-identical code", (t) => {
  const w = writeSpec("Det", mod("Det", 'CONSTANT R\nVARIABLE x\nInit == x \\in R\nNext == \\E r \\in R : x\' = r /\\ x # "s"'), "CONSTANT R = {a, b}\nINIT Init\nNEXT Next\n");
  const one = compileToJs(w.spec, { config: w.cfg });
  const two = compileToJs(w.spec, { config: w.cfg });
  t.not(one.code, undefined);
  t.is(one.code, two.code);
});

test("a definition the emitter cannot compile is a located diagnostic, not a crash", (t) => {
  const r = compileText("U1", mod("U1", "VARIABLE x\nInit == x = 0\nNext == x' = 1 /\\ (\\EE y : y = 1)"), initNext);
  t.is(r.code, undefined);
  t.deepEqual(r.diagnostics.map((d) => d.code), ["TT3001"]);
  t.true(r.diagnostics[0]!.range.end > r.diagnostics[0]!.range.start);
});
