// Small helpers for the front end's rewrites of the syntax tree (modules.ts, macros.ts,
// strings.ts): declarations made up by the front end, and a one-level map over an
// expression's children.

import type * as A from "../../grammar/alloy/ast.js";

const nowhere: A.Range = { start: 0, end: 0 };

/** A name the front end introduces (no source position). */
export function syntheticName(name: string): A.AlsName {
  return { kind: "Name", name, at: false, range: nowhere };
}

/** `sig a, b {}` with the given attributes, as the front end declares it (a parameter's sig, String). */
export function syntheticSig(names: readonly A.AlsName[], attrs: Partial<A.AlsSig> = {}): A.AlsSig {
  return {
    kind: "Sig",
    names,
    isAbstract: false,
    isPrivate: false,
    isVar: false,
    multiplicity: undefined,
    parent: undefined,
    fields: [],
    fact: undefined,
    range: names[0]?.range ?? nowhere,
    ...attrs,
  };
}

/** The expression with `f` applied to each direct sub-expression (declaration bounds included); names bind nothing here. */
export function mapChildren(e: A.AlsExpr, f: (x: A.AlsExpr) => A.AlsExpr): A.AlsExpr {
  switch (e.kind) {
    case "Name":
    case "Number":
    case "Constant":
      return e;
    case "Unary":
      return { ...e, operand: f(e.operand) };
    case "Binary":
    case "Arrow":
    case "Compare":
      return { ...e, left: f(e.left), right: f(e.right) };
    case "Box":
      return { ...e, target: f(e.target), args: e.args.map(f) };
    case "IfElse":
      return { ...e, cond: f(e.cond), then: f(e.then), else: f(e.else) };
    case "Let":
      return { ...e, bindings: e.bindings.map((b) => ({ ...b, value: f(b.value) })), body: f(e.body) };
    case "Quant":
    case "Comprehension":
      return { ...e, decls: e.decls.map((d) => ({ ...d, bound: { ...d.bound, expr: f(d.bound.expr) } })), body: f(e.body) };
    case "Block":
      return { ...e, items: e.items.map(f) };
    case "Paren":
      return { ...e, expr: f(e.expr) };
  }
}
