// A small builder of checked Alloy models for the solver's unit tests, so that they
// exercise the solver alone (not the parser or the type checker). It spells out the
// declaration and hierarchy constraints in `facts` the way the model interface asks.

import type {
  AlloyModel,
  Command,
  Expr,
  ExprType,
  Fact,
  Field,
  Func,
  Ordering,
  RelationType,
  Sig,
  SigScope,
  VarDecl,
  Variable,
} from "../../../compiler/alloy/model.js";

const at = { start: 0, end: 0 };
type Mutable<T> = { -readonly [K in keyof T]: T[K] };

function relType(arity: number, products: (readonly Sig[])[] = []): RelationType {
  return { kind: "relation", arity, products };
}
const F: ExprType = { kind: "formula" };
const I: ExprType = { kind: "int" };

function arityOf(e: Expr): number {
  return e.type.kind === "relation" ? e.type.arity : 0;
}

let nextVariable = 1;

export const x = {
  sig: (sig: Sig): Expr => ({ kind: "sig", sig, type: relType(1, [[sig]]), range: at }),
  field: (field: Field): Expr => ({ kind: "field", field, type: field.type, range: at }),
  v: (variable: Variable): Expr => ({ kind: "var", variable, type: variable.type, range: at }),
  num: (value: number): Expr => ({ kind: "int", value, type: I, range: at }),
  none: (): Expr => ({ kind: "constant", name: "none", type: relType(1), range: at }),
  univ: (): Expr => ({ kind: "constant", name: "univ", type: relType(1), range: at }),
  iden: (): Expr => ({ kind: "constant", name: "iden", type: relType(2), range: at }),
  ord: (ordering: Ordering, relation: "first" | "last" | "next" | "prev"): Expr => ({
    kind: "ordering",
    ordering,
    relation,
    type: relType(relation === "next" || relation === "prev" ? 2 : 1),
    range: at,
  }),
  un: (
    op: "!" | "no" | "some" | "lone" | "one" | "~" | "^" | "*" | "#" | "neg" | "toInt" | "toAtom",
    operand: Expr,
  ): Expr => {
    const type: ExprType =
      op === "~" || op === "^" || op === "*"
        ? relType(2)
        : op === "#" || op === "neg" || op === "toInt"
          ? I
          : op === "toAtom"
            ? relType(1)
            : F;
    return { kind: "unary", op, operand, type, range: at };
  },
  bin: (
    op:
      | "."
      | "->"
      | "+"
      | "-"
      | "&"
      | "++"
      | "<:"
      | ":>"
      | "add"
      | "sub"
      | "mul"
      | "div"
      | "rem"
      | "shl"
      | "sha"
      | "shr"
      | "=>"
      | "<=>",
    left: Expr,
    right: Expr,
  ): Expr => {
    const a = arityOf(left);
    const b = arityOf(right);
    const type: ExprType =
      op === "=>" || op === "<=>"
        ? F
        : ["add", "sub", "mul", "div", "rem", "shl", "sha", "shr"].includes(op)
          ? I
          : op === "."
            ? relType(a + b - 2)
            : op === "->"
              ? relType(a + b)
              : op === "<:"
                ? relType(b)
                : relType(a);
    return { kind: "binary", op, left, right, type, range: at };
  },
  cmp: (op: "=" | "in" | "<" | "<=" | ">" | ">=", left: Expr, right: Expr, integer = false): Expr => ({
    kind: "compare",
    op,
    integer,
    left,
    right,
    type: F,
    range: at,
  }),
  and: (...items: Expr[]): Expr => ({ kind: "and", items, type: F, range: at }),
  or: (...items: Expr[]): Expr => ({ kind: "or", items, type: F, range: at }),
  not: (e: Expr): Expr => x.un("!", e),
  ite: (cond: Expr, then: Expr, otherwise: Expr): Expr => ({
    kind: "ite",
    cond,
    then,
    else: otherwise,
    type: then.type,
    range: at,
  }),
  variable: (name: string, arity = 1): Variable => ({
    id: nextVariable++,
    name,
    kind: "quantified",
    type: relType(arity),
    range: at,
  }),
  decl: (
    variables: Variable[],
    bound: Expr,
    multiplicity: "one" | "set" | "some" | "lone" = "one",
    disjoint = false,
  ): VarDecl => ({
    variables,
    disjoint,
    bound: { multiplicity, disjoint: false, expr: bound },
  }),
  quant: (quantifier: "all" | "some" | "no" | "lone" | "one" | "sum", decls: VarDecl[], body: Expr): Expr => ({
    kind: "quant",
    quantifier,
    decls,
    body,
    type: quantifier === "sum" ? I : F,
    range: at,
  }),
  /** `all v: bound | body(v)` with a fresh variable. */
  all: (name: string, bound: Expr, body: (v: Expr) => Expr): Expr => {
    const v = x.variable(name);
    return x.quant("all", [x.decl([v], bound)], body(x.v(v)));
  },
  some: (name: string, bound: Expr, body: (v: Expr) => Expr): Expr => {
    const v = x.variable(name);
    return x.quant("some", [x.decl([v], bound)], body(x.v(v)));
  },
  call: (func: Func, ...args: Expr[]): Expr => ({
    kind: "call",
    func,
    args,
    type: func.isPred ? F : relType(1),
    range: at,
  }),
  comprehension: (decls: VarDecl[], body: Expr): Expr => ({
    kind: "comprehension",
    decls,
    body,
    type: relType(decls.reduce((n, d) => n + d.variables.length, 0)),
    range: at,
  }),
};

export interface SigOptions {
  abstract?: boolean;
  multiplicity?: "one" | "lone" | "some";
  parent?: Sig;
  subsetOf?: Sig[];
}

export class ModelBuilder {
  private readonly sigs: Mutable<Sig>[] = [];
  private readonly fields: Field[] = [];
  private readonly facts: Fact[] = [];
  private readonly funcs: Func[] = [];
  private readonly commands: Command[] = [];
  private readonly orderings: Ordering[] = [];
  readonly Int: Sig = builtin("Int", -2);
  readonly univ: Sig = builtin("univ", -1);

  sig(name: string, options: SigOptions = {}): Sig {
    const sig: Mutable<Sig> = {
      id: this.sigs.length,
      name,
      builtin: false,
      isAbstract: options.abstract ?? false,
      multiplicity: options.multiplicity,
      parent: options.parent,
      subsetOf: options.subsetOf ?? [],
      isSubset: options.subsetOf !== undefined,
      children: [],
      fields: [],
      isEnum: false,
      ordered: false,
      range: at,
    };
    this.sigs.push(sig);
    if (options.parent) (options.parent.children as Sig[]).push(sig);
    return sig;
  }

  /** A field `owner.name: mult col1 -> col2 ...` (the bound's multiplicity applies to `this.name`). */
  field(
    owner: Sig,
    name: string,
    columns: Sig[],
    multiplicity: "one" | "lone" | "some" | "set" = columns.length === 1 ? "one" : "set",
  ): Field {
    const thisVar: Variable = {
      id: nextVariable++,
      name: "this",
      kind: "this",
      type: relType(1, [[owner]]),
      range: at,
    };
    let boundExpr = x.sig(columns[0]!);
    for (const c of columns.slice(1)) boundExpr = x.bin("->", boundExpr, x.sig(c));
    const field: Field = {
      id: this.fields.length,
      name,
      owner,
      arity: columns.length + 1,
      type: relType(columns.length + 1, [[owner, ...columns]]),
      bound: { multiplicity, disjoint: false, expr: boundExpr },
      thisVar,
      range: at,
    };
    this.fields.push(field);
    (owner.fields as Field[]).push(field);
    const value = x.bin(".", x.v(thisVar), x.field(field));
    const parts = [x.cmp("in", value, boundExpr)];
    if (multiplicity !== "set") parts.push(x.un(multiplicity, value));
    this.facts.push({
      name: `${owner.name}.${name}`,
      origin: "field",
      body: x.quant(
        "all",
        [
          {
            variables: [thisVar],
            disjoint: false,
            bound: { multiplicity: "one", disjoint: false, expr: x.sig(owner) },
          },
        ],
        x.and(...parts),
      ),
      range: at,
    });
    return field;
  }

  ordering(sig: Sig): Ordering {
    (sig as Mutable<Sig>).ordered = true;
    const o: Ordering = { sig, alias: undefined, range: at };
    this.orderings.push(o);
    return o;
  }

  fact(body: Expr, name = `fact$${this.facts.length}`): void {
    this.facts.push({ name, origin: "fact", body, range: at });
  }

  pred(name: string, params: Variable[], paramBounds: Expr[], body: Expr): Func {
    const f: Func = {
      name,
      isPred: true,
      params,
      paramBounds: paramBounds.map((expr) => ({ multiplicity: "one", disjoint: false, expr })),
      result: undefined,
      body,
      range: at,
    };
    this.funcs.push(f);
    return f;
  }

  run(
    name: string,
    formula: Expr,
    scope: { overall?: number; bitwidth?: number; sigs?: [Sig, number, boolean?][] } = {},
  ): Command {
    return this.command("run", name, formula, scope);
  }

  /** `check` of an assertion body: the command's formula is its negation. */
  check(
    name: string,
    assertion: Expr,
    scope: { overall?: number; bitwidth?: number; sigs?: [Sig, number, boolean?][] } = {},
  ): Command {
    return this.command("check", name, x.not(assertion), scope);
  }

  private command(
    kind: "run" | "check",
    name: string,
    formula: Expr,
    scope: { overall?: number; bitwidth?: number; sigs?: [Sig, number, boolean?][] },
  ): Command {
    const sigs: SigScope[] = (scope.sigs ?? []).map(([sig, count, exactly]) => ({
      sig,
      count,
      exactly: exactly ?? false,
      range: at,
    }));
    const c: Command = {
      name,
      kind,
      target: { kind: "block" },
      formula,
      scope: { overall: scope.overall, bitwidth: scope.bitwidth ?? 4, sigs },
      expect: undefined,
      range: at,
    };
    this.commands.push(c);
    return c;
  }

  build(): AlloyModel {
    const facts: Fact[] = [...this.facts];
    for (const sig of this.sigs) {
      const s = x.sig(sig);
      if (sig.multiplicity)
        facts.push({ name: sig.name, origin: "hierarchy", body: x.un(sig.multiplicity, s), range: at });
      if (sig.isAbstract && sig.children.length > 0) {
        const union = sig.children.map(x.sig).reduce((a, b) => x.bin("+", a, b));
        facts.push({ name: sig.name, origin: "hierarchy", body: x.cmp("in", s, union), range: at });
      }
      for (let i = 0; i < sig.children.length; i++) {
        for (let j = i + 1; j < sig.children.length; j++) {
          const meet = x.bin("&", x.sig(sig.children[i]!), x.sig(sig.children[j]!));
          facts.push({ name: sig.name, origin: "hierarchy", body: x.un("no", meet), range: at });
        }
      }
      if (sig.isSubset) {
        const union = sig.subsetOf.map(x.sig).reduce((a, b) => x.bin("+", a, b));
        facts.push({ name: sig.name, origin: "hierarchy", body: x.cmp("in", s, union), range: at });
      }
    }
    return {
      file: "test.als",
      name: "test",
      sigs: this.sigs,
      builtins: { univ: this.univ, Int: this.Int },
      fields: this.fields,
      facts,
      funcs: this.funcs,
      asserts: [],
      commands: this.commands,
      orderings: this.orderings,
    };
  }
}

function builtin(name: string, id: number): Sig {
  return {
    id,
    name,
    builtin: true,
    isAbstract: false,
    multiplicity: undefined,
    parent: undefined,
    subsetOf: [],
    isSubset: false,
    children: [],
    fields: [],
    isEnum: false,
    ordered: false,
    range: at,
  };
}
