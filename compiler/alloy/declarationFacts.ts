// The constraints Alloy states through declarations, written out as closed
// formulas (model.ts `Fact` with origin "field" or "hierarchy") so that an
// evaluator can check an instance against the facts alone:
//   field f of S declared `m e`:  all this: S | this.f in e && m this.f && (arrow multiplicities)
//   `A m -> n B` as the bound of v:  all a: A | n a.v   and   all b: B | m v.b
//   `f: disj e`:  all disj a, b: S | no a.f & b.f;   `disj f, g: e`:  all this: S | no this.f & this.g
//   f ⊆ S -> univ -> ...;  children of a sig disjoint and inside it; an abstract sig is the
//   union of its children; top-level sigs disjoint; `one/lone/some sig`.

import type * as A from "../../grammar/alloy/ast.js";
import type { Range } from "../../runtime/diagnostics.js";
import type { FieldBuild, ModelContext, SigBuild } from "./context.js";
import type { Env, ExprResolver } from "./expressions.js";
import { formulaType, type Expr, type Fact, type RelationType, type Sig, type Variable } from "./model.js";
import * as Ty from "./types.js";

export class DeclarationFacts {
  constructor(
    private readonly ctx: ModelContext,
    private readonly exprs: ExprResolver,
  ) {}

  private sigRef(sig: Sig, range: Range): Expr {
    return { kind: "sig", sig, type: Ty.sigType(sig), range };
  }

  private varRef(v: Variable, range: Range): Expr {
    return { kind: "var", variable: v, type: v.type, range };
  }

  private join(l: Expr, r: Expr, range: Range): Expr {
    return { kind: "binary", op: ".", left: l, right: r, type: Ty.join(l.type as RelationType, r.type as RelationType), range };
  }

  private all(v: Variable, over: Expr, body: Expr, range: Range, disjointWith?: Variable): Expr {
    const variables = disjointWith === undefined ? [v] : [v, disjointWith];
    return {
      kind: "quant",
      quantifier: "all",
      decls: [{ variables, disjoint: disjointWith !== undefined, bound: { multiplicity: "one", disjoint: false, expr: over } }],
      body,
      type: formulaType,
      range,
    };
  }

  private and(items: Expr[], range: Range): Expr {
    return items.length === 1 ? items[0]! : { kind: "and", items, type: formulaType, range };
  }

  private mult(op: "no" | "some" | "lone" | "one", e: Expr, range: Range): Expr {
    return { kind: "unary", op, operand: e, type: formulaType, range };
  }

  /** Facts for one field. */
  field(f: FieldBuild, sig: SigBuild): Fact[] {
    const range = f.range;
    const facts: Fact[] = [];
    const self = this.varRef(sig.thisVar, range);
    const fieldRef: Expr = { kind: "field", field: f, type: f.type, range };
    const value = this.join(self, fieldRef, range);
    const items: Expr[] = [{ kind: "compare", op: "in", integer: false, left: value, right: f.bound.expr, type: formulaType, range }];
    const m = f.bound.multiplicity;
    if (m === "one" || m === "lone" || m === "some") items.push(this.mult(m, value, range));
    if (f.decl.bound.multiplicity === "seq") items.push(...this.exprs.seqConstraints(value, range));
    this.arrowConstraints(f.decl.bound.expr, value, { vars: new Map(), thisVar: sig.thisVar, thisSig: sig, func: undefined }, items);
    facts.push({ name: `${sig.name}.${f.name}`, origin: "field", body: this.all(sig.thisVar, this.sigRef(sig, range), this.and(items, range), range), range });

    // The relation holds tuples of owner atoms only.
    let domain: Expr = this.sigRef(sig, range);
    for (let i = 1; i < f.arity; i++) {
      const u: Expr = { kind: "constant", name: "univ", type: Ty.relationType(1, [[this.ctx.univ]]), range };
      domain = { kind: "binary", op: "->", left: domain, right: u, type: Ty.product(domain.type as RelationType, u.type as RelationType), range };
    }
    facts.push({ name: `${sig.name}.${f.name} domain`, origin: "field", body: { kind: "compare", op: "in", integer: false, left: fieldRef, right: domain, type: formulaType, range }, range });

    if (f.bound.disjoint) {
      const a = this.ctx.newVariable("a", "quantified", Ty.sigType(sig), range);
      const b = this.ctx.newVariable("b", "quantified", Ty.sigType(sig), range);
      const fa = this.join(this.varRef(a, range), fieldRef, range);
      const fb = this.join(this.varRef(b, range), fieldRef, range);
      const inter: Expr = { kind: "binary", op: "&", left: fa, right: fb, type: Ty.intersect(fa.type as RelationType, fb.type as RelationType), range };
      facts.push({ name: `${sig.name}.${f.name} disj`, origin: "field", body: this.all(a, this.sigRef(sig, range), this.mult("no", inter, range), range, b), range });
    }
    return facts;
  }

  /** `disj f, g: e` in a sig: the fields' values are pairwise disjoint for each atom. */
  disjointFields(fields: readonly FieldBuild[], sig: SigBuild, range: Range): Fact | undefined {
    if (fields.length < 2) return undefined;
    const self = this.varRef(sig.thisVar, range);
    const items: Expr[] = [];
    for (let i = 0; i < fields.length; i++) {
      for (let j = i + 1; j < fields.length; j++) {
        const a = this.join(self, { kind: "field", field: fields[i]!, type: fields[i]!.type, range }, range);
        const b = this.join(self, { kind: "field", field: fields[j]!, type: fields[j]!.type, range }, range);
        const inter: Expr = { kind: "binary", op: "&", left: a, right: b, type: Ty.intersect(a.type as RelationType, b.type as RelationType), range };
        items.push(this.mult("no", inter, range));
      }
    }
    return { name: `${sig.name} disj ${fields.map((f) => f.name).join(", ")}`, origin: "field", body: this.all(sig.thisVar, this.sigRef(sig, range), this.and(items, range), range), range };
  }

  /**
   * Multiplicities on the arrows of a bound, as constraints on `value` (the relation
   * the bound is for). A side whose atoms are quantified over must be a set.
   */
  arrowConstraints(ast: A.AlsExpr, value: Expr, env: Env, out: Expr[]): void {
    while (ast.kind === "Paren") ast = ast.expr;
    if (ast.kind !== "Arrow") return;
    const hasInner = (x: A.AlsExpr): boolean => {
      while (x.kind === "Paren") x = x.expr;
      return x.kind === "Arrow" && (x.leftMult !== undefined || x.rightMult !== undefined || hasInner(x.left) || hasInner(x.right));
    };
    const range = ast.range;
    const rightMult = ast.rightMult === "set" ? undefined : ast.rightMult;
    const leftMult = ast.leftMult === "set" ? undefined : ast.leftMult;
    if (rightMult !== undefined || hasInner(ast.right)) {
      const left = this.exprs.relation(ast.left, env);
      if (left === undefined) return;
      if ((left.type as RelationType).arity !== 1) {
        this.ctx.report("AlloyUnsupported", ast.opRange, { what: "a multiplicity on an arrow whose left side has arity greater than 1" });
        return;
      }
      const a = this.ctx.newVariable("a", "quantified", left.type, range);
      const image = this.join(this.varRef(a, range), value, range);
      const inner: Expr[] = [];
      if (rightMult !== undefined) inner.push(this.mult(rightMult, image, range));
      this.arrowConstraints(ast.right, image, env, inner);
      if (inner.length > 0) out.push(this.all(a, left, this.and(inner, range), range));
    }
    if (leftMult !== undefined || hasInner(ast.left)) {
      const right = this.exprs.relation(ast.right, env);
      if (right === undefined) return;
      if ((right.type as RelationType).arity !== 1) {
        this.ctx.report("AlloyUnsupported", ast.opRange, { what: "a multiplicity on an arrow whose right side has arity greater than 1" });
        return;
      }
      const b = this.ctx.newVariable("b", "quantified", right.type, range);
      const preimage = this.join(value, this.varRef(b, range), range);
      const inner: Expr[] = [];
      if (leftMult !== undefined) inner.push(this.mult(leftMult, preimage, range));
      this.arrowConstraints(ast.left, preimage, env, inner);
      if (inner.length > 0) out.push(this.all(b, right, this.and(inner, range), range));
    }
  }

  /** The sig hierarchy and sig multiplicities. */
  hierarchy(sigs: readonly SigBuild[]): Fact[] {
    const facts: Fact[] = [];
    const noOverlap = (a: Sig, b: Sig, range: Range): Expr => {
      const l = this.sigRef(a, range);
      const r = this.sigRef(b, range);
      const inter: Expr = { kind: "binary", op: "&", left: l, right: r, type: Ty.relationType(1, []), range };
      return this.mult("no", inter, range);
    };
    const topLevel = sigs.filter((s) => s.parent === undefined && !s.isSubset);
    for (let i = 0; i < topLevel.length; i++) {
      for (let j = i + 1; j < topLevel.length; j++) {
        const a = topLevel[i]!;
        const b = topLevel[j]!;
        facts.push({ name: `${a.name} & ${b.name}`, origin: "hierarchy", body: noOverlap(a, b, b.range), range: b.range });
      }
    }
    for (const s of sigs) {
      const range = s.range;
      if (s.parent !== undefined) {
        facts.push({ name: `${s.name} in ${s.parent.name}`, origin: "hierarchy", body: this.inside(this.sigRef(s, range), [s.parent], range), range });
      }
      if (s.isSubset && s.subsetOf.length > 0) {
        facts.push({ name: `${s.name} in ${s.subsetOf.map((p) => p.name).join(" + ")}`, origin: "hierarchy", body: this.inside(this.sigRef(s, range), s.subsetOf, range), range });
      }
      const kids = s.children;
      for (let i = 0; i < kids.length; i++) {
        for (let j = i + 1; j < kids.length; j++) {
          facts.push({ name: `${kids[i]!.name} & ${kids[j]!.name}`, origin: "hierarchy", body: noOverlap(kids[i]!, kids[j]!, kids[j]!.range), range: kids[j]!.range });
        }
      }
      if (s.isAbstract && kids.length > 0) {
        facts.push({ name: `abstract ${s.name}`, origin: "hierarchy", body: this.inside(this.sigRef(s, range), kids, range), range });
      }
      if (s.multiplicity !== undefined) {
        facts.push({ name: `${s.multiplicity} ${s.name}`, origin: "hierarchy", body: this.mult(s.multiplicity, this.sigRef(s, range), range), range });
      }
    }
    return facts;
  }

  private inside(e: Expr, parents: readonly Sig[], range: Range): Expr {
    let union: Expr = this.sigRef(parents[0]!, range);
    for (const p of parents.slice(1)) {
      const r = this.sigRef(p, range);
      union = { kind: "binary", op: "+", left: union, right: r, type: Ty.union(union.type as RelationType, r.type as RelationType), range };
    }
    return { kind: "compare", op: "in", integer: false, left: e, right: union, type: formulaType, range };
  }
}
