// The action emitter knows, while compiling, which variables of the state being built
// are assigned (compiler/emit/actionEmitter.ts, `known`): where it knows, an action is
// straight-line code (no `$assigned(n)` fork, no continuation closures); where it
// cannot know (a disjunction that assigns in one branch only), the run-time tests stay.
// Both must give the successors, and their multiplicity, that the rules of
// docs/semantics.md ("Successor multiplicity") give.

import test from "ava";
import { compileText, firstInit, load, successors } from "./support.js";

const mod = (name: string, body: string) => `---- MODULE ${name} ----\nEXTENDS Naturals\n${body}\n====\n`;
const initNext = "INIT Init\nNEXT Next\n";

test("an action whose assignments are known has no $assigned fork and no continuation closure", (t) => {
  const r = compileText("K1", mod("K1", "VARIABLES x, y\nInit == x = 0 /\\ y = 0\nNext == \\E i \\in {1, 2} : x' = x + i /\\ (y' = 0 \\/ y' = 1)"), initNext);
  t.truthy(r.code);
  const code = r.code!;
  const next = code.slice(code.indexOf("function buildActions"));
  t.false(next.includes("$assigned(n)"));
  t.false(/const \$k\d+ = \(\) =>/.test(next));
  // Every variable is known assigned where the successor is handed over: no completeness check.
  t.false(next.includes("$completeNext("));
});

test("a disjunction that assigns x in one branch only: x' = e after it tests or assigns at run time", async (t) => {
  const s = await load("K2", mod("K2", "VARIABLES x, y\nInit == x = 0 /\\ y = 0\nNext == (x' = 5 \\/ y' = 1) /\\ x' = 5 /\\ y' \\in {1, 2}"), initNext);
  // Branch 1: x' = 5 then x' = 5 is a test, y' takes 1 and 2; branch 2: y' = 1, then x' = 5 assigns, y' \in {1, 2} tests y' = 1.
  t.deepEqual(successors(s, firstInit(s)), ["Next: x=5 y=1", "Next: x=5 y=2", "Next: x=5 y=1"]);
});

test("after such a disjunction, a later \\/ branches only while a variable may still be unassigned", async (t) => {
  const s = await load("K3", mod("K3", "VARIABLES x, y\nInit == x = 0 /\\ y = 0\nNext == (x' = 1 \\/ (x' = 2 /\\ y' = 2)) /\\ (y = 0 \\/ y < 5) /\\ y' \\in {2, 3}"), initNext);
  // Branch 1 (y unassigned): the second \/ yields twice, then y' takes 2 and 3 each time.
  // Branch 2 (all assigned): the second \/ is one boolean, then y' \in {2, 3} is a test.
  t.deepEqual(successors(s, firstInit(s)), ["Next: x=1 y=2", "Next: x=1 y=3", "Next: x=1 y=2", "Next: x=1 y=3", "Next: x=2 y=2"]);
});

test("a LET used inside a loop is cached per evaluation of the LET, not once for the loop", async (t) => {
  const s = await load("K4", mod("K4", "VARIABLE x\nInit == x = 0\nNext == \\E i \\in {1, 2, 3} : LET d == i * 10 IN d > 10 /\\ x' = d + x"), initNext);
  t.deepEqual(successors(s, firstInit(s)), ["Next: x=20", "Next: x=30"]);
});

test("an inner quantifier's set is enumerated once per loop nest, and not at all when the outer set is empty", async (t) => {
  const s = await load(
    "K5",
    mod("K5", "VARIABLE x\nInit == x = 0\nNext == \\E j \\in {1 \\div x}, i \\in (IF x = 0 THEN {} ELSE {1}) : x' = i + j"),
    initNext,
  );
  // The first variable varies fastest: j's loop is the inner one. With x = 0 its set would
  // divide by zero; the outer set (i's) is empty, so it is never evaluated.
  t.deepEqual(successors(s, firstInit(s)), []);
  const both = await load("K6", mod("K6", "VARIABLE x\nInit == x = 0\nNext == \\E i \\in {1, 2}, j \\in {10, 20} : x' = i + j"), initNext);
  t.deepEqual(successors(both, firstInit(both)), ["Next: x=11", "Next: x=12", "Next: x=21", "Next: x=22"]);
});
