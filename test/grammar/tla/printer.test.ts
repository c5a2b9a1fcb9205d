// Hand-written round trips through the printer for the shapes most likely to go wrong
// (column-sensitive junctions, junctions as operands, EXCEPT, proofs, escapes,
// instance paths, definition heads), plus exact output for the junction layout.

import test from "ava";
import { parseTla } from "../../../grammar/tla/index.js";
import { printExpr, printSourceFile } from "../../../grammar/tla/printer.js";
import type { Expr, OperatorDef } from "../../../grammar/tla/ast.js";
import { astDifference } from "../../support/astEqual.js";
import { roundTrip } from "../../support/roundTrip.js";

function moduleText(body: string): string {
  return `---- MODULE T ----\nEXTENDS Naturals\n${body}\n====\n`;
}

/** The body of the first definition of a one-module snippet. */
function firstBody(body: string): Expr {
  const { ast, diagnostics } = parseTla("T.tla", moduleText(body));
  if (ast === undefined || diagnostics.length > 0) throw new Error(`snippet does not parse: ${diagnostics.map((d) => d.message).join("; ")}`);
  const def = ast.modules[0]!.units.find((u): u is OperatorDef => u.kind === "OperatorDef");
  if (def === undefined) throw new Error("snippet has no definition");
  return def.body;
}

const cases: Record<string, string> = {
  "nested junctions": [
    "Op == /\\ a",
    "      /\\ \\/ b",
    "         \\/ /\\ c",
    "            /\\ d",
    "      /\\ e",
  ].join("\n"),
  "junctions as operands": [
    "Op == (/\\ a",
    "       /\\ b) => c",
    "Op2 == x = 1 /\\ (\\/ a",
    "                 \\/ b)",
    "Op3 == F(/\\ a",
    "         /\\ b, c)",
    "Op4 == IF /\\ a",
    "          /\\ b THEN 1 ELSE 2",
    "Op5 == ~ /\\ a",
    "         /\\ b",
  ].join("\n"),
  "open-ended expressions inside lists and operands": [
    "Op == /\\ \\E x \\in S : x > 1",
    "      /\\ \\A y \\in S : \\/ y = 1",
    "                       \\/ y = 2",
    "      /\\ LET z == 1",
    "             w == /\\ a",
    "                  /\\ b",
    "         IN  z + w",
    "Op2 == (IF a THEN 1 ELSE 2) + (CHOOSE x \\in S : TRUE)",
    "Op3 == (\\E x : x) /\\ CASE a -> 1 [] b -> (\\E y \\in S : y) [] OTHER -> 3",
    "Op4 == lbl :: x + 1",
  ].join("\n"),
  "operator precedence kept by parentheses": [
    "Op == a - (b - c)",
    "Op2 == (a - b) - c",
    "Op3 == -(a + b) * -1",
    "Op4 == ~(a = b) \\/ ~a = b",
    "Op5 == x' = y' + (f[x])' + x'[1]",
    "Op6 == A \\X (B \\X C) \\X D",
    "Op7 == SUBSET UNION S \\cup DOMAIN f",
    "Op8 == {x \\in S : x > 1} \\cup {(x \\in S) : x \\in T} \\cup {x + 1 : x \\in S, <<y, z>> \\in S \\X S}",
  ].join("\n"),
  "EXCEPT, records, functions and actions": [
    "Op == [f EXCEPT ![1].a = @ + 1, !.b[2, 3] = 0, ![k] = [@ EXCEPT !.c = 2]]",
    "Op2 == [a |-> 1, b |-> {}] \\in [a : Nat, b : SUBSET Nat]",
    "Op3 == [x \\in S, <<y, z>> \\in S \\X S |-> x] \\in [S -> T]",
    "f[x \\in Nat] == IF x = 0 THEN 1 ELSE x * f[x - 1]",
    "Spec == Init /\\ [][Next]_vars /\\ WF_vars(A) /\\ SF_<<x, y>>(B) /\\ <><<A>>_vars",
    "Op4 == <<>> = << <<1>>, <<2>> >> /\\ r.a.b = f[1, 2][3]",
    "Op5 == [A]_(f[x]) /\\ WF_(x + 1)(A) /\\ <<A>>_(r.a) /\\ [A]_M!vars",
  ].join("\n"),
  "strings with escapes": 'Op == "a\\"b\\\\c\\nd\\te\\rf\\fg" \\o "(* not a comment *)"',
  "instance paths and module definitions": [
    "CONSTANTS N, Op(_, _), _ \\prec _",
    "VARIABLES x, y",
    "I(a) == INSTANCE M WITH p <- a, q <- x + 1",
    "LOCAL J == INSTANCE M",
    "INSTANCE M WITH p <- 1",
    "Op1 == I(1)!Foo(2) + J!K!z + I(x)!Bar",
  ].join("\n"),
  "definition heads, LOCAL and RECURSIVE": [
    "a \\prec b == a < b",
    "-. a == 0 - a",
    "a ^+ == a",
    "LOCAL Max(a, b) == IF a > b THEN a ELSE b",
    "Apply(F(_), v) == F(v)",
    "RECURSIVE Sum(_)",
    "Sum(s) == IF s = {} THEN 0 ELSE LET e == CHOOSE e \\in s : TRUE IN e + Sum(s \\ {e})",
    "Op == Apply(LAMBDA v : v + 1, 2)",
  ].join("\n"),
  proofs: [
    "ASSUME Ax == N \\in Nat",
    "THEOREM Thm == ASSUME NEW a \\in Nat, NEW CONSTANT b PROVE a + 0 = a",
    "PROOF",
    "  <1>1. a = a",
    "    OBVIOUS",
    "  <1>2. SUFFICES ASSUME a > 0 PROVE TRUE",
    "    BY <1>1 DEF Op",
    "  <1>3. CASE a = 0",
    "  <1>. QED",
    "    BY ONLY <1>1, <1>2, Ax DEF Op, Op2",
    "LEMMA /\\ TRUE",
    "      /\\ 1 = 1",
    "  OMITTED",
    "USE DEF Op",
    "HIDE Ax",
  ].join("\n"),
  "less common forms": [
    "CONSTANTS -. _, _ ^*, _ ++ _",
    "VARIABLE v",
    "Op == \\EE t : \\AA u : [](t = u) ~> <>(v' = t)",
    "Op2 == R^+ = R^* \\cup R^#",
    "Op3 == lbl(a, b) :: \\forall x \\in S : \\exists y : x = y",
    "Op4 == CHOOSE <<a, b>> \\in S \\X S : a = b",
    "Op5 == ENABLED (v' = 1) /\\ UNCHANGED <<v>> /\\ \\lnot TRUE /\\ \\neg FALSE",
    "Op6 == {<<x, y>> \\in S \\X S : x = y} = {} /\\ 1..3 # \\b101 + \\o17 + \\hFF + 3",
    "THEOREM T1 == \\A x \\in Nat : x = x",
    "PROOF",
    "  <1> TAKE x \\in Nat",
    "  <1>a. HAVE x \\in Nat",
    "  <1>b. PICK y \\in Nat : y = x",
    "    PROOF BY <1>a",
    "  <1>c. WITNESS 1, 2",
    "  <1>d. DEFINE Q == 1  R(z) == z",
    "  <1>e. USE <1>a, <1>b DEF Q",
    "  <1>f. HIDE DEF R",
    "  <1>g. ASSUME NEW VARIABLE w, NEW ACTION A, NEW STATE s, NEW TEMPORAL F, NEW G(_) PROVE TRUE",
    "  <1> QED OBVIOUS",
  ].join("\n"),
  submodules: ["---- MODULE Inner ----", "VARIABLE z", "Z == z", "====", "Outer == 1"].join("\n"),
};

for (const [name, body] of Object.entries(cases)) {
  test(`round trip: ${name}`, (t) => {
    const result = roundTrip("T.tla", moduleText(body));
    t.is(result.failure, undefined, `printed:\n${result.printed}`);
  });
}

test("a junction prints one bullet per line, aligned, nested lists further right", (t) => {
  const body = firstBody(["Op == /\\ a", "      /\\ \\/ b", "         \\/ c", "      /\\ d"].join("\n"));
  t.is(printExpr(body), ["/\\ a", "/\\ \\/ b", "   \\/ c", "/\\ d"].join("\n"));
});

test("a junction used as an operand is wrapped in parentheses", (t) => {
  const body = firstBody(["Op == (/\\ a", "       /\\ b) => c"].join("\n"));
  t.is(printExpr(body), ["(/\\ a", " /\\ b) => c"].join("\n"));
});

test("compound operands are parenthesised, atoms are not", (t) => {
  t.is(printExpr(firstBody("Op == a - (b - c) + f[x]' * -1")), "(a - (b - c)) + (f[x]' * (-1))");
});

test("a definition body list starts after == and continues in the same column", (t) => {
  const { ast } = parseTla("T.tla", moduleText(["Op == /\\ a", "      /\\ b"].join("\n")));
  t.truthy(ast);
  const printed = printSourceFile(ast!);
  t.true(printed.includes("Op == /\\ a\n      /\\ b\n"), printed);
  t.true(printed.startsWith("---- MODULE T ----\nEXTENDS Naturals\n"), printed);
  t.true(printed.endsWith("====\n"), printed);
});

test("strings are re-escaped", (t) => {
  const body = firstBody('Op == "q\\"b\\\\n\\nt\\t"');
  t.is(printExpr(body), '"q\\"b\\\\n\\nt\\t"');
});

test("astDifference ignores ranges and reports the path of the first difference", (t) => {
  const a = { kind: "Infix", op: "+", range: { start: 0, end: 5 }, left: { kind: "Name", name: "x", range: { start: 0, end: 1 } } };
  const b = { kind: "Infix", op: "+", range: { start: 7, end: 9 }, left: { kind: "Name", name: "x", range: { start: 3, end: 4 } } };
  const c = { kind: "Infix", op: "+", range: { start: 0, end: 5 }, left: { kind: "Name", name: "y", range: { start: 0, end: 1 } } };
  t.is(astDifference(a, b), undefined);
  t.deepEqual(astDifference(a, c), { path: "$.left.name", expected: '"x"', actual: '"y"' });
  t.is(astDifference([1, 2], [1])?.path, "$.length");
});
