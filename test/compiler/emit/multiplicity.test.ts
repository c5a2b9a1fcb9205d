// How many times a successor (or initial state) is produced, which TLC counts as
// "generated": TLC's Tool.getNextStates/getInitStates descend into user-defined
// operators whatever their level, branch on `\/` and `\E` while variables are still
// unassigned, and evaluate everything as one boolean once every variable is assigned
// (docs/semantics.md, "Successor multiplicity").

import test from "ava";
import { firstInit, initStates, load, successors } from "./support.js";

const mod = (name: string, body: string) => `---- MODULE ${name} ----\nEXTENDS Naturals\n${body}\n====\n`;
const initNext = "INIT Init\nNEXT Next\n";

test("a state predicate operator whose both disjuncts hold yields the successor twice before the assignment", async (t) => {
  const s = await load("M1", mod("M1", "VARIABLE x\nOk(v) == v = 0 \\/ v < 5\nInit == x = 0\nNext == Ok(x) /\\ x' = x + 1"), initNext);
  t.deepEqual(successors(s, firstInit(s)), ["Next: x=1", "Next: x=1"]);
});

test("the same disjunction written inline also yields it twice", async (t) => {
  const s = await load("M2", mod("M2", "VARIABLE x\nInit == x = 0\nNext == (x = 0 \\/ x < 5) /\\ x' = x + 1"), initNext);
  t.deepEqual(successors(s, firstInit(s)), ["Next: x=1", "Next: x=1"]);
});

test("once every variable is assigned, a disjunction, an \\E and an operator are one boolean", async (t) => {
  const s = await load(
    "M3",
    mod("M3", "VARIABLE x\nOk(v) == v = 1 \\/ v < 5\nInit == x = 0\nNext == x' = x + 1 /\\ (x = 0 \\/ x < 5) /\\ (\\E i \\in {1, 2} : i > 0) /\\ Ok(x')"),
    initNext,
  );
  t.deepEqual(successors(s, firstInit(s)), ["Next: x=1"]);
});

test("\\E before the assignment yields one successor per witness, even an equal one", async (t) => {
  const s = await load("M4", mod("M4", "VARIABLE x\nInit == x = 0\nNext == (\\E i \\in {1, 2} : i > 0) /\\ x' = 7"), initNext);
  t.deepEqual(successors(s, firstInit(s)), ["Next: x=7", "Next: x=7"]);
});

test("a zero-arity constant definition is evaluated, not descended into (TLC precomputes it)", async (t) => {
  const s = await load("M5", mod("M5", "VARIABLE x\nAlways == TRUE \\/ 1 = 1\nInit == x = 0\nNext == Always /\\ x' = x + 1"), initNext);
  t.deepEqual(successors(s, firstInit(s)), ["Next: x=1"]);
});

test("Init follows the same rules: duplicates before the last assignment, one boolean after", async (t) => {
  const before = await load("M6", mod("M6", "VARIABLES x, y\nOk(v) == v = 0 \\/ v < 5\nInit == x = 0 /\\ Ok(x) /\\ y = 1\nNext == UNCHANGED <<x, y>>"), initNext);
  t.deepEqual(initStates(before), ["x=0 y=1", "x=0 y=1"]);
  const after = await load("M7", mod("M7", "VARIABLES x, y\nOk(v) == v = 0 \\/ v < 5\nInit == x = 0 /\\ y = 1 /\\ Ok(x)\nNext == UNCHANGED <<x, y>>"), initNext);
  t.deepEqual(initStates(after), ["x=0 y=1"]);
});

test("P => Q as an action: Q branches when P holds, and P false lets the step through once", async (t) => {
  const s = await load("M8", mod("M8", "VARIABLE x\nInit == x = 0\nNext == (x = 0 => (x < 1 \\/ x < 2)) /\\ (x = 1 => FALSE) /\\ x' = x + 1"), initNext);
  t.deepEqual(successors(s, firstInit(s)), ["Next: x=1", "Next: x=1"]);
});
