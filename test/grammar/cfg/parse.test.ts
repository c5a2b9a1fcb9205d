// Unit tests of the .cfg front end: every keyword and value form, layout
// freedom (lists over several lines, repeated keywords, comments), module-scoped
// forms, ranges, printing, the model summary, recovery and robustness.

import test from "ava";
import { seededRandom } from "../../support/random.js";
import {
  formatCfgSummary,
  keywordSpellings,
  parseCfg,
  printCfg,
  summarizeCfg,
  type CfgFile,
  type CfgStatement,
  type CfgValue,
  type ConstantAssignment,
  type ConstantsStatement,
} from "../../../grammar/cfg/index.js";

function parseOk(text: string): CfgFile {
  const result = parseCfg("test.cfg", text);
  if (result.ast === undefined || result.diagnostics.length > 0) {
    throw new Error("unexpected diagnostics: " + result.diagnostics.map((d) => `${d.code} ${d.message}`).join("; "));
  }
  return result.ast;
}

function onlyStatement(text: string): CfgStatement {
  const ast = parseOk(text);
  if (ast.statements.length !== 1) throw new Error(`expected one statement, got ${ast.statements.length}`);
  return ast.statements[0]!;
}

function constants(text: string): ConstantsStatement {
  const s = onlyStatement(text);
  if (s.kind !== "Constants") throw new Error("not a CONSTANTS statement");
  return s;
}

function valueOf(text: string): CfgValue {
  const entry = constants(`CONSTANT X = ${text}`).entries[0];
  if (entry?.kind !== "Assignment") throw new Error("not an assignment");
  return entry.value;
}

/** The AST without source ranges, for comparisons across texts. */
function shape(x: unknown): unknown {
  return JSON.parse(JSON.stringify(x, (k, v: unknown) => (k === "range" || k === "valueRange" ? undefined : v)));
}

function codes(text: string): string[] {
  return parseCfg("test.cfg", text).diagnostics.map((d) => d.code);
}

// -- keywords -------------------------------------------------------------------

const singleNameKeywords = [
  ["SPECIFICATION", "Specification"],
  ["INIT", "Init"],
  ["NEXT", "Next"],
  ["SYMMETRY", "Symmetry"],
  ["VIEW", "View"],
  ["ALIAS", "Alias"],
  ["POSTCONDITION", "Postcondition"],
  ["TYPE_CONSTRAINT", "TypeConstraint"],
] as const;

for (const [keyword, kind] of singleNameKeywords) {
  test(`${keyword} takes one name`, (t) => {
    const s = onlyStatement(`${keyword} Target`);
    t.is(s.kind, kind);
    if (s.kind !== kind) return;
    t.is(s.keyword, keyword);
    t.is(s.name.name, "Target");
  });
}

const listKeywords = [
  ["INVARIANT", "Invariants"],
  ["INVARIANTS", "Invariants"],
  ["PROPERTY", "Properties"],
  ["PROPERTIES", "Properties"],
  ["CONSTRAINT", "Constraints"],
  ["CONSTRAINTS", "Constraints"],
  ["ACTION_CONSTRAINT", "ActionConstraints"],
  ["ACTION_CONSTRAINTS", "ActionConstraints"],
] as const;

for (const [keyword, kind] of listKeywords) {
  test(`${keyword} takes names over several lines`, (t) => {
    const s = onlyStatement(`${keyword}\n  A B\n\n  C\n`);
    t.is(s.kind, kind);
    if (s.kind !== kind) return;
    t.is(s.keyword, keyword);
    t.deepEqual(
      s.names.map((n) => n.name),
      ["A", "B", "C"],
    );
  });
}

test("a list keyword may have no names, as in TLC", (t) => {
  const ast = parseOk("INVARIANT\nSPECIFICATION Spec");
  t.deepEqual(
    ast.statements.map((s) => s.kind),
    ["Invariants", "Specification"],
  );
});

test("CONSTANT and CONSTANTS both open a constants statement", (t) => {
  t.is(constants("CONSTANT N = 1").keyword, "CONSTANT");
  t.is(constants("CONSTANTS N = 1").keyword, "CONSTANTS");
});

test("CHECK_DEADLOCK takes TRUE or FALSE, possibly on the next line", (t) => {
  const s = onlyStatement("CHECK_DEADLOCK\n    FALSE");
  t.is(s.kind, "CheckDeadlock");
  if (s.kind === "CheckDeadlock") t.false(s.value);
  const u = onlyStatement("CHECK_DEADLOCK TRUE");
  if (u.kind === "CheckDeadlock") t.true(u.value);
  else t.fail();
});

test("the keyword list is TLC's", (t) => {
  t.deepEqual(
    [...keywordSpellings].sort(),
    [
      "ACTION_CONSTRAINT",
      "ACTION_CONSTRAINTS",
      "ALIAS",
      "CHECK_DEADLOCK",
      "CONSTANT",
      "CONSTANTS",
      "CONSTRAINT",
      "CONSTRAINTS",
      "INIT",
      "INVARIANT",
      "INVARIANTS",
      "NEXT",
      "POSTCONDITION",
      "PROPERTIES",
      "PROPERTY",
      "SPECIFICATION",
      "SYMMETRY",
      "TYPE_CONSTRAINT",
      "VIEW",
    ],
  );
});

test("keywords are case-sensitive and whole words: Init, INITIAL and INVARIANTSX are names", (t) => {
  const c = constants("CONSTANTS\n  Init <- MCInit\n  INITIAL = 1\n  INVARIANTSX = 2");
  t.deepEqual(
    c.entries.map((e) => e.name.name),
    ["Init", "INITIAL", "INVARIANTSX"],
  );
});

test("keywords may repeat and statements keep file order", (t) => {
  const ast = parseOk("INVARIANT A\nCONSTANT N = 1\nINVARIANTS B C\nCONSTANTS M = 2\nPROPERTY P\nPROPERTIES Q");
  t.deepEqual(
    ast.statements.map((s) => s.kind),
    ["Invariants", "Constants", "Invariants", "Constants", "Properties", "Properties"],
  );
  const m = summarizeCfg(ast);
  t.deepEqual(
    m.invariants.map((n) => n.name),
    ["A", "B", "C"],
  );
  t.deepEqual(
    m.properties.map((n) => n.name),
    ["P", "Q"],
  );
  t.deepEqual([...m.constants.keys()], ["N", "M"]);
});

// -- values ---------------------------------------------------------------------

test("integer values keep canonical decimal text", (t) => {
  t.deepEqual(shape(valueOf("42")), { kind: "Int", value: "42" });
  t.deepEqual(shape(valueOf("007")), { kind: "Int", value: "7" });
  t.deepEqual(shape(valueOf("2147483647")), { kind: "Int", value: "2147483647" });
});

test("negative integers are rejected as TLC rejects them (TLC-SEMANTICS 7.1)", (t) => {
  const r = parseCfg("neg.cfg", "CONSTANT N = -42\n");
  t.is(r.ast, undefined);
  t.deepEqual(
    r.diagnostics.map((d) => [d.code, d.range.start]),
    [["TT4007", 13]],
  );
});

test("strings keep their text between the quotes as TLC does, escapes uninterpreted", (t) => {
  t.deepEqual(shape(valueOf('"alice"')), { kind: "Str", value: "alice" });
  t.deepEqual(shape(valueOf('"a\\"b\\\\c\\n"')), { kind: "Str", value: 'a\\"b\\\\c\\n' });
  t.deepEqual(shape(valueOf('""')), { kind: "Str", value: "" });
});

test("TRUE and FALSE are booleans; any other bare name is a model value", (t) => {
  t.deepEqual(shape(valueOf("TRUE")), { kind: "Bool", value: true });
  t.deepEqual(shape(valueOf("FALSE")), { kind: "Bool", value: false });
  t.deepEqual(shape(valueOf("n1")), { kind: "ModelValue", name: "n1" });
  t.deepEqual(shape(valueOf("_R")), { kind: "ModelValue", name: "_R" });
  t.deepEqual(shape(constants("CONSTANT NULL = NULL").entries[0]), {
    kind: "Assignment",
    name: { kind: "Name", name: "NULL" },
    args: [],
    value: { kind: "ModelValue", name: "NULL" },
  });
});

test("sets nest, mix kinds, may be empty, and keep written order", (t) => {
  t.deepEqual(shape(valueOf("{}")), { kind: "Set", elements: [] });
  t.deepEqual(shape(valueOf('{p2, {1, 2}, "s", TRUE, {}}')), {
    kind: "Set",
    elements: [
      { kind: "ModelValue", name: "p2" },
      {
        kind: "Set",
        elements: [
          { kind: "Int", value: "1" },
          { kind: "Int", value: "2" },
        ],
      },
      { kind: "Str", value: "s" },
      { kind: "Bool", value: true },
      { kind: "Set", elements: [] },
    ],
  });
});

test("a set may span lines and hold comments", (t) => {
  t.deepEqual(shape(valueOf("{ a, \\* first\n  (* second *) b\n}")), {
    kind: "Set",
    elements: [
      { kind: "ModelValue", name: "a" },
      { kind: "ModelValue", name: "b" },
    ],
  });
});

// -- constants forms ----------------------------------------------------------------

test("<- overrides a name by a definition, = [M] and <- [M] are module-scoped", (t) => {
  const c = constants("CONSTANTS\n  Op <- MCOp\n  Ballot <-[Voting] MCBallot\n  NoHash = [Nano]NoHashVal\n  K = [Inner] 42");
  t.deepEqual(shape(c.entries), [
    { kind: "Override", name: { kind: "Name", name: "Op" }, definition: { kind: "Name", name: "MCOp" } },
    {
      kind: "Override",
      name: { kind: "Name", name: "Ballot" },
      module: { kind: "Name", name: "Voting" },
      definition: { kind: "Name", name: "MCBallot" },
    },
    {
      kind: "Assignment",
      name: { kind: "Name", name: "NoHash" },
      args: [],
      module: { kind: "Name", name: "Nano" },
      value: { kind: "ModelValue", name: "NoHashVal" },
    },
    {
      kind: "Assignment",
      name: { kind: "Name", name: "K" },
      args: [],
      module: { kind: "Name", name: "Inner" },
      value: { kind: "Int", value: "42" },
    },
  ]);
  const m = summarizeCfg({ kind: "CfgFile", statements: [c], range: c.range });
  t.is(m.overrides.get("Op")?.definition.name, "MCOp");
  t.is(m.moduleOverrides.get("Voting")?.get("Ballot")?.definition.name, "MCBallot");
  t.deepEqual(shape(m.moduleConstants.get("Inner")?.get("K")?.value), { kind: "Int", value: "42" });
  t.is(m.constants.size, 0);
});

test("F(a, b) = v rows build an operator table; a!b names an instance path", (t) => {
  const c = constants("CONSTANTS F(1, a) = 2  F(2, a) = 3  frob!bar!glitch = 0");
  const rows = c.entries.filter((e): e is ConstantAssignment => e.kind === "Assignment" && e.args.length > 0);
  t.deepEqual(
    rows.map((r) => shape(r.args)),
    [
      [
        { kind: "Int", value: "1" },
        { kind: "ModelValue", name: "a" },
      ],
      [
        { kind: "Int", value: "2" },
        { kind: "ModelValue", name: "a" },
      ],
    ],
  );
  t.is(c.entries[2]?.name.name, "frob!bar!glitch");
  const m = summarizeCfg({ kind: "CfgFile", statements: [c], range: c.range });
  t.is(m.operatorTables.get("F")?.length, 2);
  t.true(m.constants.has("frob!bar!glitch"));
});

test("several entries may share a line, and a model value is followed by the next entry", (t) => {
  const c = constants("CONSTANTS A = a B = b C <- D");
  t.deepEqual(
    c.entries.map((e) => e.kind + ":" + e.name.name),
    ["Assignment:A", "Assignment:B", "Override:C"],
  );
});

test("a repeated constant is a warning and the last assignment wins", (t) => {
  const result = parseCfg("test.cfg", "CONSTANTS N = 1\nCONSTANT N = 2");
  t.deepEqual(
    result.diagnostics.map((d) => d.code),
    ["TT4004"],
  );
  t.not(result.ast, undefined);
  if (result.ast === undefined) return;
  t.deepEqual(shape(summarizeCfg(result.ast).constants.get("N")?.value), { kind: "Int", value: "2" });
});

// -- comments -----------------------------------------------------------------------

test("line comments and nested block comments are skipped anywhere", (t) => {
  const ast = parseOk(
    "\\* heading\n(* outer (* inner *) still outer *)\nSPECIFICATION (* here *) Spec \\* trailing\nINVARIANT\n  (**********)\n  Inv\n",
  );
  t.deepEqual(shape(ast.statements), [
    { kind: "Specification", keyword: "SPECIFICATION", name: { kind: "Name", name: "Spec" } },
    { kind: "Invariants", keyword: "INVARIANT", names: [{ kind: "Name", name: "Inv" }] },
  ]);
});

test("a byte-order mark and CRLF line ends are white space", (t) => {
  t.deepEqual(shape(parseOk("\uFEFFSPECIFICATION Spec\r\nINVARIANT\r\n  Inv\r\n").statements), [
    { kind: "Specification", keyword: "SPECIFICATION", name: { kind: "Name", name: "Spec" } },
    { kind: "Invariants", keyword: "INVARIANT", names: [{ kind: "Name", name: "Inv" }] },
  ]);
});

test("an empty file or one with only comments is a model with no statements", (t) => {
  t.deepEqual(parseOk("").statements, []);
  t.deepEqual(parseOk("  \\* nothing\n(* at all *)\n").statements, []);
});

// -- ranges ---------------------------------------------------------------------------

test("every node keeps the range it was parsed from", (t) => {
  const text = "SPECIFICATION Spec\nCONSTANTS\n    Procs = {p1, 3}\n    Op <- [M] Def\nCHECK_DEADLOCK FALSE\n";
  const ast = parseOk(text);
  const slice = (r: { start: number; end: number }): string => text.slice(r.start, r.end);
  const [spec, consts, deadlock] = ast.statements;
  if (spec?.kind !== "Specification" || consts?.kind !== "Constants" || deadlock?.kind !== "CheckDeadlock") return t.fail();
  t.is(slice(spec.range), "SPECIFICATION Spec");
  t.is(slice(spec.name.range), "Spec");
  const [procs, op] = consts.entries;
  if (procs?.kind !== "Assignment" || op?.kind !== "Override") return t.fail();
  t.is(slice(procs.range), "Procs = {p1, 3}");
  t.is(slice(procs.value.range), "{p1, 3}");
  if (procs.value.kind !== "Set") return t.fail();
  t.deepEqual(procs.value.elements.map((e) => slice(e.range)), ["p1", "3"]);
  t.is(slice(op.range), "Op <- [M] Def");
  t.is(slice(op.module!.range), "M");
  t.is(slice(op.definition.range), "Def");
  t.is(slice(deadlock.valueRange), "FALSE");
  t.is(slice(consts.range), "CONSTANTS\n    Procs = {p1, 3}\n    Op <- [M] Def");
});

// -- printing and summary ------------------------------------------------------------------

const sample = [
  "SPECIFICATION Spec",
  "CONSTANTS N = 3 Procs = {p1, p2}  Op <- MCOp  K = [Inner] 42  Dbl <-[Inner] Twice  F(1) = \"x\"",
  "INVARIANTS TypeOK Safe",
  "PROPERTY Live",
  "CONSTRAINT Bound",
  "ACTION_CONSTRAINT Step",
  "SYMMETRY Perms VIEW V ALIAS A POSTCONDITION Post",
  "CHECK_DEADLOCK FALSE",
].join("\n");

test("the printer lays out one item per line", (t) => {
  t.is(
    printCfg(parseOk(sample)),
    [
      "SPECIFICATION Spec",
      "CONSTANTS",
      "    N = 3",
      "    Procs = {p1, p2}",
      "    Op <- MCOp",
      "    K = [Inner] 42",
      "    Dbl <- [Inner] Twice",
      '    F(1) = "x"',
      "INVARIANTS",
      "    TypeOK",
      "    Safe",
      "PROPERTY",
      "    Live",
      "CONSTRAINT",
      "    Bound",
      "ACTION_CONSTRAINT",
      "    Step",
      "SYMMETRY Perms",
      "VIEW V",
      "ALIAS A",
      "POSTCONDITION Post",
      "CHECK_DEADLOCK FALSE",
      "",
    ].join("\n"),
  );
});

test("parse → print → parse gives the same AST", (t) => {
  const ast = parseOk(sample);
  t.deepEqual(shape(parseOk(printCfg(ast))), shape(ast));
});

test("the summary names every setting in stable lines", (t) => {
  t.is(
    formatCfgSummary(parseOk(sample)),
    [
      "specification: Spec",
      "init: -",
      "next: -",
      'constants: N = 3, Procs = {p1, p2}, F(1) = "x", K = [Inner] 42',
      "overrides: Op <- MCOp, Dbl <- [Inner] Twice",
      "invariants: TypeOK, Safe",
      "properties: Live",
      "constraints: Bound",
      "action constraints: Step",
      "symmetry: Perms",
      "view: V",
      "alias: A",
      "postcondition: Post",
      "check deadlock: FALSE",
    ].join("\n"),
  );
  t.is(
    formatCfgSummary(parseOk("INIT Init NEXT Next")),
    ["specification: -", "init: Init", "next: Next", "constants: (none)", "overrides: (none)", "invariants: (none)", "properties: (none)"].join(
      "\n",
    ),
  );
});

// -- errors, recovery, robustness ------------------------------------------------------------

test("errors in several sections are all reported, in file order", (t) => {
  t.deepEqual(codes("SPECIFICATION\nCONSTANTS N = \nVIEW V 3\nCHECK_DEADLOCK yes\nINIT Init FOO"), [
    "TT4001",
    "TT4001",
    "TT4001",
    "TT4001",
    "TT4002",
  ]);
});

test("recovery inside CONSTANTS reports each bad entry and keeps going", (t) => {
  const result = parseCfg("test.cfg", "CONSTANTS\n  A = }\n  B = 1\n  C 2\n  D = {1,,2}\n  E = 3\n");
  const at = result.diagnostics.map((d) => {
    const p = result.source.position(d.range.start);
    return `${p.line}:${p.column} ${d.message}`;
  });
  t.deepEqual(at, [
    "2:7 expected a constant value but found '}'",
    "4:5 expected '=' or '<-' but found '2'",
    "5:10 expected a constant value but found ','",
  ]);
});

test("a duplicated CHECK_DEADLOCK or INIT is an error, as in TLC", (t) => {
  t.deepEqual(codes("CHECK_DEADLOCK TRUE\nCHECK_DEADLOCK FALSE"), ["TT4005"]);
  t.deepEqual(codes("INIT A\nNEXT N\nINIT B"), ["TT4005"]);
});

test("integers beyond Java int are rejected; the bound itself is accepted", (t) => {
  t.deepEqual(codes("CONSTANTS A = 2147483648 C = 99999999999999999999"), ["TT4006", "TT4006"]);
  t.deepEqual(codes("CONSTANTS A = 2147483647"), []);
});

test("random token soups never throw, never hang, and always explain an error", (t) => {
  const pieces = [
    ...keywordSpellings,
    "N", "M", "=", "<-", "[", "]", "{", "}", "(", ")", ",", "!", "-", "1", "TRUE", "FALSE",
    '"s"', '"open', "(*", "*)", "\\* c", "<<", "$", "\n", " ",
  ];
  const random = seededRandom(20240607);
  const started = Date.now();
  let withErrors = 0;
  for (let n = 0; n < 2000; n++) {
    const length = Math.floor(random() * 30);
    let text = "";
    for (let i = 0; i < length; i++) text += pieces[Math.floor(random() * pieces.length)]! + " ";
    const result = parseCfg("fuzz.cfg", text);
    const errors = result.diagnostics.filter((d) => d.severity === "error");
    if (result.ast === undefined) {
      withErrors++;
      if (errors.length === 0) return t.fail(`no AST and no error for: ${JSON.stringify(text)}`);
    } else if (errors.length > 0) {
      return t.fail(`AST despite errors for: ${JSON.stringify(text)}`);
    }
    for (const d of result.diagnostics) {
      if (d.code === "TT9001") return t.fail(`internal error ${d.message} for: ${JSON.stringify(text)}`);
      if (!(d.range.start >= 0 && d.range.end <= text.length && d.range.start <= d.range.end)) {
        return t.fail(`range out of the text for: ${JSON.stringify(text)}`);
      }
    }
  }
  t.log(`2000 random inputs, ${withErrors} with errors, ${Date.now() - started} ms`);
  t.true(withErrors > 0);
  t.true(Date.now() - started < 20000);
});
