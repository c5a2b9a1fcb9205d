// Operator result and parameter types (compiler/types/operatorTypes.ts) on small specs:
// records, sets, functions, sequences and tuples, Bool/Int/strings, model-value unions;
// parameters typed by the spec's own calls (also through EXTENDS and LET); which
// operators the typed API evaluates; the located TT3102 fallback.

import test from "ava";
import { inferSpecTypes } from "../../../compiler/index.js";
import { TypeRenderer } from "../../../compiler/types/render.js";
import { writeSpec } from "../emit/support.js";

interface Shown {
  /** `Name(p: T, ...): R` per operator, `Value` where it fell back; `!` marks one the machine does not evaluate. */
  readonly operators: Record<string, string | undefined>;
  readonly diagnostics: string[];
}

function operatorsOf(tla: string, cfg: string, extra: Record<string, string> = {}): Shown {
  const w = writeSpec("M", tla, cfg, extra);
  const r = inferSpecTypes(w.spec, { config: w.cfg });
  if (r.types === undefined) throw new Error(r.diagnostics.map((d) => d.message).join("\n"));
  const renderer = new TypeRenderer(r.types.aliases, new Set());
  const operators: Record<string, string> = {};
  for (const o of r.types.operators) operators[o.name] = `${o.evaluable ? "" : "!"}(${o.params.map(([p, t]) => `${p}: ${renderer.text(t)}`).join(", ")}): ${renderer.text(o.result)}`;
  const diagnostics = r.diagnostics.filter((d) => d.code.startsWith("TT3")).map((d) => `${d.code}@${d.file.endsWith("M.tla") ? "" : d.file.replace(/.*\//, "") + ":"}${d.range.start}`);
  return { operators, diagnostics };
}

const cfg = "CONSTANTS Node = {n1, n2}\nN = 2\nINIT Init\nNEXT Next\nINVARIANT TypeOK\n";

test("results: records, sets, functions, sequences, tuples, Bool, Int, strings and model-value unions", (t) => {
  const tla = [
    "---- MODULE M ----",
    "EXTENDS Naturals, Sequences, FiniteSets",
    "CONSTANTS Node, N",
    "VARIABLES x, log",
    `Status == {"up", "down"}`,
    `Rec == [id |-> "r", on |-> TRUE]`,
    "Count == Cardinality(Node)",
    "Pairs == Node \\X {1, 2}",
    "Fn == [n \\in Node |-> n = CHOOSE m \\in Node : TRUE]",
    "Empty == [seen |-> {}]",
    `Owner == IF x = 0 THEN CHOOSE n \\in Node : TRUE ELSE "nobody"`,
    `Last == IF log = <<>> THEN "none" ELSE log[Len(log)]`,
    "Snapshot == <<x, log>>",
    "TypeOK == x \\in 0..N /\\ log \\in Seq(Node)",
    "Init == x = 0 /\\ log = <<>>",
    "Next == \\E n \\in Node : Len(log) < N /\\ x' = x + 1 /\\ log' = Append(log, n)",
    "Spec == Init /\\ [][Next]_<<x, log>>",
    "====",
    "",
  ].join("\n");
  const { operators, diagnostics } = operatorsOf(tla, cfg);
  t.deepEqual(operators, {
    Status: '(): ReadonlySet<"up" | "down">',
    Rec: '(): { readonly id: "r"; readonly on: boolean }',
    Count: "(): number",
    Pairs: "(): ReadonlySet<readonly [Node, number]>",
    Fn: "(): Readonly<Record<Node, boolean>>",
    // An always-empty set is a set of nothing, not an unknown.
    Empty: "(): { readonly seen: ReadonlySet<never> }",
    Owner: '(): Node | "nobody"',
    Last: '(): Node | "none"',
    Snapshot: "(): readonly [number, readonly Node[]]",
    TypeOK: "(): boolean",
    Init: "(): boolean",
    Next: "!(): boolean",
    Spec: "!(): boolean",
  });
  t.deepEqual(diagnostics, []);
});

test("parameters: typed by the spec's calls (through EXTENDS, LET, infix operators and callers' parameters); never called: Value", (t) => {
  const lib = "---- MODULE Lib ----\nEXTENDS Naturals\nLibMax(S) == CHOOSE m \\in S : \\A k \\in S : k <= m\n====\n";
  const tla = [
    "---- MODULE M ----",
    "EXTENDS Naturals, Sequences, Lib",
    "CONSTANTS Node, N",
    "VARIABLES x, log",
    "a \\oplus b == a + b",
    "Double(k) == 2 * k",
    "Outer(n) == Double(n)",
    "Tagged(n, tag) == [node |-> n, tag |-> tag]",
    "Top == LibMax(0..N)",
    "Shifted(state) == x + state",
    "Unused(q) == q",
    "TypeOK == x \\in 0..100 /\\ log \\in Seq([node : Node, tag : STRING])",
    "Init == x = 0 /\\ log = <<>>",
    `Next == \\E n \\in Node : Len(log) < N /\\ x' = Outer(x) \\oplus Shifted(1) /\\ log' = Append(log, LET t == "sent" IN Tagged(n, t))`,
    "====",
    "",
  ].join("\n");
  const { operators, diagnostics } = operatorsOf(tla, cfg, { Lib: lib });
  t.is(operators["\\oplus"], "(a: number, b: number): number");
  t.is(operators["Double"], "(k: number): number");
  t.is(operators["Outer"], "(n: number): number");
  t.is(operators["Tagged"], '(n: Node, tag: "sent"): { readonly node: Node; readonly tag: "sent" }');
  t.is(operators["LibMax"], "(S: ReadonlySet<number>): number");
  t.is(operators["Top"], "(): number");
  t.is(operators["Shifted"], "(state: number): number");
  t.is(operators["Unused"], "(q: Value): Value");
  // The standard modules' operators are not the spec's.
  t.is(operators["Append"], undefined);
  t.deepEqual(diagnostics, [`TT3102@${tla.indexOf("Unused(q)")}`]);
});

test("the machine evaluates constant- and state-level operators with value parameters; not actions, temporal formulas, operator parameters, nor a definition the model replaces", (t) => {
  const tla = [
    "---- MODULE M ----",
    "EXTENDS Naturals",
    "CONSTANTS Node, N",
    "VARIABLES x, log",
    "Limit == 10",
    "MCLimit == 3",
    "Apply(F(_), v) == F(v)",
    "Step == x' = x + 1 /\\ UNCHANGED log",
    "Live == <>(x = N)",
    "TypeOK == x \\in 0..N",
    "Init == x = 0 /\\ log = 0",
    "Next == x < Limit /\\ Step",
    "====",
    "",
  ].join("\n");
  const { operators } = operatorsOf(tla, cfg + "CONSTANT Limit <- MCLimit\n");
  t.is(operators["Limit"], undefined);
  t.is(operators["MCLimit"], "(): number");
  t.regex(operators["Apply"]!, /^!/);
  t.is(operators["Step"], "!(): boolean");
  t.is(operators["Live"], "!(): boolean");
  t.is(operators["TypeOK"], "(): boolean");
});

test("an operator whose result cannot be typed gets a TT3102 at its name in the module that defines it, and only it falls back", (t) => {
  const lib = "---- MODULE Lib ----\nPick(s) == CHOOSE e \\in s : TRUE\n====\n";
  const tla = "---- MODULE M ----\nEXTENDS Naturals, Lib\nCONSTANTS Node, N\nVARIABLES x, log\nMixed == IF N > 1 THEN {1} ELSE 1\nTypeOK == x \\in 0..N /\\ log \\in 0..N\nInit == x = 0 /\\ log = 0\nNext == UNCHANGED <<x, log>>\n====\n";
  const { operators, diagnostics } = operatorsOf(tla, cfg, { Lib: lib });
  t.is(operators["Mixed"], "(): Value");
  t.is(operators["Pick"], "(s: Value): Value");
  t.is(operators["TypeOK"], "(): boolean");
  t.deepEqual(diagnostics.sort(), [`TT3102@Lib.tla:${lib.indexOf("Pick")}`, `TT3102@${tla.indexOf("Mixed")}`].sort());
});
