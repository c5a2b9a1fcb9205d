// `tla2ts check` as a user meets it: the verdict text and exit codes, --json as the
// last thing on stdout, and located diagnostics (never a stack trace) for bad input.

import test from "ava";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { main } from "../../compiler/cli/main.js";
import { projectRoot } from "../support/shared.js";

async function run(args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = "";
  let err = "";
  const code = await main(args, { out: (s) => (out += s), err: (s) => (err += s) });
  return { code, out, err };
}

/** Writes `Name.tla` (and `Name.cfg` when given) into a fresh folder; returns the .tla path. */
function spec(name: string, tla: string, cfg?: string): string {
  const dir = mkdtempSync(join(tmpdir(), "tla2ts-check-"));
  writeFileSync(join(dir, `${name}.tla`), tla);
  if (cfg !== undefined) writeFileSync(join(dir, `${name}.cfg`), cfg);
  return join(dir, `${name}.tla`);
}

const example = join(projectRoot, "corpus", "examples", "TaskQueue.tla");

test("the bundled example checks with TLC's final lines and exit 0", async (t) => {
  const r = await run(["check", example, "--progress", "0"]);
  t.is(r.code, 0, r.err);
  t.regex(r.out, /Model checking completed\. No error has been found\./);
  t.regex(r.out, /^278 states generated, 116 distinct states found, 0 states left on queue\.$/m);
  t.regex(r.out, /^The depth of the complete state graph search is 9\.$/m);
});

test("--json: one JSON object last on stdout", async (t) => {
  const r = await run(["check", example, "--json"]);
  const json = JSON.parse(r.out.trim().split("\n").pop()!) as { result: string; distinctStates: number; depth: number };
  t.like(json, { result: "ok", distinctStates: 116, depth: 9 });
});

test("--workers: the result is the same, --json says how many threads searched, a fallback is explained when asked for, a bad count is refused", async (t) => {
  const lastJson = (out: string) => JSON.parse(out.trim().split("\n").pop()!) as Record<string, unknown>;
  const one = await run(["check", example, "--json", "--workers", "1"]);
  const two = await run(["check", example, "--json", "--workers", "2"]);
  t.is(lastJson(one.out)["workers"], 1);
  // TaskQueue has a temporal property: the behaviour graph is recorded by one worker, and the note says so.
  t.is(lastJson(two.out)["workers"], 1);
  t.regex(two.err, /checking with one worker instead of 2: checking temporal properties needs the behaviour graph/);
  const byDefault = await run(["check", example, "--json"]);
  t.notRegex(byDefault.err, /one worker/);
  const strip = (o: Record<string, unknown>) => ({ ...o, seconds: 0, liveness: undefined });
  t.deepEqual(strip(lastJson(two.out)), strip(lastJson(one.out)));
  const bad = await run(["check", example, "--workers", "0"]);
  t.is(bad.code, 2);
  t.regex(bad.err, /--workers needs a whole number from 1 to 1024, not '0'/);
  t.is(bad.out, "");
});

test("a number option that is not a number, or a file option given no name, is a usage error (exit 2), not NaN or an empty path", async (t) => {
  for (const [args, message] of [
    [["--progress", "x"], /--progress needs a number of seconds of at least 0/],
    [["--progress", "-1"], /--progress needs a number of seconds of at least 0/],
    [["--config"], /--config needs a file or folder name/],
    [["--itf", ""], /--itf needs a file or folder name/],
    [["--checkpoint"], /--checkpoint needs a file or folder name/],
  ] as const) {
    const r = await run(["check", example, ...args]);
    t.is(r.code, 2, args.join(" "));
    t.regex(r.err, message);
    t.is(r.out, "");
  }
  const simulate = await run(["simulate", example, "--progress", "soon", "--traces", "1"]);
  t.is(simulate.code, 2);
  t.regex(simulate.err, /--progress needs a number of seconds of at least 0/);
});

test("a syntax error in the spec is located with a code frame; exit 150", async (t) => {
  const path = spec("Bad", "---- MODULE Bad ----\nx == IF TRUE 1 ELSE 2\n====\n", "INIT x\n");
  const r = await run(["check", path]);
  t.is(r.code, 150);
  t.true(r.err.startsWith(`${path}:2:14: error TT1101: expected 'THEN' but found '1'\n`), r.err);
  t.regex(r.err, /> 2 \| x == IF TRUE 1 ELSE 2\n {4}\| {14}\^\n/);
  t.notRegex(r.err, /\n\s+at /);
});

test("an undefined name and a missing model file are diagnostics with TLC's exit codes", async (t) => {
  const unknown = spec("Un", "---- MODULE Un ----\nVARIABLE x\nInit == x = Foo\nNext == x' = x\n====\n", "INIT Init\nNEXT Next\n");
  const r1 = await run(["check", unknown]);
  t.is(r1.code, 150);
  t.regex(r1.err, /Un\.tla:3:13: error TT2004: Foo is not defined/);
  const noCfg = spec("NoCfg", "---- MODULE NoCfg ----\nVARIABLE x\nInit == x = 1\nNext == x' = x\n====\n");
  const r2 = await run(["check", noCfg]);
  t.is(r2.code, 255); // TLC: a ConfigFileException, its generic status
  t.regex(r2.err, /NoCfg\.cfg: error TT4110/);
});

// SANY (TLC 2026.04, exit 150): "The operator Two requires 2 arguments.", "Expected arity 1 but found operator of arity 2.",
// "An expression appears as argument number 1 ... in a position an operator is required.", "Lambda expression with arity 2
// used as argument 1 of operator `App', but an operator of arity 1 is required.", each module rejected even where unused.
test("arity mismatches are located errors that say what was expected; exit 150 as SANY's, even in an unused definition", async (t) => {
  const tla = (def: string) => `---- MODULE Ar ----\nEXTENDS Naturals\nVARIABLE x\nTwo(a, b) == a + b\nApp(F(_), v) == F(v)\nInit == x = 0\nNext == x' = 1\nA1 == ${def}\n====\n`;
  const cases: [string, RegExp][] = [
    // Too many arguments: only the arity is reported (SUBSET is not "undefined").
    ["Two(SUBSET, 1, 2)", /^\S+Ar\.tla:8:7: error TT2007: Two takes 2 argument\(s\) but is given 3\n(?![\s\S]*error)/],
    ["Two(1)", /Ar\.tla:8:7: error TT2007: Two takes 2 argument\(s\) but is given 1\n/],
    ["App(Two, 1)", /Ar\.tla:8:11: error TT2015: this argument is for an operator parameter of arity 1, but Two takes 2 argument\(s\)\n/],
    ["App(x, 1)", /Ar\.tla:8:11: error TT2015: this argument is for an operator parameter of arity 1, but x takes 0 argument\(s\)\n/],
    ["App(\\cup, 1)", /Ar\.tla:8:11: error TT2015: this argument is for an operator parameter of arity 1, but \\cup takes 2 argument\(s\)\n/],
    ["App(LAMBDA a, b : a, 1)", /Ar\.tla:8:11: error TT2015: this argument is for an operator parameter of arity 1, but this LAMBDA takes 2 argument\(s\)\n/],
    ["App(Two(1, 2), 1)", /Ar\.tla:8:11: error TT2016: this argument is for an operator parameter of arity 1: it must be an operator's name or a LAMBDA, not an expression\n/],
    ["App(Two!:, 1)", /Ar\.tla:8:11: error TT2015: this argument is for an operator parameter of arity 1, but Two!: takes 2 argument\(s\)\n/],
    ["Two(SUBSET, 1)", /Ar\.tla:8:11: error TT2017: SUBSET is a built-in operator: it can be passed only for an operator parameter of its arity, not used as a value\n/],
  ];
  for (const [def, message] of cases) {
    const r = await run(["check", spec("Ar", tla(def), "INIT Init\nNEXT Next\n")]);
    t.is(r.code, 150, def);
    t.regex(r.err, message, def);
    t.regex(r.err, /\n> 8 \| A1 == /, def);
  }
  const fine = await run(["check", spec("Ar", tla("App(SUBSET, {1}) = App(LAMBDA a : a, 2)"), "INIT Init\nNEXT Next\n"), "--progress", "0"]);
  t.is(fine.code, 0, fine.err);
});

// TLC reads the model file before the spec: one it cannot parse is a ConfigFileException (exit 255); a model that
// does not fit the spec is its 151, also when the error is located in the .tla.
test("model-file errors exit as TLC's: 255 for its syntax, 151 for its meaning", async (t) => {
  const tla = "---- MODULE Mf ----\nEXTENDS Naturals\nCONSTANT N\nVARIABLE x\nInit == x = N\nNext == x < 3 /\\ x' = x + 1\n====\n";
  const syntax = await run(["check", spec("Mf", tla, "CONSTANT N = {1 2}\nINIT Init\nNEXT Next\n")]);
  t.is(syntax.code, 255);
  t.regex(syntax.err, /Mf\.cfg:1:17: error TT4001/);
  // ... before the spec: with a spec that does not resolve either, the model file's error is the only one (TLC 2026.04).
  const broken = tla.replace("Init == x = N", "Init == x = M");
  const syntaxFirst = await run(["check", spec("Mf", broken, "CONSTANT N = -1\nINIT Init\nNEXT Next\n")]);
  t.is(syntaxFirst.code, 255);
  t.regex(syntaxFirst.err, /Mf\.cfg:1:14: error TT4007/);
  t.notRegex(syntaxFirst.err, /TT2004/);
  const spec150 = await run(["check", spec("Mf", broken, "CONSTANT N = 1\nINIT Init\nNEXT Next\n")]);
  t.is(spec150.code, 150);
  const unassigned = await run(["check", spec("Mf", tla, "INIT Init\nNEXT Next\n")]);
  t.is(unassigned.code, 151);
  t.regex(unassigned.err, /Mf\.tla:3:10: error TT4101/);
  const both = await run(["check", spec("Mf", tla, "CONSTANT N = 1\nINIT Init\nNEXT Next\nSPECIFICATION Init\n")]);
  t.is(both.code, 151);
  t.regex(both.err, /Mf\.cfg:2:6: error TT4112: The configuration file cannot specify both INIT\/NEXT and SPECIFICATION fields\./);
  // TLC's SpecProcessor: no INIT while the spec has variables; no NEXT while an invariant is to be checked.
  const noInit = await run(["check", spec("Mf", tla, "CONSTANT N = 1\nNEXT Next\n")]);
  t.is(noInit.code, 151);
  t.regex(noInit.err, /Mf\.cfg:1:1: error TT4113: The configuration file did not specify the initial state predicate\./);
  const noNext = await run(["check", spec("Mf", tla, "CONSTANT N = 1\nINIT Init\nINVARIANT Init\n")]);
  t.is(noNext.code, 151);
  t.regex(noNext.err, /Mf\.cfg:1:1: error TT4114: The configuration file did not specify the next state predicate\./);
  // A constant NEXT is refused before the search (TLC 2026.04: "The next state action Next cannot be a constant.", 151).
  const constantNext = await run(["check", spec("Mf", tla.replace("Next == x < 3 /\\ x' = x + 1", "Next == N > 2"), "CONSTANT N = 1\nINIT Init\nNEXT Next\n")]);
  t.is(constantNext.code, 151);
  t.regex(constantNext.err, /Mf\.cfg:3:6: error TT4117: The next state action Next cannot be a constant\./);
  // An INVARIANT with a prime is refused before the search, with TLC's exit status 76.
  const actionInvariant = await run(["check", spec("Mf", tla, "CONSTANT N = 1\nINIT Init\nNEXT Next\nINVARIANT Next\n")]);
  t.is(actionInvariant.code, 76);
  t.regex(actionInvariant.err, /Mf\.cfg:4:11: error TT4115: The invariant Next is not a state predicate \(one with no primes or temporal operators\)\.\n/);
});

// TLC 2026.04 (ModelChecker: no actions after Init): its error when initial states are left to expand, success when none are.
test("a behaviour without a next-state relation stops after the initial states as TLC's (exit 75, no counts), one worker or two", async (t) => {
  const tla = "---- MODULE NoNext ----\nEXTENDS Naturals\nVARIABLE x\nInit == x \\in 1..3\nSpec == Init\nInv == x < 3\nNone == x > 5\n====\n";
  for (const cfg of ["INIT Init\n", "SPECIFICATION Spec\n", "INIT Init\nCONSTRAINT Inv\n"]) {
    for (const workers of ["1", "2"]) {
      const r = await run(["check", spec("NoNext", tla, cfg), "--progress", "0", "--workers", workers]);
      t.is(r.code, 75, r.out + r.err);
      t.regex(r.out, /\nError: No next state actions defined to generate successor states from\.\nFinished in /, r.out);
      t.notRegex(r.out, /states generated, \d+ distinct states found|Deadlock/, r.out);
    }
  }
  // No initial state kept (all outside the CONSTRAINT): TLC's success, without an outdegree line (no state was expanded).
  const none = await run(["check", spec("NoNext", tla, "INIT Init\nCONSTRAINT None\n"), "--progress", "0"]);
  t.is(none.code, 0, none.out);
  t.regex(none.out, /^3 states generated, 0 distinct states found, 0 states left on queue\.$/m);
  t.false(none.out.includes("outdegree"), none.out);
  // An invariant with a SPECIFICATION that has no [][Next]_v: TLC's model-file error, as with INIT alone.
  const invariant = await run(["check", spec("NoNext", tla, "SPECIFICATION Spec\nINVARIANT Inv\n")]);
  t.is(invariant.code, 151);
  t.regex(invariant.err, /NoNext\.cfg:1:1: error TT4114: The configuration file did not specify the next state predicate\./);
});

// TLC evaluates the SYMMETRY set before the search (checked against TLC 2026.04).
test("a SYMMETRY set that reads a variable, is no set or holds no functions stops as TLC's does", async (t) => {
  const tla = "---- MODULE Sy ----\nEXTENDS TLC\nCONSTANT A\nVARIABLE x\nInit == x \\in A\nNext == x' \\in A\nSym == Permutations({x})\nTwo == {1, 2}\nThree == 3\n====\n";
  const cfg = (sym: string) => `CONSTANT A = {a1, a2}\nINIT Init\nNEXT Next\nSYMMETRY ${sym}\n`;
  const readsVariable = await run(["check", spec("Sy", tla, cfg("Sym"))]);
  t.is(readsVariable.code, 151);
  t.regex(readsVariable.err, /Sy\.tla:7:22: error TT4116: In evaluation, the identifier x is either undefined or not an operator\./);
  const noFunctions = await run(["check", spec("Sy", tla, cfg("Two"))]);
  t.is(noFunctions.code, 255);
  t.regex(noFunctions.out, /The exception was a java\.lang\.RuntimeException\n: The symmetry values must be function records\.\nFinished in/);
  const noSet = await run(["check", spec("Sy", tla, cfg("Three"))]);
  t.is(noSet.code, 255);
  t.regex(noSet.out, /: The symmetry operator must specify a set of functions\.\nFinished in/);
});

test("an evaluation error prints TLC's message, the behaviour and the position; exit 75", async (t) => {
  const path = spec(
    "Ev",
    "---- MODULE Ev ----\nEXTENDS Naturals\nVARIABLE x\nf == [i \\in 1..3 |-> i * 10]\nInit == x = 1\nNext == x' = f[x + 1]\n====\n",
    "INIT Init\nNEXT Next\n",
  );
  const r = await run(["check", path, "--progress", "0"]);
  t.is(r.code, 75);
  // f is built by [i \in 1..3 |-> e]: TLC's FcnRcdValue over an interval, not a tuple, so "not in the domain".
  t.regex(r.out, /Attempted to apply function:\n<<10, 20, 30>>\nto argument 21, which is not in the domain of the function\./);
  t.regex(r.out, /State 2: <Next line 6, col 9 to line 6, col 21 of module Ev>\nx = 20/);
  // TLC's positions: the action, then the expression whose evaluation failed (found by replaying the error).
  t.regex(r.out, /0\. Line 6, column 9 to line 6, column 21 in Ev\n1\. Line 6, column 14 to line 6, column 21 in Ev\n\n\n/);
});

// Found by the differential tests (test/support/difftest, seed 200028 --extended): TLC exits
// 10, as for a false assumption, when evaluating an ASSUME fails; a constant-level
// INVARIANT that is FALSE is a .cfg error (151) reported before the assumptions.
test("an ASSUME that fails to evaluate exits 10 as TLC does; a constant invariant that is FALSE exits 151 first", async (t) => {
  const body = "EXTENDS Naturals\nVARIABLE x\nASSUME {0, 3} # 0\nInit == x = 0\nNext == x' = x\nInv == 1 > 2\n====\n";
  const failing = await run(["check", spec("As", `---- MODULE As ----\n${body}`, "INIT Init\nNEXT Next\n"), "--progress", "0"]);
  t.is(failing.code, 10);
  t.regex(failing.out, /Attempted to check equality of/);
  const constant = await run(["check", spec("Ci", `---- MODULE Ci ----\n${body}`, "INIT Init\nNEXT Next\nINVARIANT Inv\n"), "--progress", "0"]);
  t.is(constant.code, 151);
  t.regex(constant.out, /Error: The invariant of Inv is equal to FALSE/);
});

// TLC exits 255 (ExitStatus.ERROR) for errors its Worker does not wrap as evaluation
// errors: a stack overflow while computing successors, an error while its liveness
// checker labels a state; a stack overflow in the initial states exits 75.
test("a never-ending recursion exits 255 while computing successors and 75 in the initial states, as TLC", async (t) => {
  const tla = (init: string) => `---- MODULE Loops ----\nEXTENDS Naturals\nVARIABLE x\nRECURSIVE F(_)\nF(n) == F(n)\nInit == ${init}\nNext == x' = F(x)\n====\n`;
  const cfg = "INIT Init\nNEXT Next\n";
  const next = await run(["check", spec("Loops", tla("x = 0"), cfg), "--progress", "0"]);
  t.is(next.code, 255, next.out);
  t.true(next.out.includes("This was a Java StackOverflowError."), next.out);
  const init = await run(["check", spec("Loops", tla("x = F(0)"), cfg), "--progress", "0"]);
  t.is(init.code, 75, init.out);
});

test("an evaluation error in a temporal property's state predicate exits 255, as TLC's liveness checker", async (t) => {
  const tla = "---- MODULE LiveError ----\nEXTENDS Naturals\nVARIABLE x\nInit == x = 0\nNext == x' = (x + 1) % 3\nSpec == Init /\\ [][Next]_x /\\ WF_x(Next)\nP == (x = 2) ~> (x = \"abc\")\n====\n";
  const r = await run(["check", spec("LiveError", tla, "SPECIFICATION Spec\nPROPERTY P\n"), "--progress", "0"]);
  t.is(r.code, 255, r.out);
  t.true(r.out.includes("Attempted to check equality of integer 0 with non-integer"), r.out);
});

test("an invariant that fails to evaluate on an initial state is an error of the initial states (exit 75), on a successor exit 76, as TLC", async (t) => {
  const tla = "---- MODULE InitInv ----\nEXTENDS Naturals\nVARIABLE x\nInit == x = 0\nNext == x' = x + 1\nAtInit == x = \"a\"\nAtSuccessor == x < 1 \\/ x = \"a\"\n====\n";
  const initial = await run(["check", spec("InitInv", tla, "INIT Init\nNEXT Next\nINVARIANT AtInit\n"), "--progress", "0"]);
  t.is(initial.code, 75, initial.out);
  t.false(initial.out.includes("Evaluating invariant"), initial.out);
  const successor = await run(["check", spec("InitInv", tla, "INIT Init\nNEXT Next\nINVARIANT AtSuccessor\n"), "--progress", "0"]);
  t.is(successor.code, 76, successor.out);
  t.true(successor.out.includes("Error: Evaluating invariant AtSuccessor failed."), successor.out);
});

test("after an invariant that fails to evaluate, one worker or two print TLC's outdegree line, the expanded state counted with its new successors so far", async (t) => {
  // TLC (-workers 1) on this spec: 4 generated, 4 distinct, 2 left, depth 2, "The average outdegree of the complete
  // state graph is 3 (minimum is 3, the maximum 3 and the 95th percentile is 3)."; after a violation it prints none.
  const tla = "---- MODULE InvOutdegree ----\nEXTENDS Naturals\nVARIABLE x\nInit == x = 0\nNext == x' = x + 1 \\/ x' = x + 2 \\/ x' = x + 3\nInv == x # 3 \\/ (1 \\div 0) = 1\nPlain == x # 3\n====\n";
  const failed = await run(["check", spec("InvOutdegree", tla, "INIT Init\nNEXT Next\nINVARIANT Inv\n"), "--progress", "0", "--workers", "1"]);
  t.is(failed.code, 76, failed.out);
  t.true(failed.out.includes("4 states generated, 4 distinct states found, 2 states left on queue."), failed.out);
  t.true(failed.out.includes("The average outdegree of the complete state graph is 3 (minimum is 3, the maximum 3 and the 95th percentile is 3)."), failed.out);
  const violated = await run(["check", spec("InvOutdegree", tla, "INIT Init\nNEXT Next\nINVARIANT Plain\n"), "--progress", "0", "--workers", "1"]);
  t.is(violated.code, 12, violated.out);
  t.false(violated.out.includes("outdegree"), violated.out);
  // Deeper, with states of the failing level expanded before it; the parallel engine counts as one worker does.
  // TLC (-workers 1): 45 generated, 24 distinct, 6 left, depth 5, outdegree 1 (minimum 1, maximum 2, 95th percentile 2).
  const deeper =
    "---- MODULE InvOut2 ----\nEXTENDS Naturals\nVARIABLE x, y\nInit == x \\in 0..2 /\\ y = 0\nNext == \\/ x < 6 /\\ x' = x + 1 /\\ y' = y\n        \\/ y < 4 /\\ y' = y + 1 /\\ x' = x\n        \\/ x > 1 /\\ x' = x - 2 /\\ y' = y\nInv == ~(x = 3 /\\ y = 3) \\/ (1 \\div 0) = 1\n====\n";
  for (const workers of ["1", "2"]) {
    const r = await run(["check", spec("InvOut2", deeper, "INIT Init\nNEXT Next\nINVARIANT Inv\n"), "--progress", "0", "--workers", workers]);
    t.is(r.code, 76, r.out);
    t.true(r.out.includes("45 states generated, 24 distinct states found, 6 states left on queue."), r.out);
    t.true(r.out.includes("The average outdegree of the complete state graph is 1 (minimum is 1, the maximum 2 and the 95th percentile is 2)."), r.out);
  }
});

test("a PROPERTY that is a tautology exits 77 with TLC's message (TLC's EmptyOrderOfSolutions model)", async (t) => {
  const tla = "---- MODULE Tautology ----\nVARIABLE x\nInit == x = 0\nNext == x' = 1\nSpec == Init /\\ [][Next]_x\nProp == <>[]TRUE => TRUE\n====\n";
  const r = await run(["check", spec("Tautology", tla, "SPECIFICATION Spec\nPROPERTY Prop\n"), "--progress", "0"]);
  t.is(r.code, 77, r.out);
  t.true(r.out.includes("Error: Temporal formula is a tautology (its negation is unsatisfiable)."), r.out);
});

test("a temporal property a finite behaviour violates (no fairness): TLC's text without a loop, exit 12 as TLC's safety violations", async (t) => {
  const dir = join(projectRoot, "corpus", "regressions");
  const r = await run(["check", join(dir, "PrefixViolation.tla"), "--config", join(dir, "PrefixViolationThroughWith.cfg"), "--progress", "0"]);
  t.is(r.code, 12, r.err);
  t.regex(r.out, /^Error: Temporal property ThroughWith was violated\.$/m);
  t.regex(r.out, /^State 5: <Next line 14, col 9 to line 14, col 44 of module PrefixViolation>\ns = 4\n/m);
  t.notRegex(r.out, /Stuttering|Back to state/);
  t.regex(r.out, /^6 states generated, 6 distinct states found, 1 states left on queue\.$/m);
});
