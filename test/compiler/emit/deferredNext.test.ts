// A spec action declares its next state `n` only where it first needs it: past the
// leading conjuncts that are state-level guards or assignments of state-level values
// (compiler/emit/actionEmitter.ts, `deferringNext`), so that a disabled action allocates
// nothing. Those parts are compiled where `n` is undefined; the values assigned on the way
// fill the declared array; whatever follows (primed reads, branching, a second assignment,
// LETs of action-level definitions, operator arguments that read primes) sees the array.

import test from "ava";
import { compileText, firstInit, load, successors } from "./support.js";

const mod = (name: string, body: string) => `---- MODULE ${name} ----\nEXTENDS Naturals\n${body}\n====\n`;
const initNext = "INIT Init\nNEXT Next\n";

/** The code of the action labelled `label` in the compiled module's buildActions. */
function actionCode(code: string, label: string): string {
  const from = code.indexOf(`"${label}"`, code.indexOf("function buildActions"));
  const end = code.indexOf("$A.push", code.indexOf("$A.push", from) + 1);
  return code.slice(from, end < 0 ? undefined : end);
}

test("the next state is declared after the leading state-level guards, through operators and LETs of state-level definitions", (t) => {
  const r = compileText(
    "D1",
    mod("D1", "VARIABLES x, y\nInit == x = 0 /\\ y = 0\nOk(v) == v < 3\nA == /\\ Ok(x)\n     /\\ LET d == x + 1 IN d > 0 /\\ x' = d\n     /\\ y' = y\nNext == A"),
    initNext,
  );
  const a = actionCode(r.code!, "A");
  const guard = a.indexOf("d_Ok");
  t.true(guard > 0);
  const declared = a.search(/const n(: [^=]*)? = \[/);
  t.true(declared > guard, "the array comes after the guard");
  t.true(a.indexOf("const n = undefined") < guard, "the guard sees no next state");
});

test("assignments of state-level values before a guard are noted: the array is declared after the guard, holding them", (t) => {
  const r = compileText("D2", mod("D2", "VARIABLES x, y\nInit == x = 0 /\\ y = 0\nNext == x' = x + 1 /\\ UNCHANGED y /\\ x < 3"), initNext);
  const a = actionCode(r.code!, "Next");
  t.true(a.includes("const n = undefined"));
  t.regex(a, /const n(: [^=]*)? = \[\$t\d+, \$t\d+\]/);
  t.true(a.search(/const n(: [^=]*)? = \[/) > a.indexOf("lt("));
});

test("an assignment whose value reads a primed variable, or a second assignment, declares the next state first", (t) => {
  const r = compileText("D6", mod("D6", "VARIABLES x, y\nInit == x = 0 /\\ y = 0\nNext == y' = 1 /\\ x' = y' + 1 /\\ x < 3"), initNext);
  const a = actionCode(r.code!, "Next");
  t.true(a.search(/const n(: [^=]*)? = \[\$t\d+, undefined\]|const n(: [^=]*)? = \[undefined, \$t\d+\]/) >= 0);
  t.true(a.search(/const n(: [^=]*)? = \[/) < a.indexOf("lt("));
});

test("successors are the same whatever comes after the guards: primed reads, branching, action-level LETs and arguments", async (t) => {
  const s = await load(
    "D3",
    mod(
      "D3",
      [
        "VARIABLES x, y",
        "Init == x = 0 /\\ y = 0",
        "Twice(v) == v * 2",
        "Same(v) == v = x'",
        "A == x < 2 /\\ LET p == x' IN x' = 1 /\\ p = 1 /\\ y' = y",
        "B == x < 2 /\\ x' = 1 /\\ Same(1) /\\ y' = 1",
        "C == y = 0 /\\ (x' = 3 \\/ x' = 4) /\\ y' = Twice(x')",
        "D == x = 0 /\\ (y = 0 \\/ x = 0) /\\ x' = 7 /\\ y' = 0",
        "E == x > 5 /\\ x' = 0 /\\ y' = 0",
        "Next == A \\/ B \\/ C \\/ D \\/ E",
      ].join("\n"),
    ),
    initNext,
  );
  // D's state-level disjunction holds twice: two successors (docs/semantics.md, "Successor multiplicity").
  t.deepEqual(successors(s, firstInit(s)), ["A: x=1 y=0", "B: x=1 y=1", "C: x=3 y=6", "C: x=4 y=8", "D: x=7 y=0", "D: x=7 y=0"]);
});

test("a guard that reads a primed variable before it is assigned is still TLC's located error", async (t) => {
  const s = await load("D4", mod("D4", "VARIABLES x, y\nInit == x = 0 /\\ y = 0\nNext == x < 2 /\\ x' > 0 /\\ x' = 1 /\\ y' = y"), initNext);
  const error = t.throws(() => successors(s, firstInit(s)));
  t.regex(error!.message, /x'|prime|assigned|undefined/i);
});

test("an \\E among the leading guards is a loop before the declaration: each binding past the guards gets its own next state", async (t) => {
  const text = mod("D5", "VARIABLES x, y\nInit == x = 0 /\\ y = 0\nNext == x < 5 /\\ \\E i \\in {1, 2, 3}, j \\in {0, 1} : i > j + 1 /\\ x' = i /\\ (y' = j \\/ y' = j + 10)");
  const a = actionCode(compileText("D5", text, initNext).code!, "Next");
  t.true(a.search(/const n(: [^=]*)? = \[/) > a.indexOf("enumerateSorted"), "declared inside the loop");
  const s = await load("D5", text, initNext);
  // The first variable varies fastest: i for j = 0, then i for j = 1.
  t.deepEqual(successors(s, firstInit(s)), ["Next: x=2 y=0", "Next: x=2 y=10", "Next: x=3 y=0", "Next: x=3 y=10", "Next: x=3 y=1", "Next: x=3 y=11"]);
});
