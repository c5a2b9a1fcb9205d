// Module loading and name binding on small in-memory modules: what each name
// denotes, and every name diagnostic with its code and location.

import test from "ava";
import { definitionsOf, resolve, standardLibraryDir, type Binding } from "../../../compiler/resolve/index.js";
import { bindingAt, codesAt, infixBindingAt, mod, resolveFiles } from "./support.js";

const R = String.raw;

function definitionModule(b: Binding | undefined): string | undefined {
  return b?.kind === "definition" ? b.entity.module.name : undefined;
}

test("EXTENDS chains: names of modules extended transitively are visible, constants and variables shared", (t) => {
  const m = resolveFiles(
    {
      "/s/A.tla": mod("A", R`EXTENDS B
Spec == Deep + Mid + c`),
      "/s/B.tla": mod("B", R`EXTENDS C, Naturals
Mid == 2`),
      "/s/C.tla": mod("C", R`CONSTANT c
Deep == c`),
    },
    "/s/A.tla",
  );
  t.deepEqual(codesAt(m.resolved.diagnostics), []);
  t.is(definitionModule(bindingAt(m, "/s/A.tla", "Deep")), "C");
  t.is(definitionModule(bindingAt(m, "/s/A.tla", "Mid")), "B");
  const c = bindingAt(m, "/s/A.tla", "+ |c");
  t.is(c?.kind, "constant");
  t.deepEqual(m.resolved.root?.parameters.map((p) => p.name), ["c"]);
  const plus = infixBindingAt(m, "/s/A.tla", "Deep |+");
  t.is(plus?.kind === "definition" ? plus.entity.module.name : undefined, "Naturals");
  t.deepEqual(m.resolved.modules.map((x) => x.name), ["C", "Naturals", "B", "A"]);
});

test("LOCAL definitions and LOCAL INSTANCE are hidden from modules that extend", (t) => {
  const a = mod("A", R`EXTENDS B
X == Hidden
Y == 1 + 2`);
  const m = resolveFiles(
    {
      "/s/A.tla": a,
      "/s/B.tla": mod("B", R`LOCAL INSTANCE Naturals
LOCAL Hidden == 1 + 1
Shown == Hidden`),
    },
    "/s/A.tla",
  );
  t.deepEqual(codesAt(m.resolved.diagnostics), [`TT2004@${a.indexOf("Hidden")}`, `TT2006@${a.indexOf("+")}`]);
  t.true(m.resolved.diagnostics[1]!.message.includes("Naturals"));
  t.is(definitionModule(bindingAt(m, "/s/B.tla", "Hidden", 1)), "B");
});

test("the same definition imported along two paths is no clash; different ones are SANY's warning (first kept) or error", (t) => {
  const ok = resolveFiles({ "/s/A.tla": mod("A", R`EXTENDS Integers, Sequences, FiniteSets, TLC
X == Len(<<1>>) + Cardinality({}) - 1`) }, "/s/A.tla");
  t.deepEqual(codesAt(ok.resolved.diagnostics), []);
  // Two definitions through EXTENDS (any arities): a warning, B's F is the one used.
  const a = mod("A", R`EXTENDS B, C
Use == F`);
  const merged = resolveFiles({ "/s/A.tla": a, "/s/B.tla": mod("B", "F == 1"), "/s/C.tla": mod("C", "F(x) == 2") }, "/s/A.tla");
  t.deepEqual(codesAt(merged.resolved.diagnostics), [`TT2018@${a.indexOf("C")}`]);
  t.regex(merged.resolved.diagnostics[0]!.message, /F is also defined at \/s\/B\.tla:2:1/);
  t.is(definitionModule(bindingAt(merged, "/s/A.tla", "F")), "B");
  // Through an unnamed INSTANCE after an own definition: a warning if the arity is the same, else an error.
  const i = mod("I", R`F == 0
G == 0
INSTANCE C`);
  const inst = resolveFiles({ "/s/I.tla": i, "/s/C.tla": mod("C", "F(x) == 2\nG == 3") }, "/s/I.tla");
  t.deepEqual(codesAt(inst.resolved.diagnostics), [`TT2008@${i.indexOf("INSTANCE C") + 9}`, `TT2018@${i.indexOf("INSTANCE C") + 9}`]);
  // A definition against a declaration stays an error, and so does an own definition after an import.
  const d = mod("D", R`EXTENDS B, V
H == 1`);
  const decl = resolveFiles({ "/s/D.tla": d, "/s/B.tla": mod("B", "F == 1\nH == 1"), "/s/V.tla": mod("V", "CONSTANT F") }, "/s/D.tla");
  t.deepEqual(codesAt(decl.resolved.diagnostics), [`TT2008@${d.indexOf("V")}`, `TT2008@${d.indexOf("H ==")}`]);
});

test("INSTANCE with explicit and implicit substitution", (t) => {
  const m = resolveFiles(
    {
      "/s/X.tla": mod("X", R`EXTENDS Naturals
CONSTANT N
VARIABLE w
INSTANCE M WITH v <- w + 1
Use == Op`),
      "/s/M.tla": mod("M", R`EXTENDS Naturals
CONSTANT N
VARIABLE v
Op == v + N`),
    },
    "/s/X.tla",
  );
  t.deepEqual(codesAt(m.resolved.diagnostics), []);
  const op = bindingAt(m, "/s/X.tla", "Op");
  t.is(op?.kind, "definition");
  if (op?.kind !== "definition") return;
  t.is(op.entity.module.name, "M");
  t.is(op.via.length, 1);
  const subs = op.via[0]!.substitutions;
  t.deepEqual([...subs.keys()].sort(), ["N", "v"]);
  t.is(subs.get("v")?.kind, "explicit");
  const n = subs.get("N");
  t.true(n?.kind === "implicit" && n.binding.kind === "constant" && n.binding.entity.module.name === "X");
  // Inside M, names are bound in M's own context; the instantiation says what replaces them.
  t.is(bindingAt(m, "/s/M.tla", "v", 1)?.kind, "variable");
});

test("INSTANCE diagnostics: missing implicit substitute, unknown and repeated substitution targets", (t) => {
  const x = mod("X", R`VARIABLE w
INSTANCE M WITH v <- w, nope <- w, v <- w`);
  const m = resolveFiles({ "/s/X.tla": x, "/s/M.tla": mod("M", "CONSTANT N\nVARIABLE v\nOp == <<v, N>>") }, "/s/X.tla");
  t.deepEqual(codesAt(m.resolved.diagnostics), [`TT2011@${x.indexOf("nope")}`, `TT2013@${x.lastIndexOf("v <-")}`, `TT2012@${x.indexOf("M WITH")}`]);
  t.true(m.resolved.diagnostics[2]!.message.includes("needs N"));
});

test("named and parameterised instances are used through I!Op paths", (t) => {
  const x = mod("X", R`EXTENDS Naturals
CONSTANT N
I == INSTANCE M
J(k) == INSTANCE M WITH N <- k
Good == I!Op + J(3)!Op + I!Deep!Inner
BadMember == I!Nope
BadArity == J!Op
NotInst == N!Op
Sub == Good!1`);
  const m = resolveFiles(
    {
      "/s/X.tla": x,
      "/s/M.tla": mod("M", "CONSTANT N\nOp == N\nDeep == INSTANCE D"),
      "/s/D.tla": mod("D", "Inner == TRUE"),
    },
    "/s/X.tla",
  );
  t.deepEqual(codesAt(m.resolved.diagnostics), [
    `TT2010@${x.indexOf("Nope")}`,
    `TT2007@${x.indexOf("J!Op")}`,
    `TT2009@${x.indexOf("N!Op")}`,
  ]);
  const viaJ = bindingAt(m, "/s/X.tla", "J(3)!Op");
  t.true(viaJ?.kind === "definition" && viaJ.via.length === 1 && viaJ.via[0]!.moduleDef?.name.name === "J");
  const inner = bindingAt(m, "/s/X.tla", "I!Deep!Inner");
  t.true(inner?.kind === "definition" && inner.entity.module.name === "D" && inner.via.length === 2);
  const sub = bindingAt(m, "/s/X.tla", "Good!1");
  t.true(sub?.kind === "subexpression" && sub.selectors[0] === "1");
});

test("submodules see the enclosing module's earlier names; INSTANCE of a submodule imports its definitions", (t) => {
  const text = R`---- MODULE Outer ----
EXTENDS Naturals
VARIABLE x
Helper == x + 1
---- MODULE Inner ----
Step == x' = Helper
====
INSTANCE Inner
Next == Step
====
---- MODULE Later ----
L == 1
====
`;
  const m = resolveFiles({ "/s/Outer.tla": text }, "/s/Outer.tla");
  t.deepEqual(codesAt(m.resolved.diagnostics), []);
  const step = bindingAt(m, "/s/Outer.tla", "Step", 1);
  t.true(step?.kind === "definition" && step.entity.module.name === "Inner" && step.entity.module.enclosing?.name === "Outer");
  t.is(bindingAt(m, "/s/Outer.tla", "x'")?.kind, "variable");
  // Inner declares no parameters of its own: x belongs to Outer.
  t.deepEqual(m.resolved.modules.find((x) => x.name === "Inner")?.parameters, []);
});

test("modules of the same file are found by name before files, in any order", (t) => {
  const text = R`---- MODULE Main ----
EXTENDS Common
R == INSTANCE Other
Use == <<Shared, R!O>>
====
---- MODULE Other ----
EXTENDS Common
O == Shared
====
---- MODULE Common ----
Shared == 1
====
`;
  const m = resolveFiles({ "/s/Main.tla": text, "/s/Common.tla": mod("Common", "Wrong == 0") }, "/s/Main.tla");
  t.deepEqual(codesAt(m.resolved.diagnostics), []);
  t.is(m.reads.get("/s/Common.tla"), undefined);
  t.is(definitionModule(bindingAt(m, "/s/Main.tla", "Shared", 1)), "Common");
});

test("module search order: beside the importing file, then library paths, then standard modules", (t) => {
  const m = resolveFiles(
    {
      "/s/A.tla": mod("A", "EXTENDS L, Naturals\nX == FromLib + FromLocalNaturals"),
      "/lib1/L.tla": mod("L", "FromLib == 1"),
      "/lib2/L.tla": mod("L", "Other == 1"),
      "/s/Naturals.tla": mod("Naturals", "FromLocalNaturals == 1\na + b == 0"),
    },
    "/s/A.tla",
    ["/lib1", "/lib2"],
  );
  t.deepEqual(codesAt(m.resolved.diagnostics), []);
  t.is(m.resolved.modules.find((x) => x.name === "L")?.file, "/lib1/L.tla");
  t.false(m.resolved.modules.find((x) => x.name === "Naturals")!.standard);
});

test("standard modules load from the package's compiler/stdlib whatever readFile is", (t) => {
  const m = resolveFiles({ "/s/A.tla": mod("A", R`EXTENDS Sequences, Bags, TLC, TLCExt, Json, Randomization, Reals
X == <<Len(<<1>>), EmptyBag (+) EmptyBag, 1 :> 2 @@ 3 :> 4, ToJson(1), RandomSubset(1, {1}), 1 / 2, Trace>>`) }, "/s/A.tla");
  t.deepEqual(codesAt(m.resolved.diagnostics), []);
  const seq = m.resolved.modules.find((x) => x.name === "Sequences")!;
  t.true(seq.standard);
  t.is(seq.file, `${standardLibraryDir()}/Sequences.tla`);
  // Each standard module is first looked for beside the spec (a local file wins), never read from the stdlib through readFile.
  t.true([...m.reads.keys()].every((p) => p.startsWith("/s/")));
});

test("each file is read and parsed once, however often it is imported", (t) => {
  const m = resolveFiles(
    {
      "/s/A.tla": mod("A", "EXTENDS B, C\nI == INSTANCE D\nJ == INSTANCE D"),
      "/s/B.tla": mod("B", "EXTENDS D"),
      "/s/C.tla": mod("C", "EXTENDS D"),
      "/s/D.tla": mod("D", "Dx == 1"),
    },
    "/s/A.tla",
  );
  t.deepEqual(codesAt(m.resolved.diagnostics), []);
  t.is(m.reads.get("/s/D.tla"), 1);
  t.is(m.resolved.modules.filter((x) => x.name === "D").length, 1);
});

test("cycles in EXTENDS/INSTANCE and unknown modules are located at the module name", (t) => {
  const a = mod("A", "EXTENDS B, Missing");
  const b = mod("B", "I == INSTANCE A");
  const m = resolveFiles({ "/s/A.tla": a, "/s/B.tla": b }, "/s/A.tla");
  t.deepEqual(
    m.resolved.diagnostics.map((d) => `${d.code}@${d.file}:${d.range.start}`),
    [`TT2003@/s/B.tla:${b.indexOf("A\n")}`, `TT2002@/s/A.tla:${a.indexOf("Missing")}`],
  );
  t.true(m.resolved.diagnostics[0]!.message.includes("A -> B -> A"));
});

test("names used from a module that failed to load are not reported again", (t) => {
  const a = mod("A", "EXTENDS Missing\nX == FromMissing + 1\nI == INSTANCE AlsoMissing\nY == I!Op");
  const m = resolveFiles({ "/s/A.tla": a }, "/s/A.tla");
  t.deepEqual(codesAt(m.resolved.diagnostics), [`TT2002@${a.indexOf("Missing")}`, `TT2002@${a.indexOf("AlsoMissing")}`]);
  const unparsable = resolveFiles({ "/s/A.tla": mod("A", "EXTENDS B\nX == FromB"), "/s/B.tla": "no module here" }, "/s/A.tla");
  t.true(unparsable.resolved.diagnostics.length > 0);
  t.true(unparsable.resolved.diagnostics.every((d) => d.file === "/s/B.tla" && d.code.startsWith("TT1")));
});

test("a missing root file and parse errors come back as diagnostics", (t) => {
  const missing = resolveFiles({}, "/s/Nope.tla");
  t.deepEqual(codesAt(missing.resolved.diagnostics), ["TT2001@0"]);
  t.is(missing.resolved.root, undefined);
  const broken = resolveFiles({ "/s/A.tla": mod("A", "EXTENDS B"), "/s/B.tla": "---- MODULE B ----\nX == \n====\n" }, "/s/A.tla");
  t.true(broken.resolved.diagnostics.some((d) => d.code.startsWith("TT1") && d.file === "/s/B.tla"));
});

test("RECURSIVE operators and recursive function definitions may refer to themselves; others may not", (t) => {
  const a = mod("A", R`EXTENDS Naturals
RECURSIVE F(_), Never(_)
F(n) == IF n = 0 THEN 0 ELSE F(n - 1)
fact[n \in Nat] == IF n = 0 THEN 1 ELSE n * fact[n - 1]
G(n) == IF n = 0 THEN 0 ELSE G(n - 1)
L == LET RECURSIVE H(_)
         H(n) == IF n = 0 THEN 0 ELSE H(n - 1)
     IN H(3)`);
  const m = resolveFiles({ "/s/A.tla": a }, "/s/A.tla");
  t.deepEqual(codesAt(m.resolved.diagnostics), [`TT2004@${a.indexOf("G(n - 1)")}`, `TT2014@${a.indexOf("Never")}`]);
  const f = bindingAt(m, "/s/A.tla", "F(n - 1)");
  t.true(f?.kind === "definition" && f.entity.kind === "operator" && f.entity.node?.name.name === "F");
  const fact = bindingAt(m, "/s/A.tla", "fact[n - 1]");
  t.true(fact?.kind === "definition" && fact.entity.kind === "function");
});

test("LET definitions are visible in order, and only inside the LET", (t) => {
  const a = mod("A", R`X == LET p == q
         q == 1
         r == q
     IN r
Y == r`);
  const m = resolveFiles({ "/s/A.tla": a }, "/s/A.tla");
  t.deepEqual(codesAt(m.resolved.diagnostics), [`TT2004@${a.indexOf("q\n")}`, `TT2004@${a.lastIndexOf("r")}`]);
  const q = bindingAt(m, "/s/A.tla", "r == |q");
  t.true(q?.kind === "definition" && q.entity.kind === "operator" && q.entity.node?.name.name === "q");
});

test("bound variables: bound to their binder, no shadowing of any visible name, siblings may reuse names", (t) => {
  const a = mod("A", R`CONSTANT S
Op == 1
Ok == (\A x \in S : x \in S) /\ (\E x \in S : x = x) /\ {y \in S : y = y} = {z : z \in S} /\ [w \in S |-> w] = CHOOSE c : TRUE
Shadow == \E x \in S : \E x \in S : x
ShadowDef == \A Op \in S : TRUE
ShadowParam(p) == \E p \in S : TRUE
Lam(F(_)) == F(1)
UseLam == Lam(LAMBDA q : q)`);
  const m = resolveFiles({ "/s/A.tla": a }, "/s/A.tla");
  const shadowAt = a.indexOf("x", a.indexOf("Shadow =="));
  t.deepEqual(codesAt(m.resolved.diagnostics), [
    `TT2008@${a.indexOf("x", shadowAt + 1)}`,
    `TT2008@${a.indexOf("Op \\in")}`,
    `TT2008@${a.indexOf("p \\in S : TRUE", a.indexOf("ShadowParam"))}`,
  ]);
  t.regex(m.resolved.diagnostics[0]!.message, /x is already defined at \/s\/A\.tla:5:/);
  const x = bindingAt(m, "/s/A.tla", "x \\in S)");
  t.true(x?.kind === "bound" && x.binder.kind === "Quant");
  const w = bindingAt(m, "/s/A.tla", "w]");
  t.true(w?.kind === "bound" && w.binder.kind === "FunctionCtor");
  const q = bindingAt(m, "/s/A.tla", "q)");
  t.true(q?.kind === "parameter" && q.owner.kind === "Lambda");
});

test("arity: applications must match the definition; operators pass by name only to operator parameters", (t) => {
  const a = mod("A", R`Two(a, b) == a
One(x) == x
Apply(F(_), v) == F(v)
Ok == Apply(One, 1)
TooFew == Two(1)
AsValue == One
WrongParam == Two(One, 1)`);
  const m = resolveFiles({ "/s/A.tla": a }, "/s/A.tla");
  t.deepEqual(
    m.resolved.diagnostics.map((d) => `${d.code}@${d.range.start} ${d.message}`),
    [
      `TT2007@${a.indexOf("Two(1)")} Two takes 2 argument(s) but is given 1`,
      `TT2007@${a.indexOf("One\n")} One takes 1 argument(s) but is given 0`,
      `TT2007@${a.indexOf("One, 1)", a.indexOf("WrongParam"))} One takes 1 argument(s) but is given 0`,
    ],
  );
  const passed = bindingAt(m, "/s/A.tla", "Apply(|One");
  t.true(passed?.kind === "definition" && passed.entity.name === "One");
});

test("redefinition at module level, unknown names with and without a suggestion", (t) => {
  const a = mod("A", R`VARIABLE Next
Next == 1
Spec == Nxt
Other == zzz`);
  const m = resolveFiles({ "/s/A.tla": a }, "/s/A.tla");
  t.deepEqual(codesAt(m.resolved.diagnostics), [`TT2008@${a.indexOf("Next ==")}`, `TT2005@${a.indexOf("Nxt")}`, `TT2004@${a.indexOf("zzz")}`]);
  t.is(m.resolved.diagnostics[1]!.message, "Nxt is not defined; did you mean Next?");
});

test("proofs: NEW, PICK, TAKE and DEFINE introduce names for what follows; theorem names are usable", (t) => {
  const a = mod("A", R`EXTENDS Naturals
THEOREM T == ASSUME NEW x \in Nat PROVE x + 0 = x
<1>1. PICK y \in Nat : y = x
  OBVIOUS
<1> DEFINE z == y + 1
<1>2. z = x + 1
  BY <1>1 DEF z
<1>3. QED
  BY <1>2, T!1
THEOREM U == \A n \in Nat : n = n
<1> TAKE m \in Nat
<1> QED BY T DEF +`);
  const m = resolveFiles({ "/s/A.tla": a }, "/s/A.tla");
  t.deepEqual(codesAt(m.resolved.diagnostics), []);
  const x = bindingAt(m, "/s/A.tla", "x + 0");
  t.true(x?.kind === "bound" && x.binder.kind === "NewDecl");
  t.is(bindingAt(m, "/s/A.tla", "z = x")?.kind, "definition");
  t.is(bindingAt(m, "/s/A.tla", "T DEF")?.kind, "definition");
});

test("definitionsOf lists every visible definition, own, LOCAL and imported, but not constants or variables", (t) => {
  const m = resolveFiles(
    { "/s/Spec.tla": mod("Spec", "EXTENDS Base\nCONSTANT N\nVARIABLE x\nInit == x = N\nLOCAL Helper == 1\nNext == x' = x\nInv == TRUE"), "/s/Base.tla": mod("Base", "BaseDef == 0") },
    "/s/Spec.tla",
  );
  t.deepEqual(codesAt(m.resolved.diagnostics), []);
  const names = definitionsOf(m.resolved, "Spec").map((v) => v.name);
  t.deepEqual(names, ["BaseDef", "Init", "Helper", "Next", "Inv"]);
  t.deepEqual(definitionsOf(m.resolved, "NoSuchModule"), []);
});

test("resolve reads the file system by default", (t) => {
  const r = resolve(`${standardLibraryDir()}/TLC.tla`);
  t.deepEqual(codesAt(r.diagnostics), []);
  t.is(r.root?.name, "TLC");
  t.true(r.root!.exports.has(":>") && r.root!.exports.has("@@") && !r.root!.exports.has("Len"));
});

test("LAMBDA only for an operator parameter: as a value it is SANY's error (TLC exit 150 on each, difftest --rich)", (t) => {
  const bad = ["Curry(F(_, _), a) == LAMBDA b : F(a, b)", "Op(a) == a\nX == Op(LAMBDA y : y)", "X == {LAMBDA y : y}", "G(F(_), b) == F(b)\nX == G(LAMBDA y : y, LAMBDA z : z)", "X == (LAMBDA y : y)"];
  for (const body of bad) {
    const x = mod("X", body);
    const m = resolveFiles({ "/s/X.tla": x }, "/s/X.tla");
    t.deepEqual(codesAt(m.resolved.diagnostics), [`TT2020@${x.lastIndexOf("LAMBDA")}`], body);
  }
  const good = mod("X", "G(F(_), b) == F(b)\nH(F(_, _)) == F(1, 2)\nX == <<G(LAMBDA y : y, 1), H(LAMBDA p, q : G(LAMBDA r : <<r, q>>, p))>>");
  t.deepEqual(codesAt(resolveFiles({ "/s/X.tla": good }, "/s/X.tla").resolved.diagnostics), []);
});

test("I!x for a CONSTANT or VARIABLE of the instanced module is SANY's 'Unknown operator' (an instance imports definitions only; TLC exit 150)", (t) => {
  const x = mod("X", "VARIABLE y\nI == INSTANCE M WITH K <- 3, x <- y\nBadK == I!K\nBadX == I!x'\nGood == <<I!Def, I!Two>>");
  const m = resolveFiles({ "/s/X.tla": x, "/s/M.tla": mod("M", "CONSTANT K\nVARIABLE x\nDef == x\nTwo == K") }, "/s/X.tla");
  t.deepEqual(codesAt(m.resolved.diagnostics), [`TT2010@${x.indexOf("I!K") + 2}`, `TT2010@${x.indexOf("I!x") + 2}`]);
});
