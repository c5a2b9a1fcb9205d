// Type inference rule by rule, on small specs: each TypeOK-style form, conjunctions
// through definitions and INSTANCE, unification over Init and Next (functions,
// sequences, records, variants of records told apart by a tag field), model values as
// string-literal unions, and the located TT3101 fallback.

import test from "ava";
import { inferSpecTypes } from "../../../compiler/index.js";
import { TypeRenderer } from "../../../compiler/types/render.js";
import { writeSpec } from "../emit/support.js";

/** Each variable's TypeScript type (`Value` when it fell back), and the diagnostics' codes with positions. */
function typesOf(tla: string, cfg: string, extra: Record<string, string> = {}): { types: Record<string, string>; diagnostics: string[]; actions: string[] } {
  const w = writeSpec("M", tla, cfg, extra);
  const r = inferSpecTypes(w.spec, { config: w.cfg });
  if (r.types === undefined) throw new Error(r.diagnostics.map((d) => d.message).join("\n"));
  const renderer = new TypeRenderer(r.types.aliases, new Set());
  const types: Record<string, string> = {};
  for (const v of r.types.variables) types[v.name] = renderer.text(v.type);
  const actions = r.types.actions.map((a) => `${a.name}(${a.params.map(([p, t]) => `${p}: ${renderer.text(t)}`).join(", ")})`);
  const diagnostics = r.diagnostics.filter((d) => d.code.startsWith("TT3")).map((d) => `${d.code}@${d.range.start}`);
  return { types, diagnostics, actions };
}

const module = (vars: string, body: string): string => `---- MODULE M ----\nEXTENDS Integers, Sequences\nCONSTANTS Node, N\nVARIABLES ${vars}\n${body}\n====\n`;
const cfg = "CONSTANTS Node = {n1, n2}\nN = 3\nINIT Init\nNEXT Next\n";

test("TypeOK forms: \\in S, [D -> R], Seq(S), \\subseteq, SUBSET, record sets, string unions, Nat/Int/BOOLEAN, through a definition", (t) => {
  const { types, diagnostics } = typesOf(
    module(
      "a, b, c, d, e, f, g, h, i",
      [
        `Status == {"up", "down"}`,
        `Part == /\\ c \\in Seq(Node) /\\ d \\subseteq Node`,
        `TypeOK == /\\ a \\in 0..N /\\ b \\in [Node -> Status] /\\ Part /\\ e \\in SUBSET (Node \\cup {"none"})`,
        `          /\\ f \\in [id : Node, on : BOOLEAN] /\\ g \\in Int /\\ h \\in Nat \\X BOOLEAN /\\ i \\in STRING`,
        `Init == a = 0 /\\ b = [n \\in Node |-> "up"] /\\ c = <<>> /\\ d = {} /\\ e = {} /\\ f = [id |-> "n1", on |-> TRUE] /\\ g = -1 /\\ h = <<0, TRUE>> /\\ i = "x"`,
        `Next == UNCHANGED <<a, b, c, d, e, f, g, h, i>>`,
      ].join("\n"),
    ),
    cfg,
  );
  t.deepEqual(types, {
    a: "number",
    b: 'Readonly<Record<Node, "up" | "down">>',
    c: "readonly Node[]",
    d: "ReadonlySet<Node>",
    e: 'ReadonlySet<Node | "none">',
    f: "{ readonly id: Node; readonly on: boolean }",
    g: "number",
    h: "readonly [number, boolean]",
    i: "string",
  });
  t.deepEqual(diagnostics, []);
});

test("TypeOK through INSTANCE: the instantiated module's invariant types the substituted variable", (t) => {
  const inner = `---- MODULE Inner ----\nEXTENDS Naturals\nVARIABLE x\nInnerTypeOK == x \\in [count : Nat, tag : {"a", "b"}]\n====\n`;
  const { types } = typesOf(module("y", `I == INSTANCE Inner WITH x <- y\nTypeOK == I!InnerTypeOK\nInit == y = [count |-> 0, tag |-> "a"]\nNext == y' = [y EXCEPT !.count = 1]`), cfg, { Inner: inner });
  t.is(types["y"], '{ readonly count: number; readonly tag: "a" | "b" }');
});

test("without TypeOK: unification over Init and Next (functions from <<>>, sequences, EXCEPT, variants with a tag field)", (t) => {
  const { types, diagnostics, actions } = typesOf(
    module(
      "alloc, log, msgs, cnt",
      [
        `Init == alloc = <<>> /\\ log = <<>> /\\ msgs = {} /\\ cnt = [n \\in Node |-> 0]`,
        `Send(n) == /\\ msgs' = msgs \\cup {[type |-> "req", from |-> n]} /\\ log' = Append(log, n) /\\ UNCHANGED <<alloc, cnt>>`,
        `Ack == /\\ \\E m \\in msgs : msgs' = msgs \\cup {[type |-> "ack", ok |-> TRUE]}`,
        `       /\\ alloc' = [k \\in 1..2 |-> {}] /\\ cnt' = [cnt EXCEPT ![\"n1\"] = @ + 1] /\\ UNCHANGED log`,
        `Next == \\/ \\E n \\in Node : Send(n) \\/ Ack`,
      ].join("\n"),
    ),
    cfg,
  );
  t.is(types["log"], "readonly Node[]");
  t.is(types["msgs"], 'ReadonlySet<{ readonly type: "req"; readonly from: Node } | { readonly type: "ack"; readonly ok: boolean }>');
  t.is(types["cnt"], "Readonly<Record<Node, number>>");
  // `[k \in 1..2 |-> {}]`: the empty sets' elements are never constrained.
  t.is(types["alloc"], "Value");
  t.is(diagnostics.length, 1);
  t.regex(diagnostics[0]!, /^TT3101@/);
  t.deepEqual(actions, ["Send(n: Node)", "Ack()"]);
});

test("a variable assigned values of different shapes falls back to Value with a located TT3101, the others stay typed", (t) => {
  const tla = module("x, y", `Init == x = 0 /\\ y = 1\nNext == x' = {x} /\\ y' = y + 1`);
  const { types, diagnostics } = typesOf(tla, cfg);
  t.deepEqual(types, { x: "Value", y: "number" });
  t.deepEqual(diagnostics, [`TT3101@${tla.indexOf("x, y")}`]);
});

test("a RECURSIVE operator with an operator parameter, called as a conjunct of Next, is followed once per call path (no endless descent)", (t) => {
  const { types } = typesOf(
    module(
      "a, b",
      [
        "RECURSIVE FoldB(_, _, _)",
        "FoldB(Op(_,_), acc, S) == IF S = {} THEN acc ELSE LET e == CHOOSE e \\in S : TRUE IN FoldB(Op, Op(acc, e > 1), S \\ {e})",
        "Init == a = 0 /\\ b = {}",
        "Next == a' = a + 1 /\\ b' = b \\cup {a} /\\ FoldB(\\/, FALSE, {1, 2})",
      ].join("\n"),
    ),
    cfg,
  );
  t.deepEqual(types, { a: "number", b: "ReadonlySet<number>" });
});
