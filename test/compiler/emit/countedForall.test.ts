// `\A x \in S : P` in an action where P assigns nothing but is not one boolean (a
// disjunction, an `\E`, an operator holding one): TLC walks each instance as a conjunct,
// so the successor comes once per way every instance holds (docs/semantics.md,
// "Successor multiplicity"). The emitter counts those ways with plain loops
// (compiler/emit/walkCount.ts) and runs the continuation that many times; when an
// evaluation fails it walks instead, so that the error is raised where TLC raises it.

import test from "ava";
import { compileText, context, firstInit, load, successors } from "./support.js";

const mod = (name: string, body: string) => `---- MODULE ${name} ----\nEXTENDS Naturals, TLC\n${body}\n====\n`;
const initNext = "INIT Init\nNEXT Next\n";

test("each instance multiplies the successor by the number of ways it holds: \\/, \\E, operators, IF, =>, LET, nested \\A", async (t) => {
  const s = await load(
    "F1",
    mod(
      "F1",
      [
        "VARIABLES x, y",
        "Init == x = 0 /\\ y = 0",
        "Beats(p, q) == p < q \\/ p # 7 \\/ q = 9",
        "A == (\\A q \\in {1, 2} : Beats(0, q)) /\\ x' = 1 /\\ y' = 0",
        "B == (\\A q \\in {1, 2} : \\E r \\in {1, 2, 3} : r >= q) /\\ x' = 2 /\\ y' = 0",
        "C == (\\A q \\in {1, 2} : (IF q = 1 THEN q = 1 \\/ TRUE ELSE q > 0)) /\\ x' = 3 /\\ y' = 0",
        "D == (\\A q \\in {1, 2} : (q = 2 => (TRUE \\/ TRUE))) /\\ x' = 4 /\\ y' = 0",
        "E == (\\A q \\in {1, 2} : LET r == q + 1 IN r = 2 \\/ r > 0) /\\ x' = 5 /\\ y' = 0",
        "G == (\\A q \\in {1, 2} : \\A r \\in {1, 2} : q = r \\/ TRUE) /\\ x' = 6 /\\ y' = 0",
        "H == (\\A q \\in {1, 2} : (q = 3 \\/ q = 4)) /\\ x' = 7 /\\ y' = 0",
        "I == (\\A q \\in {} : (q = 3 \\/ q = 4)) /\\ x' = 8 /\\ y' = 0",
        "Next == A \\/ B \\/ C \\/ D \\/ E \\/ G \\/ H \\/ I",
      ].join("\n"),
    ),
    initNext,
  );
  const counts = new Map<string, number>();
  for (const line of successors(s, firstInit(s))) counts.set(line, (counts.get(line) ?? 0) + 1);
  // A: Beats holds two ways for each q (2 * 2); B: 3 * 2 witnesses; C: 2 * 1; D: 1 * 2;
  // E: 2 * 1; G: per q, 2 ways for r = q times 1 for the other (2 * 2); H: none; I: once.
  t.deepEqual(Object.fromEntries(counts), {
    "A: x=1 y=0": 4,
    "B: x=2 y=0": 6,
    "C: x=3 y=0": 2,
    "D: x=4 y=0": 2,
    "E: x=5 y=0": 2,
    "G: x=6 y=0": 4,
    "I: x=8 y=0": 1,
  });
});

test("once every variable is assigned, the instances are booleans: one successor", async (t) => {
  const s = await load("F2", mod("F2", "VARIABLE x\nInit == x = 0\nNext == x' = 1 /\\ (\\A q \\in {1, 2} : q > 0 \\/ q < 5)"), initNext);
  t.deepEqual(successors(s, firstInit(s)), ["Next: x=1"]);
});

test("the count is plain loops: no closure per instance, and the next state is allocated after it", (t) => {
  const r = compileText("F3", mod("F3", "VARIABLE x\nInit == x = 0\nBeats(q) == q = 0 \\/ q > x\nNext == x < 3 /\\ (\\A q \\in {1, 2} : Beats(q)) /\\ x' = x + 1"), initNext);
  const code = r.code!;
  const next = code.slice(code.indexOf("function buildActions"));
  const count = next.indexOf("$times");
  t.true(count > 0);
  t.true(next.search(/const n(: [^=]*)? = \[/) > count);
});

test("a failing evaluation walks instead: TLC's error, after the successors the walk hands over first", async (t) => {
  // Walking, q = 1's first way leads to a successor before q = 0's second disjunct divides by zero.
  const s = await load("F4", mod("F4", "VARIABLE x\nInit == x = 0\nNext == (\\A q \\in {0, 1} : (TRUE \\/ 1 \\div q = 1)) /\\ x' = 1"), initNext);
  const seen: string[] = [];
  const ctx = context(s);
  const error = t.throws(() => {
    for (const a of s.actions) a.generate(ctx, firstInit(s), () => seen.push(a.name));
  });
  t.truthy(error);
  t.deepEqual(seen, ["Next", "Next"]);
});

test("a spec that prints keeps the walk (counting would evaluate each instance fewer times)", (t) => {
  const r = compileText("F5", mod("F5", "VARIABLE x\nInit == x = 0\nNext == (\\A q \\in {1, 2} : (PrintT(q) \\/ TRUE)) /\\ x' = 1"), initNext);
  const code = r.code!;
  const next = code.slice(code.indexOf("function buildActions"));
  t.false(next.includes("$times"));
  t.true(next.includes("$steps"));
});
