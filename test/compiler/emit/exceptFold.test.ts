// Field reads folded through an EXCEPT (compiler/emit/exceptFold.ts): `State(t2)` with
// `t2 == [t EXCEPT !.status.state = s2]` reads s2 without building t2 when t has the
// path, and otherwise runs the unfolded code (TLC's warning, then the read's error).
// corpus/regressions/ExceptFieldFold and ExceptFoldMissing pin TLC's counts and error.

import test from "ava";
import { compileText, context, firstInit, load, successors } from "./support.js";

const mod = (name: string, body: string) => `---- MODULE ${name} ----\nEXTENDS Naturals, Sequences\n${body}\n====\n`;
const initNext = "INIT Init\nNEXT Next\n";

const progress = [
  "VARIABLE tasks",
  "State(t) == t.status.state",
  'Init == tasks = {[id |-> 1, status |-> [state |-> "new"]]}',
  "Next == \\E t \\in tasks, s2 \\in {\"new\", \"ready\"} :",
  "  LET t2 == [t EXCEPT !.status.state = s2]",
  '  IN /\\ <<State(t), State(t2)>> \\in {<<"new", "ready">>}',
  "     /\\ t2.id = 1",
  "     /\\ tasks' = {t2}",
].join("\n");

test("ProgressTask's State(t2) reads the new value in place, guarded by the path check", (t) => {
  const code = compileText("FoldShape", mod("FoldShape", progress), initNext).code ?? "";
  // State(t2): the operator's field path through the LET's EXCEPT.
  t.regex(code, /\(core\.entryAtSite\(core\.entryAtSite\(v_t\d+, ctx\.S\[\d+\], \$FS\[\d+\]\), ctx\.S\[\d+\], \$FS\[\d+\]\) !== undefined \? v_s2\d+ : d_State\$\d+\(/);
  // t2.id: beside the path, read from t once both the path and the field are there.
  t.regex(code, /core\.entryAtSite\(core\.entryAtSite\(v_t\d+, ctx\.S\[\d+\], \$FS\[\d+\]\), ctx\.S\[\d+\], \$FS\[\d+\]\) !== undefined && core\.entryAtSite\(v_t\d+, ctx\.S\[\d+\], \$FS\[\d+\]\) !== undefined \? core\.fieldAt\(ctx, v_t\d+, ctx\.S\[\d+\], \$FS\[\d+\]\) :/);
  // Each step checked at a field-read site of its own (core.entryAtSite), no import of entryAt.js for it.
  t.notRegex(code, /values\/entryAt\.js/);
});

test("the folded reads give the unfolded values", async (t) => {
  const spec = await load("FoldRun", mod("FoldRun", progress), initNext);
  const ctx = context(spec);
  t.deepEqual(successors(spec, firstInit(spec, ctx), ctx), ['Next: tasks={[status |-> [state |-> "ready"], id |-> 1]}']);
});

test("no fold: a read stopping inside the path, a computed value, @, two clauses, an indexed path, a module without any", (t) => {
  const text = mod(
    "NoFold",
    [
      "VARIABLE r",
      "Init == r = [a |-> [b |-> 1], c |-> 2]",
      "Next == /\\ [r EXCEPT !.a.b = 3].a = [b |-> 3]",
      "        /\\ [r EXCEPT !.a.b = r.c + 1].a.b = 3",
      "        /\\ [r EXCEPT !.a.b = @].a.b = 1",
      "        /\\ [r EXCEPT !.a.b = 3, !.c = 4].c = 4",
      '        /\\ [r EXCEPT !["a"].b = 3].a.b = 3',
      "        /\\ r' = r",
    ].join("\n"),
  );
  const code = compileText("NoFold", text, initNext).code ?? "";
  // The only checks left are those of EXCEPTs built in place (exceptInPlace), none of a folded read.
  t.regex(code, /entryAt\(/);
  t.notRegex(code, /!== undefined \? (?!replacedAt)/);
});

test("records the fold cannot see into take the unfolded path with the same values", async (t) => {
  // A function over strings is a record; a lazy one (`[k \in S |-> ...]` not built yet)
  // and a key compared by value instead of identity must still give the EXCEPT's answer.
  const text = mod(
    "FoldKinds",
    [
      "VARIABLE out",
      "Get(t) == t.status.state",
      "Cases == << [status |-> [state |-> 0]],",
      '            [k \\in {"status"} |-> [j \\in {"state", "other"} |-> 5]],',
      '            [status |-> [k \\in {"state"} |-> 7], id |-> 3] >>',
      "Read(t, i) == LET t2 == [t EXCEPT !.status.state = i] IN <<Get(t2), Get(IF TRUE THEN t2 ELSE t2), t2.status.state>>",
      "Init == out = <<>>",
      "Next == /\\ out = <<>>",
      "        /\\ out' = [i \\in 1..3 |-> Read(Cases[i], i)]",
    ].join("\n"),
  );
  t.regex(compileText("FoldKinds", text, initNext).code ?? "", /core\.entryAtSite\(core\.entryAtSite\(p_t\d+, /);
  const spec = await load("FoldKinds", text, initNext);
  const ctx = context(spec);
  t.deepEqual(successors(spec, firstInit(spec, ctx), ctx), ["Next: out=<<<<1, 1, 1>>, <<2, 2, 2>>, <<3, 3, 3>>>>"]);
});

test("a missing path keeps TLC's warning and the read's error", async (t) => {
  const spec = await load(
    "FoldMissing",
    mod(
      "FoldMissing",
      [
        "VARIABLE x",
        "State(t) == t.status.state",
        "Init == x = 0",
        "Next == \\E t \\in {[status |-> [other |-> 1]]} : LET t2 == [t EXCEPT !.status.state = 2] IN State(t2) = 2 /\\ x' = 1",
      ].join("\n"),
    ),
    initNext,
  );
  const out: string[] = [];
  const ctx = context(spec, out);
  const error = t.throws(() => successors(spec, firstInit(spec, ctx), ctx));
  t.regex(error?.message ?? "", /nonexistent field "state" from the record\n\[other \|-> 1\]/);
  t.is(out.length, 1);
  t.true(out[0]!.startsWith("Warning: The EXCEPT was applied to non-existing fields"));
});

test("a read below the new value is checked too: its error is the unfolded one, location included", async (t) => {
  const body = (read: string) =>
    [
      "VARIABLE x",
      "Get(t) == t.a.b",
      "Init == x = 0",
      `Next == \\E t \\in {[a |-> 1]}, v \\in {[b |-> 2], [c |-> 3]} : LET t2 == [t EXCEPT !.a = v] IN x' = ${read}`,
    ].join("\n");
  const folded = mod("FoldBelow", body("Get(t2)"));
  t.regex(compileText("FoldBelow", folded, initNext).code ?? "", /core\.entryAtSite\(v_t\d+, ctx\.S\[\d+\], \$FS\[\d+\]\) !== undefined && core\.entryAtSite\(v_v\d+, ctx\.S\[\d+\], \$FS\[\d+\]\) !== undefined \? core\.fieldAt\(ctx, v_v\d+, /);
  const errorOf = async (name: string, text: string): Promise<unknown> => {
    const spec = await load(name, text, initNext);
    const ctx = context(spec);
    try {
      successors(spec, firstInit(spec, ctx), ctx);
      return undefined;
    } catch (e) {
      return e;
    }
  };
  type Located = Error & { location?: { line: number; column: number; endLine: number; endColumn: number } };
  const where = (e: Located) => e.location && [e.location.line, e.location.column, e.location.endLine, e.location.endColumn];
  const fast = (await errorOf("FoldBelow", folded)) as Located;
  const slow = (await errorOf("FoldBelowRef", mod("FoldBelowRef", body("Get(IF TRUE THEN t2 ELSE t2)")))) as Located;
  t.regex(fast.message, /nonexistent field "b" from the record\n\[c \|-> 3\]/);
  t.is(fast.message, slow.message);
  // `t.a.b`, Get's body, on line 4 of both modules.
  t.deepEqual(where(fast), [4, 11, 4, 15]);
  t.deepEqual(where(fast), where(slow));
});

test("EXCEPT on a variable with bound keys is built in place when the path is there: tuples, functions, records; a missing key warns", async (t) => {
  const text = mod(
    "InPlace",
    [
      "VARIABLE req, f, r",
      'Init == req = <<<<0, 0>>, <<0, 0>>>> /\\ f = [k \\in {"a", "b"} |-> <<1>>] /\\ r = [x |-> [y |-> 1]]',
      'Next == \\E p \\in 1..3, k \\in {"a", "c"}, q \\in {"y", "z"} :',
      "  /\\ req' = [req EXCEPT ![p][p] = @ + p]",
      "  /\\ f' = [f EXCEPT ![k] = Append(@, p)]",
      "  /\\ r' = [r EXCEPT ![\"x\"][q] = @ + 1]",
    ].join("\n"),
  );
  const compiled = compileText("InPlace", text, initNext);
  t.deepEqual(compiled.diagnostics.map((d) => d.message), []);
  const code = compiled.code ?? "";
  t.regex(code, /entryAt\(entryAt\(s\[0\], v_p\d+\), v_p\d+\) !== undefined \? replacedAt2\(s\[0\], v_p\d+, v_p\d+, M_Naturals\.plus\(ctx, entryAt\(entryAt\(s\[0\], v_p\d+\), v_p\d+\), v_p\d+\)\) : core\.except\(/);
  t.regex(code, /^import \{ entryAt, replacedAt, replacedAt2 \} from/m);
  const spec = await load("InPlace", text, initNext);
  const out: string[] = [];
  const ctx = context(spec, out);
  const next = successors(spec, firstInit(spec, ctx), ctx);
  t.is(next.length, 12);
  t.true(next.includes('Next: req=<<<<0, 0>>, <<0, 2>>>> f=[a |-> <<1, 2>>, b |-> <<1>>] r=[x |-> [y |-> 2]]'));
  // p = 3, k = "c", q = "z": every path is missing, nothing changes.
  t.true(next.includes("Next: req=<<<<0, 0>>, <<0, 0>>>> f=[a |-> <<1>>, b |-> <<1>>] r=[x |-> [y |-> 1]]"));
  t.is(out.length, 3);
  t.true(out.every((w) => w.startsWith("Warning: The EXCEPT was applied to non-existing fields")));
});
