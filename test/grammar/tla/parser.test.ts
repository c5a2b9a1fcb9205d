// Focused tests of the TLA+ parser: the AST shape of each tricky construct, and the
// code and position of diagnostics for bad input.

import test from "ava";
import { parseTla } from "../../../grammar/tla/index.js";
import type { Expr, Module, OperatorDef, Theorem, Unit } from "../../../grammar/tla/ast.js";
import { TlaParser } from "../../../grammar/tla/parser.js";
import { sexp } from "./sexp.js";

function moduleOf(body: string): Module {
  const r = parseTla("T.tla", `---- MODULE T ----\n${body}\n====\n`);
  if (r.diagnostics.length > 0) throw new Error(r.diagnostics.map((d) => d.message).join("; "));
  return r.ast!.modules[0]!;
}

/** The body of `X == <text>`, rendered as an s-expression. */
function expr(text: string): string {
  const def = moduleOf(`X == ${text}`).units[0] as OperatorDef;
  return sexp(def.body);
}

function bodyOf(u: Unit | undefined): Expr {
  return (u as OperatorDef).body;
}

/** Code, line and column of each diagnostic for a module with the given body. */
function errors(body: string): string[] {
  const r = parseTla("T.tla", `---- MODULE T ----\n${body}\n====\n`);
  return r.diagnostics.map((d) => {
    const p = r.source.position(d.range.start);
    return `${d.code}@${p.line}:${p.column}`;
  });
}

// -- precedence -------------------------------------------------------------

test("precedence: ~ binds looser than =, tighter than /\\", (t) => {
  t.is(expr("~ a = b"), "(~ (= a b))");
  t.is(expr("~ a /\\ b"), "(/\\ (~ a) b)");
});

test("precedence: arithmetic and sets", (t) => {
  t.is(expr("a + b * c"), "(+ a (* b c))");
  t.is(expr("a * b + c"), "(+ (* a b) c)");
  t.is(expr("a - b - c"), "(- (- a b) c)");
  t.is(expr("-a + b"), "(+ (- a) b)");
  t.is(expr("-a ^ 2"), "(- (^ a 2))");
  t.is(expr("x \\in S \\cup T"), "(\\in x (\\cup S T))");
  t.is(expr("1 .. n + 1"), "(.. 1 (+ n 1))");
  t.is(expr("a => b /\\ c"), "(=> a (/\\ b c))");
  t.is(expr("a /\\ b /\\ c"), "(/\\ (/\\ a b) c)");
  t.is(expr("f @@ a :> b"), "(@@ f (:> a b))");
});

test("precedence: user-definable operators", (t) => {
  t.is(expr("a \\prec b \\oplus c"), "(\\prec a (\\oplus b c))");
  t.is(expr("s \\o t \\o u"), "(\\o (\\o s t) u)");
  t.is(expr("a ++ b"), "(++ a b)");
});

test("prefix and postfix operators", (t) => {
  t.is(expr("x' = x + 1"), "(= (' x) (+ x 1))");
  t.is(expr("[]P => <>Q"), "(=> ([] P) (<> Q))");
  t.is(expr("UNCHANGED <<x, y>>"), "(UNCHANGED <<x y>>)");
  t.is(expr("SUBSET S \\cup T"), "(\\cup (SUBSET S) T)");
  t.is(expr("DOMAIN f"), "(DOMAIN f)");
  t.is(expr("R^+"), "(^+ R)");
  t.is(expr("ENABLED A /\\ B"), "(/\\ (ENABLED A) B)");
  t.is(expr("P ~> Q"), "(~> P Q)");
  t.is(expr("r.a.b[1]'"), "(' (app (. (. r a) b) 1))");
});

test("\\X chains are one n-ary product; parentheses keep a nested one", (t) => {
  t.is(expr("A \\X B \\X C"), "(\\X A B C)");
  t.is(expr("A \\times B"), "(\\times A B)");
  t.is(expr("(A \\X B) \\X C"), "(\\X (\\X A B) C)");
});

// -- junction lists ------------------------------------------------------------

test("junction lists nest and end by column", (t) => {
  const next = moduleOf(["Next == \\/ /\\ a", "           /\\ b", "        \\/ c"].join("\n")).units[0];
  t.is(sexp(bodyOf(next)), "[\\/ [/\\ a | b] | c]");
  const m = moduleOf(["Init == /\\ x = 0", "        /\\ y = 1", "Foo == 2"].join("\n"));
  t.is(m.units.length, 2);
  t.is(sexp(bodyOf(m.units[0])), "[/\\ (= x 0) | (= y 1)]");
});

test("an infix /\\ right of the bullet column is ordinary conjunction", (t) => {
  t.is(expr("/\\ a /\\ b\n     /\\ c"), "[/\\ (/\\ a b) | c]");
  t.is(expr("/\\ x = (a\n        + b)\n     /\\ c"), "[/\\ (= x (+ a b)) | c]");
});

test("a list ends at a token left of its column and the expression goes on", (t) => {
  t.is(expr("\n  /\\ a\n  /\\ b\n => c"), "(=> [/\\ a | b] c)");
  // `X == (` puts the first bullet at column 7; the second is aligned under it.
  t.is(expr("(/\\ a\n      /\\ b\n)"), "[/\\ a | b]");
  // One column further left, the second bullet ends the list and reads as infix.
  t.is(expr("(/\\ a\n     /\\ b\n)"), "(/\\ [/\\ a] b)");
});

// -- quantifiers, sets, functions ------------------------------------------------

test("quantifiers, bounded and unbounded", (t) => {
  t.is(expr("\\A x, y \\in S, z \\in T : x = z"), "(\\A x y \\in S, z \\in T : (= x z))");
  t.is(expr("\\E <<x, y>> \\in S : x"), "(\\E <<x y>> \\in S : x)");
  t.is(expr("\\E x : P(x)"), "(\\E x : P(x))");
  t.is(expr("\\AA x : P"), "(\\AA x : P)");
  t.is(expr("a /\\ \\E x \\in S : P /\\ Q"), "(/\\ a (\\E x \\in S : (/\\ P Q)))");
  t.is(expr("CHOOSE x \\in S : x > 0"), "(CHOOSE x \\in S : (> x 0))");
  t.is(expr("CHOOSE <<a, b>> \\in S : TRUE"), "(CHOOSE <<a b>> \\in S : TRUE)");
});

test("set forms", (t) => {
  t.is(expr("{}"), "{}");
  t.is(expr("{1, 2}"), "{1 2}");
  t.is(expr("{x \\in S : x > 1}"), "{x \\in S : (> x 1)}");
  t.is(expr("{<<x, y>> \\in S : x = y}"), "{<<x y>> \\in S : (= x y)}");
  t.is(expr("{f(x) : x \\in S, y \\in T}"), "{f(x) : x \\in S, y \\in T}");
});

test("function and record forms", (t) => {
  t.is(expr("[x \\in S, y \\in T |-> x + y]"), "[x \\in S, y \\in T |-> (+ x y)]");
  t.is(expr("[x, y \\in S |-> x]"), "[x y \\in S |-> x]");
  t.is(expr("[S -> T]"), "[S -> T]");
  t.is(expr("[a |-> 1, b |-> 2]"), "[a |-> 1, b |-> 2]");
  t.is(expr("[a : S, b : T]"), "[a : S, b : T]");
  t.is(expr("f[a, b]"), "(app f a b)");
  t.is(expr("<< >>"), "<<>>");
});

test("EXCEPT with nested paths, several updates and @", (t) => {
  t.is(expr("[f EXCEPT ![a][b].c = @ + 1, !.d = 2]"), "[f EXCEPT ![a][b].c = (+ @ 1), !.d = 2]");
});

test("actions and fairness", (t) => {
  t.is(expr("[][Next]_vars"), "([] ([]_ Next vars))");
  t.is(expr("<<A>>_<<x, y>>"), "(<>_ A <<x y>>)");
  t.is(expr("WF_<<x, y>>(A) /\\ SF_vars(B)"), "(/\\ (WF <<x y>> A) (SF vars B))");
  t.is(expr("[A]_(x + y)"), "([]_ A (+ x y))");
  t.is(expr("[Next]_M!vars"), "([]_ Next M!vars)");
});

test("IF, CASE, LET, LAMBDA and labels", (t) => {
  t.is(expr("IF a THEN b ELSE c + 1"), "(IF a b (+ c 1))");
  t.is(expr("CASE x = 1 -> a [] x = 2 -> b [] OTHER -> c"), "(CASE (= x 1) -> a [] (= x 2) -> b [] OTHER -> c)");
  t.is(expr("LET f(y) == y + 1\n      g == 2\n  IN f(g)"), "(LET f g IN f(g))");
  t.is(expr("F(LAMBDA x, y : x + y)"), "F((LAMBDA x y : (+ x y)))");
  t.is(expr("lbl :: x' = 1"), "(lbl:: (= (' x) 1))");
});

test("instance paths and subexpression selectors", (t) => {
  t.is(expr("WS!IsUp(n)"), "WS!IsUp(n)");
  t.is(expr("I(x)!Op"), "I(x)!Op");
  t.is(expr("Inv!2"), "Inv!2");
});

test("numbers, strings with escapes, identifiers that start with _ or a digit", (t) => {
  t.is(expr("\\b101 + \\o17 + \\hFF + 3.14"), "(+ (+ (+ \\b101 \\o17) \\hFF) 3.14)");
  t.is(expr('"a\\"b\\\\c\\n"'), JSON.stringify('a"b\\c\n'));
  t.is(expr("_x + 1a"), "(+ _x 1a)");
});

// -- units ------------------------------------------------------------------------

test("declarations and definition forms", (t) => {
  const m = moduleOf(
    [
      "EXTENDS Naturals, Sequences",
      "CONSTANTS N, Op(_, _), _ \\prec _",
      "VARIABLES x, y",
      "LOCAL Helper(a, F(_)) == F(a)",
      "a \\oplus b == a + b",
      "-. a == 0 - a",
      "a ^+ == a",
      "f[i \\in 1..N] == i",
      "RECURSIVE Sum(_)",
      "WS == INSTANCE WorkerSpec WITH n <- N, + <- Plus",
      "I(v) == INSTANCE M",
      "INSTANCE Naturals",
      "ASSUME Positive == N > 0",
    ].join("\n"),
  );
  t.deepEqual(m.extends.map((i) => i.name), ["Naturals", "Sequences"]);
  t.deepEqual(
    m.units.map((u) => u.kind),
    ["ConstantDecl", "VariableDecl", "OperatorDef", "OperatorDef", "OperatorDef", "OperatorDef", "FunctionDef", "RecursiveDecl", "ModuleDef", "ModuleDef", "InstanceUnit", "Assumption"],
  );
  const c = m.units[0]!;
  t.true(c.kind === "ConstantDecl" && c.decls.map((d) => `${d.name.name}/${d.arity}/${d.form}`).join(" ") === "N/0/ident Op/2/ident \\prec/2/infix");
  const helper = m.units[2] as OperatorDef;
  t.true(helper.local);
  t.deepEqual(helper.params.map((p) => `${p.name.name}/${p.arity}`), ["a/0", "F/1"]);
  t.deepEqual(m.units.slice(3, 6).map((u) => `${(u as OperatorDef).name.name}:${(u as OperatorDef).form}`), ["\\oplus:infix", "-.:prefix", "^+:postfix"]);
  const ws = m.units[8]!;
  t.true(ws.kind === "ModuleDef" && ws.instance.substitutions.map((s) => s.target.name).join(",") === "n,+");
  const assume = m.units[11]!;
  t.true(assume.kind === "Assumption" && assume.name?.name === "Positive");
});

test("text outside modules is ignored; several top-level modules and submodules", (t) => {
  const r = parseTla(
    "F.tla",
    "garbage ( * \" before\n---- MODULE A ----\n---- MODULE Inner ----\nz == 1\n====\nx == 1\n-------------\n====\nbetween (*\n---- MODULE B ----\ny == 2\n====\nafter \" junk",
  );
  t.deepEqual(r.diagnostics, []);
  t.deepEqual(r.ast!.modules.map((m) => m.name.name), ["A", "B"]);
  t.deepEqual(r.ast!.modules[0]!.units.map((u) => u.kind), ["Module", "OperatorDef"]);
});

test("comments nest and PlusCal inside comments is ignored", (t) => {
  const m = moduleOf("(* outer (* inner *) still comment --algorithm x { } *)\nx == 1 \\* line comment\n(* a *) y == 2");
  t.is(m.units.length, 2);
});

test("theorems and proofs", (t) => {
  const m = moduleOf(
    [
      "THEOREM Safe == ASSUME NEW n \\in Nat, NEW CONSTANT C PROVE n >= 0",
      "<1>1. n = n",
      "  OBVIOUS",
      "<1>2. SUFFICES ASSUME TRUE PROVE FALSE",
      "  BY <1>1 DEF Foo",
      "<1> QED",
      "  <2>1. CASE x",
      "    PROOF OMITTED",
      "  <2> QED BY ONLY <2>1",
      "LEMMA x = x OBVIOUS",
      "USE DEF Foo, \\prec",
    ].join("\n"),
  );
  t.deepEqual(m.units.map((u) => u.kind), ["Theorem", "Theorem", "UseOrHide"]);
  const th = m.units[0] as Theorem;
  t.is(th.name?.name, "Safe");
  t.is(th.body.kind, "AssumeProve");
  t.true(th.proof?.kind === "StructuredProof");
  if (th.proof?.kind !== "StructuredProof") return;
  t.deepEqual(th.proof.steps.map((s) => `${s.label}:${s.body.kind}`), ["<1>1:AssertStep", "<1>2:AssertStep", "<1>:QedStep"]);
  const qed = th.proof.steps[2]!;
  t.true(qed.proof?.kind === "StructuredProof" && qed.proof.steps.map((s) => s.body.kind).join(",") === "CaseStep,QedStep");
  const by = th.proof.steps[1]!.proof;
  t.true(by?.kind === "TerminalProof" && by.form === "BY" && by.facts.length === 1 && by.defs.length === 1);
});

// -- diagnostics ------------------------------------------------------------------

test("syntax errors name what was expected and what was found", (t) => {
  const r = parseTla("T.tla", "---- MODULE T ----\nFoo IN 1\n====\n");
  t.is(r.diagnostics[0]?.code, "TT1101");
  t.is(r.diagnostics[0]?.message, "expected a definition but found 'IN'");
  const p = parseTla("T.tla", "---- MODULE T ----\nFoo == (1 + )\n====\n");
  t.is(p.diagnostics[0]?.message, "expected an expression but found ')'");
  t.deepEqual(errors("Foo == (1 + )"), ["TT1101@2:13"]);
});

test("recovery reports several errors in one run and keeps a partial AST", (t) => {
  const r = parseTla("T.tla", "---- MODULE T ----\nFoo == (1 + )\nBar == 2\nBaz IN 3\n====\n");
  t.deepEqual(
    r.diagnostics.map((d) => `${d.code}@${r.source.position(d.range.start).line}`),
    ["TT1101@2", "TT1101@4"],
  );
  t.truthy(r.ast);
});

test("lexical errors", (t) => {
  t.deepEqual(errors("(* open (* nested *)\nx == 1"), ["TT1001@2:1", "TT1103@5:1"]);
  t.deepEqual(errors('x == "abc'), ["TT1002@2:6"]);
  t.deepEqual(errors('x == "a\\qb"'), ["TT1004@2:8"]);
  t.deepEqual(errors("x == 1 ; 2").slice(0, 1), ["TT1003@2:8"]);
});

test("chains SANY rejects", (t) => {
  t.deepEqual(errors("x == a = b = c"), ["TT1105@2:8"]);
  t.deepEqual(errors("x == a /\\ b \\/ c"), ["TT1106@2:8"]);
});

test("a token left of a bullet list column", (t) => {
  t.deepEqual(errors("Foo == /\\ a\n       /\\ b =\n      c"), ["TT1107@4:7"]);
});

test("missing module header and end", (t) => {
  t.is(parseTla("T.tla", "x == 1").diagnostics[0]?.code, "TT1102");
  const r = parseTla("T.tla", "---- MODULE T ----\nx == 1\n");
  t.is(r.diagnostics[0]?.code, "TT1103");
  t.is(r.diagnostics[0]?.message, "module T is not closed: expected '====' before the end of the file");
});

test("too many errors are capped", (t) => {
  const body = Array.from({ length: 60 }, (_, i) => `F${i} IN ${i}`).join("\n");
  const ds = parseTla("T.tla", `---- MODULE T ----\n${body}\n====\n`).diagnostics;
  t.true(ds.length <= 26);
  t.is(ds[ds.length - 1]?.code, "TT1109");
});

test("never throws on arbitrary bytes", (t) => {
  const inputs = ["---- MODULE T ----\n", "---- MODULE T ----\n((((((((\n====", "---- MODULE T ----\nx == [}\n====", "---- MODULE T ----\n/\\ /\\ \\/\n===="];
  for (const s of inputs) {
    const r = parseTla("T.tla", s);
    t.true(r.diagnostics.length > 0, s);
    t.false(r.diagnostics.some((d) => d.code === "TT9001"), s);
  }
});

test("the grammar passes Chevrotain's validations", (t) => {
  t.notThrows(() => new TlaParser({ validate: true }));
});

test("Unicode symbols read as their ASCII spellings (SANY's table), positions on the Unicode text", (t) => {
  const pairs: [string, string][] = [
    ["∀ x ∈ S : ∃ y ∈ T : y ∉ S ∧ (x ≠ y ∨ ¬(x ≤ y)) ∧ x ≥ y", "\\A x \\in S : \\E y \\in T : y \\notin S /\\ (x /= y \\/ ~(x =< y)) /\\ x >= y"],
    ["⟨a, b⟩ ∘ [i ∈ 1‥2 ↦ i] ∈ [S → T]", "<<a, b>> \\o [i \\in 1..2 |-> i] \\in [S -> T]"],
    ["(a ⇒ b) ⇔ (c ≡ d)", "(a => b) <=> (c \\equiv d)"],
    ["□[A]_v ∧ ◇⟨A⟩_v ∧ (P ↝ Q) ∧ (F ⇸ G)", "[][A]_v /\\ <><<A>>_v /\\ (P ~> Q) /\\ (F -+-> G)"],
    ["CASE p → 1 □ OTHER → 2", "CASE p -> 1 [] OTHER -> 2"],
    ["(S ∩ T) ∪ U ⊆ V × W", "(S \\cap T) \\cup U \\subseteq V \\X W"],
    ["(a ⊕ b ⊗ c) ⋅ (d ÷ e)", "(a (+) b (\\X) c) \\cdot (d \\div e)"],
    ["l∷ s⁺", "l:: s^+"],
  ];
  for (const [u, a] of pairs) t.is(expr(u), expr(a), u);
  const conj = moduleOf("X ≜ ∧ a\n    ∧ ∨ b\n      ∨ c").units[0] as OperatorDef;
  t.is(sexp(conj.body), expr("/\\ a\n     /\\ \\/ b\n        \\/ c"));
  t.is(errors("X ≜ a ⊤ b")[0], "TT1003@2:7");
});

test("keyword and symbol prefix operators, and the prime, as operator arguments (SANY; TLC's test52)", (t) => {
  t.is(expr("F(SUBSET, UNION, DOMAIN)"), "F(SUBSET UNION DOMAIN)");
  t.is(expr("G(ENABLED) /\\ H(UNCHANGED, ')"), "(/\\ G(ENABLED) H(UNCHANGED '))");
  t.is(expr("B([]) \\/ B(<>)"), "(\\/ B([]) B(<>))");
  // Still an application where the operator has its operand.
  t.is(expr("F(SUBSET S)"), "F((SUBSET S))");
});
