// Binding a .cfg to the spec (TLC-SEMANTICS §7): each case a small spec whose one
// initial state shows what the constants became, or the located error TLC reports.

import test from "ava";
import { compileText, initStates, load } from "../emit/support.js";

const spec = (body: string, extra = "") => `---- MODULE M ----
EXTENDS Naturals, TLC
${extra}VARIABLE v
${body}
====
`;

test("§7.2: C = v binds constants; a model value set keeps the cfg's order (r2 before r1)", async (t) => {
  const s = await load("M", spec("Init == v = <<N, R, CHOOSE r \\in R : TRUE>>\nNext == UNCHANGED v", "CONSTANTS N, R\n"), "CONSTANTS N = 3 R = {r2, r1}\nINIT Init NEXT Next\n");
  t.deepEqual(initStates(s), ["v=<<3, {r2, r1}, r2>>"]);
});

test("§7.2: C = C makes a model value named C; strings and booleans are values", async (t) => {
  const s = await load("M", spec("Init == v = <<NoVal, S, B>>\nNext == UNCHANGED v", "CONSTANTS NoVal, S, B\n"), 'CONSTANT NoVal = NoVal\nCONSTANT S = "hi" B = FALSE\nINIT Init\nNEXT Next\n');
  t.deepEqual(initStates(s), ['v=<<NoVal, "hi", FALSE>>']);
});

test("§7.2: C = v for a zero-arity definition replaces it; unknown names are ignored", async (t) => {
  const s = await load("M", spec("K == 5\nInit == v = K\nNext == UNCHANGED v"), "CONSTANT K = 3 Zork = 7\nINIT Init\nNEXT Next\n");
  t.deepEqual(initStates(s), ["v=3"]);
});

test("§7.2: C <- Op replaces a constant or a definition by a root definition", async (t) => {
  const s = await load(
    "M",
    spec("Two(a, b) == a + b\nAdd(a, b) == a * b\nMCN == 7\nInit == v = <<N, Add(2, 3)>>\nNext == UNCHANGED v", "CONSTANT N\n"),
    "CONSTANT N <- MCN\nCONSTANT Add <- Two\nINIT Init\nNEXT Next\n",
  );
  t.deepEqual(initStates(s), ["v=<<7, 5>>"]);
});

test("§7.2: D = [M] v and D <- [M] Op replace definitions inside another module", async (t) => {
  const inner = "---- MODULE Inner ----\nEXTENDS Naturals\nK == 42\nDbl(x) == x + x\n====\n";
  const s = await load(
    "M",
    spec("Twice(x) == 3 * x\nInit == v = <<I!K, I!Dbl(5)>>\nNext == UNCHANGED v", "I == INSTANCE Inner\n"),
    "CONSTANT K = [Inner] 1\nCONSTANT Dbl <- [Inner] Twice\nINIT Init\nNEXT Next\n",
    { Inner: inner },
  );
  t.deepEqual(initStates(s), ["v=<<1, 15>>"]);
});

test("§7.2: a constant the cfg does not assign is a located error (TT4101)", (t) => {
  const r = compileText("M", spec("Init == v = N\nNext == UNCHANGED v", "CONSTANT N, B\n"), "CONSTANT N = 1\nINIT Init\nNEXT Next\n");
  t.is(r.code, undefined);
  const d = r.diagnostics.find((x) => x.code === "TT4101");
  t.truthy(d);
  t.regex(d!.message, /The constant parameter B is not assigned a value/);
  t.true(d!.file.endsWith("M.tla"));
});

test("a model-file set whose elements TLC cannot order is located at the set in the .cfg (TT5021), not an internal error", async (t) => {
  const text = spec("Init == v \\in S\nNext == UNCHANGED v", "CONSTANT S, T\n");
  const r = compileText("M", text, 'CONSTANT S = {"lit", 5}\nCONSTANT T = {{1}, {"a", "b"}}\nINIT Init\nNEXT Next\n');
  t.is(r.code, undefined);
  const d = r.diagnostics.filter((x) => x.code === "TT5021");
  t.is(d.length, 1);
  // TLC 2026.04: "Attempted to compare integer 5 with non-integer:\n"lit"" (the later element is the receiver).
  t.regex(d[0]!.message, /Attempted to compare integer 5 with non-integer:\n"lit"/);
  t.true(d[0]!.file.endsWith(".cfg"));
  // Sets of other cardinalities are ordered without comparing their elements, as TLC's.
  const ok = await load("M", text, 'CONSTANT S = {"lit", "x"}\nCONSTANT T = {{1}, {"a", "b"}}\nINIT Init\nNEXT Next\n');
  t.deepEqual(initStates(ok), ['v="lit"', 'v="x"']);
});

test("§7.2: substituting an undefined identifier (TT4102) or one of another arity (TT4103)", (t) => {
  const text = spec("One(a) == a\nTwo(a, b) == a\nInit == v = A(1)\nNext == UNCHANGED v", "CONSTANT A(_), B\n");
  const r = compileText("M", text, "CONSTANT A <- Two\nCONSTANT B <- Zork\nINIT Init\nNEXT Next\n");
  t.is(r.code, undefined);
  const codes = r.diagnostics.map((d) => d.code).sort();
  t.deepEqual(codes, ["TT4102", "TT4103"]);
  const arity = r.diagnostics.find((d) => d.code === "TT4103")!;
  t.is(arity.message, "The configuration file substitutes for A with Two of different number of arguments.");
  t.true(arity.file.endsWith("M.cfg"));
  t.true(arity.range.end > arity.range.start);
});

test("a .cfg name that the spec does not define is a located error (TT4106)", (t) => {
  const r = compileText("M", spec("Init == v = 1\nNext == UNCHANGED v"), "INIT Init\nNEXT Next\nINVARIANT Nope\n");
  t.is(r.code, undefined);
  t.deepEqual(r.diagnostics.map((d) => d.code), ["TT4106"]);
});


test("§7.2: C <- K with K a declared constant takes K's value, for constants and definitions (TLC's SpecProcessor; EWD687a_anim's Leader <- L)", async (t) => {
  const s = await load("M", spec("D == 7\nInit == v = <<A, D>>\nNext == UNCHANGED v\nCONSTANT L", "CONSTANT A\n"), "CONSTANT L = L\nCONSTANT A <- L\nD <- L\nINIT Init\nNEXT Next\n");
  t.deepEqual(initStates(s), ["v=<<L, L>>"]);
});

test("§7.2: the right-hand side of a <- that is replaced itself is TLC's error (TT4126), whatever it is", (t) => {
  const text = spec("Val == 3\nInit == v = A\nNext == UNCHANGED v", "CONSTANTS A, B, W\n");
  const r = compileText("M", text, "CONSTANT W = 1\nA <- Val\nB <- A\nINIT Init\nNEXT Next\n");
  t.is(r.code, undefined);
  t.deepEqual(r.diagnostics.map((d) => d.code), ["TT4126"]);
  t.is(r.diagnostics[0]!.message, "In the configuration file, the identifier A appears\non the right-hand side of a <- after already appearing on the\nleft-hand side of one.");
  // A constant without a value is not there to substitute.
  const unbound = compileText("M", spec("Init == v = A\nNext == UNCHANGED v", "CONSTANTS A, K\n"), "CONSTANT A <- K\nINIT Init\nNEXT Next\n");
  t.true(unbound.diagnostics.some((d) => d.code === "TT4102" && d.message === "The configuration file substitutes for A with the undefined identifier K."));
});

test("an INVARIANT/PROPERTY/CONSTRAINT/ACTION_CONSTRAINT list takes every token up to the next keyword as a name (TLC's ModelConfig.parse)", (t) => {
  const inner = "---- MODULE Inner ----\nVARIABLE v\nASpec == v = 1 /\\ [][UNCHANGED v]_v\nAInv == v = 1\nANext == UNCHANGED v\n====\n";
  const first = (cfg: string): string | undefined => {
    const r = compileText("M", spec("A == INSTANCE Inner\nInit == v = 1\nNext == UNCHANGED v"), cfg, { Inner: inner });
    return r.diagnostics.find((d) => d.severity === "error")?.message;
  };
  // Each checked against TLC 2026.04 (exit 151): the name before `!` is the first one not defined.
  const undefinedName = (role: string, name: string): string => `The ${role} ${name} specified in the configuration file\nis not defined in the specification.`;
  t.is(first("INIT Init\nNEXT Next\nPROPERTY A!ASpec\n"), undefinedName("property", "A"));
  t.is(first("INIT Init\nNEXT Next\nINVARIANT A!AInv\n"), undefinedName("invariant", "A"));
  t.is(first("INIT Init\nNEXT Next\nCONSTRAINT A!AInv\n"), undefinedName("constraint", "A"));
  t.is(first("INIT Init\nNEXT Next\nACTION_CONSTRAINT A!ANext\n"), undefinedName("action constraint", "A"));
  t.is(first("INIT Init\nNEXT Next\nINVARIANT 42\n"), undefinedName("invariant", "42"));
});

test("a .cfg name that the spec does not define is worded as TLC's EC.TLC_CONFIG_SPECIFIED_NOT_DEFINED, with its role words", (t) => {
  const message = (cfg: string): string => compileText("M", spec("Init == v = 1\nNext == UNCHANGED v"), cfg).diagnostics.find((d) => d.code === "TT4106")!.message;
  // Each checked against TLC (rc 151): "The invariant Nope specified in the configuration file\nis not defined in the specification."
  t.is(message("INIT Init\nNEXT Next\nINVARIANT Nope\n"), "The invariant Nope specified in the configuration file\nis not defined in the specification.");
  t.is(message("INIT Init\nNEXT Nxt\n"), "The next state action Nxt specified in the configuration file\nis not defined in the specification.");
  t.is(message("SPECIFICATION NoSpec\n"), "The name NoSpec specified in the configuration file\nis not defined in the specification.");
  t.is(message("INIT Init\nNEXT Next\nSYMMETRY Sym\n"), "The symmetry function Sym specified in the configuration file\nis not defined in the specification.");
  t.is(message("INIT Init\nNEXT Next\nVIEW V\n"), "The view function V specified in the configuration file\nis not defined in the specification.");
  t.is(message("INIT Init\nNEXT Next\nACTION_CONSTRAINT AC\n"), "The action constraint AC specified in the configuration file\nis not defined in the specification.");
});
