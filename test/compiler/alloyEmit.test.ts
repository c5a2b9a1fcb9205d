// The Alloy emitter on a hand-built checked model (so it is tested apart from the
// front end): the module loads, its facts and formulas evaluate as Alloy defines
// them on hand-made instances, and the brute-force enumerator counts instances.
//
//   sig A { f: set A, n: Int }
//   fact irreflexive { all x: A | x not in x.f }
//   pred p[x: A] { some x.f && #x.f < 2 }
//   fun succ[i: Int]: Int { i + 1 }          -- add (overflows at the bit width)
//   run { some f } for exactly 2 A, 1 Int     (count: every f over 2 atoms, irreflexive, non-empty)

import test from "ava";
import { emitAlloyModule } from "../../compiler/alloy/emit.js";
import type { AlloyModel, Command, Expr, ExprType, Fact, Field, Func, RelationType, Sig, Variable } from "../../compiler/alloy/model.js";
import { Relations } from "../../runtime/alloy/relations.js";
import type { AlloyInstance } from "../../runtime/alloy/instance.js";
import { countInstances } from "../support/alloyEnumerate.js";
import { importAlloyModule } from "../support/alloyModule.js";

const range = { start: 0, end: 0 };
const formula: ExprType = { kind: "formula" };
const int: ExprType = { kind: "int" };

function sig(id: number, name: string, builtin = false, fields: Field[] = []): Sig {
  return {
    id,
    name,
    builtin,
    isAbstract: false,
    multiplicity: undefined,
    parent: undefined,
    subsetOf: [],
    isSubset: false,
    children: [],
    fields,
    isEnum: false,
    ordered: false,
    range,
  };
}

const aFields: Field[] = [];
const A = sig(0, "A", false, aFields);
const IntSig = sig(-2, "Int", true);
const univ = sig(-1, "univ", true);
const rel = (arity: number, ...products: Sig[][]): RelationType => ({ kind: "relation", arity, products });
const aType = rel(1, [A]);
const sigRef = (s: Sig): Expr => ({ kind: "sig", sig: s, type: rel(1, [s]), range });
let nextVar = 1;
const variable = (name: string, type: ExprType, kind: Variable["kind"] = "quantified"): Variable => ({ id: nextVar++, name, kind, type, range });
const varRef = (v: Variable): Expr => ({ kind: "var", variable: v, type: v.type, range });

const thisF = variable("this", aType, "this");
const f: Field = {
  id: 0,
  name: "f",
  owner: A,
  arity: 2,
  type: rel(2, [A, A]),
  bound: { multiplicity: "set", disjoint: false, expr: sigRef(A) },
  thisVar: thisF,
  range,
};
const thisN = variable("this", aType, "this");
const n: Field = {
  id: 1,
  name: "n",
  owner: A,
  arity: 2,
  type: rel(2, [A, IntSig]),
  bound: { multiplicity: "one", disjoint: false, expr: sigRef(IntSig) },
  thisVar: thisN,
  range,
};
aFields.push(f, n);
const fRef: Expr = { kind: "field", field: f, type: f.type, range };
const join = (l: Expr, r: Expr, type: ExprType): Expr => ({ kind: "binary", op: ".", left: l, right: r, type, range });

const x = variable("x", aType);
const irreflexive: Fact = {
  name: "irreflexive",
  origin: "fact",
  range,
  body: {
    kind: "quant",
    quantifier: "all",
    decls: [{ variables: [x], disjoint: false, bound: { multiplicity: "one", disjoint: false, expr: sigRef(A) } }],
    body: { kind: "unary", op: "!", operand: { kind: "compare", op: "in", integer: false, left: varRef(x), right: join(varRef(x), fRef, aType), type: formula, range }, type: formula, range },
    type: formula,
    range,
  },
};
// The declaration constraint of n: every atom has exactly one integer.
const y = variable("y", aType);
const nOne: Fact = {
  name: "A.n",
  origin: "field",
  range,
  body: {
    kind: "quant",
    quantifier: "all",
    decls: [{ variables: [y], disjoint: false, bound: { multiplicity: "one", disjoint: false, expr: sigRef(A) } }],
    body: { kind: "unary", op: "one", operand: join(varRef(y), { kind: "field", field: n, type: n.type, range }, rel(1, [IntSig])), type: formula, range },
    type: formula,
    range,
  },
};
const px = variable("x", aType, "param");
const xf = join(varRef(px), fRef, aType);
const p: Func = {
  name: "p",
  isPred: true,
  params: [px],
  paramBounds: [{ multiplicity: "one", disjoint: false, expr: sigRef(A) }],
  result: undefined,
  range,
  body: {
    kind: "and",
    items: [
      { kind: "unary", op: "some", operand: xf, type: formula, range },
      { kind: "compare", op: "<", integer: true, left: { kind: "unary", op: "#", operand: xf, type: int, range }, right: { kind: "int", value: 2, type: int, range }, type: formula, range },
    ],
    type: formula,
    range,
  },
};
const i = variable("i", int, "param");
const succ: Func = {
  name: "succ",
  isPred: false,
  params: [i],
  paramBounds: [{ multiplicity: "one", disjoint: false, expr: sigRef(IntSig) }],
  result: { multiplicity: "one", disjoint: false, expr: sigRef(IntSig) },
  range,
  body: { kind: "binary", op: "add", left: varRef(i), right: { kind: "int", value: 1, type: int, range }, type: int, range },
};
const command: Command = {
  name: "run$1",
  kind: "run",
  target: { kind: "block" },
  formula: { kind: "unary", op: "some", operand: fRef, type: formula, range },
  scope: { overall: undefined, bitwidth: 1, sigs: [{ sig: A, count: 2, exactly: true, range }] },
  expect: undefined,
  range,
};
const model: AlloyModel = {
  file: "hand.als",
  name: "hand",
  sigs: [A],
  builtins: { univ, Int: IntSig },
  fields: [f, n],
  facts: [irreflexive, nOne],
  funcs: [p, succ],
  asserts: [],
  commands: [command],
  orderings: [],
};

test("the emitted module evaluates facts, preds and funs as Alloy defines them", async (t) => {
  const code = await emitAlloyModule(model);
  t.regex(code, /export type A = \$rt\.Atom & \{ readonly "sig:A": true \};/);
  t.regex(code, /readonly A_n: \$rt\.Rel<\[A, \$rt\.Atom\]>;/);
  t.regex(code, /export function fun_succ\(\$r: \$rt\.Relations, v\d+_i: number, \$neg = false\): number/);
  const mod = await importAlloyModule(code, "hand");
  const instance = (fTuples: [string, string][], nTuples: [string, string][]): AlloyInstance => ({
    bitwidth: 4,
    sigs: [{ sig: "A", atoms: ["A$0", "A$1"] }],
    fields: [
      { sig: "A", field: "f", tuples: fTuples },
      { sig: "A", field: "n", tuples: nTuples },
    ],
    skolems: [],
  });
  const good = new Relations(instance([["A$0", "A$1"]], [["A$0", "7"], ["A$1", "0"]]));
  t.true(mod.facts.every((fact) => fact.holds(good)));
  t.true(mod.commands[0]!.formula(good));
  const reflexive = new Relations(instance([["A$0", "A$0"]], [["A$0", "7"], ["A$1", "0"]]));
  t.false(mod.facts.find((fact) => fact.name === "irreflexive")!.holds(reflexive));
  const twoInts = new Relations(instance([], [["A$0", "7"], ["A$0", "1"], ["A$1", "0"]]));
  t.false(mod.facts.find((fact) => fact.name === "A.n")!.holds(twoInts));
  t.false(mod.commands[0]!.formula(twoInts));
  t.deepEqual(mod.commands[0]!.scope, { overall: undefined, bitwidth: 1, sigs: [{ sig: "A", count: 2, exactly: true }] });
});

test("the brute-force enumerator counts every instance over the scope's atoms", async (t) => {
  const mod = await importAlloyModule(await emitAlloyModule(model), "hand-count");
  // Bit width 1: integers {-1, 0}; each of 2 atoms picks one (4 ways); f is any non-empty
  // irreflexive relation over 2 atoms: 2 off-diagonal pairs, 3 non-empty choices.
  const r = countInstances(model, command, mod);
  t.is(r.count, 4 * 3);
  t.is(r.candidates, 2 ** (4 + 4));
});
