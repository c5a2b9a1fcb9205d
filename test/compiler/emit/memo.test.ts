// Constant-level operators with arguments are remembered by their arguments
// (runtime/check/emitted.ts, `$memo1`/`$memo2`): a second call with the same atoms
// does not run the body again. What must not change: an operator whose body has an
// effect (Print here, through a definition it calls) runs on every call as in TLC, a
// body that reads a variable is never remembered, and an evaluation that fails fails
// again on the next call.

import test from "ava";
import { compileText, context, firstInit, load, successors } from "./support.js";

const mod = (name: string, body: string) => `---- MODULE ${name} ----\nEXTENDS Naturals, FiniteSets, TLC\n${body}\n====\n`;
const initNext = "INIT Init\nNEXT Next\n";

test("a constant-level operator of atoms is compiled behind the memo; one with Print inside is not", (t) => {
  const r = compileText(
    "Memo",
    mod("Memo", "VARIABLE x\nRank(s) == CHOOSE i \\in 1..3 : <<\"a\", \"b\", \"c\">>[i] = s\nShow(s) == Print(s, s)\nLoud(s) == Show(s) = s\nReadsX(s) == s = x\nInit == x = \"a\"\nNext == x' = IF Rank(x) < 3 /\\ Loud(x) /\\ ~ReadsX(\"z\") THEN x ELSE x"),
    initNext,
  );
  const code = r.code ?? "";
  t.regex(code, /function d_Rank\$\d+\(ctx, s, n, p_s\d+\) \{ return \$memo1\(ctx, \d+, d_Rank\$\d+\$body/);
  t.notRegex(code, /function d_Loud\$\d+\(ctx, s, n, p_s\d+\) \{ return \$memo1/);
  t.notRegex(code, /function d_Show\$\d+\(ctx, s, n, p_s\d+\) \{ return \$memo1/);
  t.notRegex(code, /function d_ReadsX\$\d+\(ctx, s, n, p_s\d+\) \{ return \$memo1/);
});

test("an operator that only reads fields (State(t) == t.status.state, VSlot) is called directly, its reads through their field-read sites: a memo would cost more than the reads", (t) => {
  const r = compileText(
    "MemoLookup",
    mod("MemoLookup", "VARIABLE x\nState(t) == t.status.state\nVSlot(t) == IF t.slot = 0 THEN t.node ELSE t.slot\nInit == x = [status |-> [state |-> 1], slot |-> 0, node |-> 2]\nNext == x' = IF State(x) = 1 /\\ VSlot(x) = 2 THEN x ELSE x"),
    initNext,
  );
  const code = r.code ?? "";
  t.regex(code, /function d_State\$\d+\(ctx, s, n, p_t\d+\) \{ try \{ return core\.fieldAt\(ctx, core\.fieldAt\(ctx, p_t\d+, ctx\.S\[\d+\], \$FS\[\d+\]\), ctx\.S\[\d+\], \$FS\[\d+\]\);/);
  t.notRegex(code, /\$memo1\(ctx, \d+, d_(?:State|VSlot)\$/);
});

test("Print inside an operator called twice with the same argument prints twice", async (t) => {
  const spec = await load("MemoPrint", mod("MemoPrint", "VARIABLE x\nShow(s) == Print(s, s)\nInit == x = 1\nNext == x' = Show(1) + Show(1)"), initNext);
  const out: string[] = [];
  const ctx = context(spec, out);
  t.deepEqual(successors(spec, firstInit(spec, ctx), ctx), ["Next: x=2"]);
  t.deepEqual(out, ["1  1", "1  1"]);
});

test("memoized answers are the operator's answers, for atoms and for other arguments alike", async (t) => {
  const spec = await load(
    "MemoSame",
    mod("MemoSame", "VARIABLE x\nRank(s) == CHOOSE i \\in 1..3 : <<\"a\", \"b\", \"c\">>[i] = s\nPrec(a, b) == Rank(a) < Rank(b)\nSize(S) == Cardinality(S)\nInit == x = 0\nNext == x' = (IF Prec(\"a\", \"c\") /\\ ~Prec(\"c\", \"a\") /\\ Prec(\"a\", \"c\") THEN Rank(\"b\") + Rank(\"b\") ELSE 0) * 10 + Size({1, 2})"),
    initNext,
  );
  const ctx = context(spec);
  const s = firstInit(spec, ctx);
  t.deepEqual(successors(spec, s, ctx), ["Next: x=42"]);
  t.deepEqual(successors(spec, s, ctx), ["Next: x=42"]);
});

test("an operator that fails fails again with the same argument (failures are not remembered)", async (t) => {
  const spec = await load("MemoFail", mod("MemoFail", "VARIABLE x\nRank(s) == CHOOSE i \\in 1..2 : <<\"a\", \"b\">>[i] = s\nInit == x = 0\nNext == x' = Rank(\"z\")"), initNext);
  const ctx = context(spec);
  const s = firstInit(spec, ctx);
  t.throws(() => successors(spec, s, ctx), { message: /CHOOSE/ });
  t.throws(() => successors(spec, s, ctx), { message: /CHOOSE/ });
});

test("a constant-level function definition is applied through the memo; one that prints, or reads a variable, is not", (t) => {
  const r = compileText(
    "MemoFcn",
    mod("MemoFcn", "VARIABLE x\nHost[p \\in 1..3] == CHOOSE h \\in {\"a\", \"b\"} : (h = \"a\") = (p < 2)\nLoud[p \\in 1..3] == Print(p, p)\nOf[p \\in 1..3] == x + p\nInit == x = 0\nNext == x' = IF Host[1] = \"a\" /\\ Loud[2] = 2 THEN Of[1] ELSE x"),
    initNext,
  );
  const code = r.code ?? "";
  t.regex(code, /function d_Host\$app\d+\(ctx, s, n, v_p\d+\) \{ return \$memo1\(ctx, \d+, d_Host\$app\d+\$body, s, n, v_p\d+\); \}/);
  t.notRegex(code, /d_Loud\$app\d+\$body/);
  t.notRegex(code, /d_Of\$app\d+\$body/);
});

test("a memoized function definition gives its values, prints as often as TLC when it prints, and fails outside its domain every time", async (t) => {
  const spec = await load(
    "MemoFcnRun",
    mod("MemoFcnRun", "VARIABLE x\nHost[p \\in 1..3] == p * 10\nLoud[p \\in 1..3] == Print(p, p)\nInit == x = 0\nNext == \\/ x' = Host[1] + Host[1] + Host[3] + Loud[2] + Loud[2]\n        \\/ x' = Host[x + 4]"),
    initNext,
  );
  const out: string[] = [];
  const ctx = context(spec, out);
  const s = firstInit(spec, ctx);
  t.deepEqual(spec.actions[0]!.name, "Next");
  const run = (): string[] => {
    const got: string[] = [];
    spec.actions[0]!.generate(ctx, s, (u) => got.push(String(u[0])));
    return got;
  };
  t.deepEqual(run(), ["54"]);
  t.deepEqual(out, ["2  2", "2  2"]);
  t.throws(() => spec.actions[1]!.generate(ctx, s, () => {}), { message: /Host/ });
  t.throws(() => spec.actions[1]!.generate(ctx, s, () => {}), { message: /Host/ });
});
