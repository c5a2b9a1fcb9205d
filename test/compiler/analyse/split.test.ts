// Action splitting and action names (TLC-SEMANTICS §3.2): the table of verified
// trace labels, each as one disjunct of a small Next.

import test from "ava";
import { context, firstInit, load, successors } from "../emit/support.js";

const header = (name: string) => `---- MODULE ${name} ----\nEXTENDS Naturals\n`;

test("§3.2 table: disjuncts, constant-level \\E per binding, descents with constant arguments", async (t) => {
  const tla = `${header("Split")}VARIABLE x
Inc(n) == x' = x + n
Step(a, b) == x' = x + a + b
Init == x = 0
Next == \\/ x' = x + 1
        \\/ Inc(2)
        \\/ \\E a \\in {5}, b \\in {6} : Step(a, b)
        \\/ \\E k \\in {v \\in 3..4 : x >= 0} : Inc(k)
        \\/ Inc(x + 10)
====
`;
  const spec = await load("Split", tla, "INIT Init\nNEXT Next\n");
  const labels = spec.actions.map((a) => `${a.name}@${a.location.line}:${a.location.column}-${a.location.endLine}:${a.location.endColumn}`);
  t.deepEqual(labels, [
    "Next@7:12-7:21", // the disjunct itself
    "Inc(2)@4:11-4:20", // the body of Inc
    "Step(5,6)@5:15-5:28", // the body of Step, parameters printed without spaces
    "Next@10:12-10:50", // state-dependent bound: the whole \E is one action
    "Inc@11:12-11:22", // state-level argument: the call site, no arguments
  ]);
  const ctx = context(spec);
  t.deepEqual(successors(spec, firstInit(spec, ctx), ctx), [
    "Next: x=1",
    "Inc(2): x=2",
    "Step(5,6): x=11",
    "Next: x=3",
    "Next: x=4",
    "Inc: x=10",
  ]);
});

test("§3.2: \\E over a constant set gives one action per binding, first variable fastest, located at the body", async (t) => {
  const tla = `${header("SplitE")}VARIABLE x
Init == x = 0
Next == \\E r \\in {1, 2}, q \\in {7, 8} : x' = r + q
====
`;
  const spec = await load("SplitE", tla, "INIT Init\nNEXT Next\n");
  t.is(spec.actions.length, 4);
  t.true(spec.actions.every((a) => a.name === "Next" && a.location.line === 5 && a.location.column === 41));
  t.deepEqual(successors(spec, firstInit(spec)), ["Next: x=8", "Next: x=9", "Next: x=9", "Next: x=10"]);
});

test("§3.2: an empty constant bound still gives one never-enabled action", async (t) => {
  const tla = `${header("SplitEmpty")}VARIABLE x
Init == x = 0
Next == \\/ \\E r \\in {} : x' = r
        \\/ x' = 1
====
`;
  const spec = await load("SplitEmpty", tla, "INIT Init\nNEXT Next\n");
  t.is(spec.actions.length, 2);
  t.deepEqual(successors(spec, firstInit(spec)), ["Next: x=1"]);
});

test("§3.2: LET and labels are descended into; SPECIFICATION's [][Next]_vars names the actions after Next", async (t) => {
  const tla = `${header("SplitLet")}VARIABLE x
Init == x = 0
A(n) == x' = n
Next == LET m == 3 IN lbl :: (A(m) \\/ A(m + 1))
Spec == Init /\\ [][Next]_x
====
`;
  const spec = await load("SplitLet", tla, "SPECIFICATION Spec\n");
  t.deepEqual(spec.actions.map((a) => a.name), ["A(3)", "A(4)"]);
  t.deepEqual(successors(spec, firstInit(spec)), ["A(3): x=3", "A(4): x=4"]);
});
