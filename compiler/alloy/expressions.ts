// Resolution and type checking of Alloy expressions: syntax (ast.ts) → the typed
// expressions of model.ts.
//
// An overloaded field name (`images` in both Pod and ReplicaSet) is resolved the
// way Alloy does it: every candidate is carried upwards as an alternative, each
// operator keeps only the combinations that type-check and are not always empty,
// and the choice is made where a formula (or a declaration bound, or a call
// argument) needs one answer. So `etcd.pods.pre & images.im` picks Pod.images, and a
// name still ambiguous there is reported. A resolution that failed yields no
// alternatives, and its error has already been reported exactly once.

import type * as A from "../../grammar/alloy/ast.js";
import type { Diagnostic, Range } from "../../runtime/diagnostics.js";
import { parseAlloy } from "../../grammar/alloy/parse.js";
import type { FuncBuild, ModelContext } from "./context.js";
import { formulaType, intType, type Bound, type Expr, type ExprType, type FieldRef, type Ordering, type RelationType, type Sig, type VarDecl, type Variable } from "./model.js";
import * as Ty from "./types.js";

/** Local names in scope, innermost last, and what `this` means here. */
export interface Env {
  readonly vars: ReadonlyMap<string, Variable>;
  readonly thisVar: Variable | undefined;
  /** Inside a sig fact or a field bound: fields of this sig (and its ancestors) are joined to `this`. */
  readonly thisSig: Sig | undefined;
  /** The pred/fun whose body this is, for the call graph. */
  readonly func: FuncBuild | undefined;
}

export function withVars(env: Env, vars: readonly Variable[]): Env {
  const m = new Map(env.vars);
  for (const v of vars) m.set(v.name, v);
  return { ...env, vars: m };
}

/** At most this many combinations of alternatives are tried for one operator. */
const maxCombinations = 256;

type Attempt = Expr | Diagnostic;

function isExpr(a: Attempt): a is Expr {
  return "type" in a;
}

const span = (a: Range, b: Range): Range => ({ start: a.start, end: b.end });

function rel(e: Expr): RelationType | undefined {
  return e.type.kind === "relation" ? e.type : undefined;
}

/**
 * util/integer's source names three built-ins: the smallest and largest integer of the bit
 * width and the successor relation on integers (`fun/min`, `fun/max`, `fun/next`), written here
 * in Alloy over the Int atoms.
 */
const integerConstants: Readonly<Record<string, () => A.AlsExpr>> = {
  "fun/min": () => builtinExpression("fun/min", "{i: Int | no j: Int | j < i}"),
  "fun/max": () => builtinExpression("fun/max", "{i: Int | no j: Int | j > i}"),
  "fun/next": () => builtinExpression("fun/next", "{a, b: Int | b = a fun/add 1 && b > a}"),
};

const builtinExpressions = new Map<string, A.AlsExpr>();

function builtinExpression(name: string, text: string): A.AlsExpr {
  let e = builtinExpressions.get(name);
  if (e === undefined) {
    const parsed = parseAlloy(`fun f: univ { ${text} }`, name);
    const fun = parsed.ast.paragraphs[0];
    if (fun === undefined || fun.kind !== "Fun") throw new Error(`the built-in ${name} does not parse`);
    e = fun.body;
    builtinExpressions.set(name, e);
  }
  return e;
}

const orderingRelations = new Set(["first", "last", "next", "prev"]);
const orderingFunctions = new Set(["nexts", "prevs", "lt", "gt", "lte", "gte", "larger", "smaller", "max", "min"]);
const arithmetic: Readonly<Record<string, "add" | "sub" | "mul" | "div" | "rem">> = {
  add: "add",
  plus: "add",
  sub: "sub",
  minus: "sub",
  mul: "mul",
  div: "div",
  rem: "rem",
};

export class ExprResolver {
  /** Expressions whose two sides can never share atoms, with the warning to give if one is chosen. */
  private readonly irrelevance = new WeakMap<Expr, Diagnostic>();

  /** Arrow multiplicities of a declared bound as formulas about `value` (declarationFacts.ts sets it). */
  arrowConstraints: (bound: A.AlsExpr, value: Expr, env: Env, out: Expr[]) => void = () => {};

  constructor(private readonly ctx: ModelContext) {}

  // -- committing to one alternative --------------------------------------------------

  /** Exactly one expression or undefined (reported). */
  commit(alts: readonly Expr[], range: Range): Expr | undefined {
    if (alts.length === 0) return undefined;
    if (alts.length === 1) return alts[0];
    // Name the overloaded fields, functions or orderings whose choice differs between the readings.
    const perAlt = alts.map((a) => choices(a));
    const differing = [...new Set(perAlt.flat())].filter((f) => !perAlt.every((refs) => refs.includes(f)));
    const readingsOf = (n: string): string[] => [...new Set(differing.filter((f) => f.name === n).map((f) => f.reading))];
    const name = differing.find((f) => readingsOf(f.name).length > 1)?.name ?? differing[0]?.name;
    const first = differing.find((f) => f.name === name);
    const candidates = name === undefined ? [] : readingsOf(name);
    this.ctx.report("AlloyAmbiguousName", first?.range ?? range, { name: name ?? "this expression", candidates: candidates.join(" or ") });
    return undefined;
  }

  formula(e: A.AlsExpr, env: Env): Expr | undefined {
    return this.commit(this.coerceAll(this.resolve(e, env), (x) => this.asFormula(x)), e.range);
  }

  relation(e: A.AlsExpr, env: Env): Expr | undefined {
    return this.commit(this.coerceAll(this.resolve(e, env), (x) => this.asRelation(x)), e.range);
  }

  integer(e: A.AlsExpr, env: Env): Expr | undefined {
    return this.commit(this.coerceAll(this.resolve(e, env), (x) => this.asInt(x)), e.range);
  }

  /** Applies a coercion to every alternative, reporting the first failure when all fail. */
  private coerceAll(alts: readonly Expr[], f: (x: Expr) => Attempt): Expr[] {
    if (alts.length === 0) return [];
    const ok: Expr[] = [];
    let firstError: Diagnostic | undefined;
    for (const a of alts) {
      const r = f(a);
      if (isExpr(r)) ok.push(r);
      else firstError ??= r;
    }
    if (ok.length === 0 && firstError !== undefined) this.ctx.diagnostics.push(firstError);
    return ok;
  }

  /** Every combination of alternatives through `f`; reports the first error when none type-checks. */
  private combine(lists: readonly (readonly Expr[])[], f: (xs: readonly Expr[]) => Attempt): Expr[] {
    if (lists.some((l) => l.length === 0)) return [];
    const ok: Expr[] = [];
    const irrelevant: Expr[] = [];
    let firstError: Diagnostic | undefined;
    const idx = new Array<number>(lists.length).fill(0);
    for (let n = 0; n < maxCombinations; n++) {
      const r = f(lists.map((l, i) => l[idx[i]!]!));
      if (!isExpr(r)) firstError ??= r;
      else if (this.irrelevance.has(r)) irrelevant.push(r);
      else ok.push(r);
      let k = lists.length - 1;
      while (k >= 0 && ++idx[k]! === lists[k]!.length) idx[k--] = 0;
      if (k < 0) break;
    }
    if (ok.length > 0) return ok;
    // Only always-disjoint readings: keep them (Alloy warns, it does not reject) and warn once.
    if (irrelevant.length > 0) {
      this.ctx.diagnostics.push(this.irrelevance.get(irrelevant[0]!)!);
      return irrelevant;
    }
    if (firstError !== undefined) this.ctx.diagnostics.push(firstError);
    return [];
  }

  // -- coercions Alloy makes silently ---------------------------------------------------

  asFormula(x: Expr): Attempt {
    if (x.type.kind === "formula") return x;
    return this.ctx.make("AlloyExpectedFormula", x.range, { found: Ty.describeKind(x.type) });
  }

  /** A relation; an integer becomes its Int atom. */
  asRelation(x: Expr): Attempt {
    if (x.type.kind === "relation") return x;
    if (x.type.kind === "int") return { kind: "unary", op: "toAtom", operand: x, type: Ty.sigType(this.ctx.intSig), range: x.range };
    return this.ctx.make("AlloyExpectedRelation", x.range, { found: "a formula" });
  }

  /** An integer; a set that may hold Int atoms becomes their sum. */
  asInt(x: Expr): Attempt {
    if (x.type.kind === "int") return x;
    if (x.type.kind === "relation" && (Ty.mayHoldInts(x.type, this.ctx.intSig) || (x.type.arity === 1 && Ty.isEmptyType(x.type)))) {
      return { kind: "unary", op: "toInt", operand: x, type: intType, range: x.range };
    }
    return this.ctx.make("AlloyExpectedInteger", x.range, { found: Ty.describeKind(x.type) });
  }

  // -- expressions ---------------------------------------------------------------------

  resolve(e: A.AlsExpr, env: Env): Expr[] {
    switch (e.kind) {
      case "Paren":
        return this.resolve(e.expr, env);
      case "Number":
        return [{ kind: "int", value: e.value, type: intType, range: e.range }];
      case "Constant":
        return [this.constant(e.name, e.range)];
      case "Name":
        return this.name(e, env);
      case "Unary":
        return this.unary(e, env);
      case "Binary":
        return this.binary(e, env);
      case "Arrow":
        return this.combine([this.resolve(e.left, env), this.resolve(e.right, env)], ([l, r]) => this.setOp("->", l!, r!, e.range, e.opRange));
      case "Compare":
        return this.compare(e, env);
      case "Box":
        return this.box(e, env);
      case "IfElse":
        return this.ifElse(e, env);
      case "Let":
        return this.letExpr(e.bindings, 0, e.body, env);
      case "Quant":
        return this.quant(e, env);
      case "Comprehension":
        return this.comprehension(e, env);
      case "Block":
        return this.block(e, env);
    }
  }

  private constant(name: "none" | "univ" | "iden", range: Range): Expr {
    const univ = this.ctx.univ;
    const type: ExprType =
      name === "none" ? Ty.relationType(1, []) : name === "univ" ? Ty.relationType(1, [[univ]]) : Ty.relationType(2, [[univ, univ]]);
    return { kind: "constant", name, type, range };
  }

  private block(e: A.AlsBlock, env: Env): Expr[] {
    const items: Expr[] = [];
    let failed = false;
    for (const item of e.items) {
      const f = this.formula(item, env);
      if (f === undefined) failed = true;
      else if (f.kind === "and") items.push(...f.items);
      else items.push(f);
    }
    if (failed) return [];
    if (items.length === 1) return [items[0]!];
    return [{ kind: "and", items, type: formulaType, range: e.range }];
  }

  // -- names ------------------------------------------------------------------------------

  private name(n: A.AlsName, env: Env): Expr[] {
    const name = n.name;
    if (name === "this") {
      if (env.thisVar === undefined) {
        this.ctx.report("AlloyBadThis", n.range);
        return [];
      }
      return [this.varRef(env.thisVar, n.range)];
    }
    if (!n.at) {
      const v = env.vars.get(name);
      if (v !== undefined) return [this.varRef(v, n.range)];
      if (env.thisSig !== undefined && env.thisVar !== undefined) {
        const own = this.ownField(env.thisSig, name);
        if (own !== undefined) {
          const self = this.varRef(env.thisVar, n.range);
          const f: Expr = { kind: "field", field: own, type: own.type, range: n.range };
          return [{ kind: "binary", op: ".", left: self, right: f, type: Ty.join(rel(self)!, own.type), range: n.range }];
        }
      }
    }
    const sig = this.ctx.lookupSig(name);
    if (sig !== undefined) return [{ kind: "sig", sig, type: Ty.sigType(sig), range: n.range }];
    if (name === "seq/Int") return [this.seqIndices(n.range)];
    const intConstant = integerConstants[name];
    if (intConstant !== undefined) return this.resolve(intConstant(), { vars: new Map(), thisVar: undefined, thisSig: undefined, func: undefined });
    const fields = this.ctx.fieldsByName.get(name);
    if (fields !== undefined) return fields.map((f) => ({ kind: "field", field: f, type: f.type, range: n.range }));
    const func = this.ctx.lookupFuncs(name);
    const ord = this.orderingName(name);
    if (ord !== undefined && (func === undefined || orderingRelations.has(ord.member))) {
      // Several orderings: each is a reading, and the context chooses (as for overloaded fields).
      if (orderingRelations.has(ord.member)) return ord.orderings.map((o) => this.orderingRef(o, ord.member as "first", n.range));
      this.ctx.report("AlloyWrongArgumentCount", n.range, { name, expected: ord.member.startsWith("l") || ord.member.startsWith("g") || ord.member === "larger" || ord.member === "smaller" ? 2 : 1, given: 0 });
      return [];
    }
    if (func !== undefined) return this.overloaded(func, [], n.range, env);
    if (name in arithmetic || name === "negate" || name === "int" || name === "sum" || name === "disj") {
      this.ctx.report("AlloyWrongArgumentCount", n.range, { name, expected: name === "negate" || name === "int" || name === "sum" ? 1 : 2, given: 0 });
      return [];
    }
    this.unknownName(n, env);
    return [];
  }

  private varRef(v: Variable, range: Range): Expr {
    return { kind: "var", variable: v, type: v.type, range };
  }

  private ownField(sig: Sig, name: string): FieldBuildLike | undefined {
    for (let s: Sig | undefined = sig; s !== undefined; s = s.parent) {
      const f = s.fields.find((x) => x.name === name);
      if (f !== undefined) return f;
    }
    return undefined;
  }

  private orderingRef(ordering: Ordering, relation: "first" | "last" | "next" | "prev", range: Range): Expr {
    const s = ordering.sig;
    const type = relation === "first" || relation === "last" ? Ty.relationType(1, [[s]]) : Ty.relationType(2, [[s, s]]);
    return { kind: "ordering", ordering, relation, type, range };
  }

  /** `first`, `TO/next`, `ordering/lt`: the orderings it may mean (several when unqualified) and the member. */
  private orderingName(name: string): { orderings: Ordering[]; member: string } | undefined {
    const slash = name.lastIndexOf("/");
    const member = slash < 0 ? name : name.slice(slash + 1);
    if (!orderingRelations.has(member) && !orderingFunctions.has(member)) return undefined;
    const prefix = slash < 0 ? undefined : name.slice(0, slash);
    const candidates = this.ctx.orderings.filter(
      (o) => prefix === undefined || prefix === o.alias || prefix === "ordering" || prefix === "util/ordering" || prefix === o.sig.name,
    );
    if (candidates.length === 0) return undefined;
    return { orderings: candidates, member };
  }

  /**
   * Readings of one call per candidate (overloaded functions, several orderings): the
   * candidates whose argument types fit. Errors of the candidates that do not fit are
   * dropped when another one fits; when none fits, they stand.
   */
  private overloads(candidates: readonly (() => Expr[])[]): Expr[] {
    if (candidates.length === 1) return candidates[0]!();
    const mark = this.ctx.diagnostics.length;
    const out: Expr[] = [];
    for (const c of candidates) out.push(...c());
    if (out.length > 0) this.ctx.diagnostics.length = mark;
    else this.ctx.diagnostics.length = Math.min(this.ctx.diagnostics.length, mark + 1);
    return out;
  }

  private overloaded(funcs: readonly FuncBuild[], args: readonly (readonly Expr[])[], range: Range, env: Env): Expr[] {
    return this.overloads(funcs.map((f) => () => this.callAlts(f, args, range, env)));
  }

  private unknownName(n: A.AlsName, env: Env): void {
    const known = [
      ...env.vars.keys(),
      ...this.ctx.sigByName.keys(),
      ...this.ctx.fieldsByName.keys(),
      ...this.ctx.funcsByName.keys(),
      ...(this.ctx.orderings.length > 0 ? [...orderingRelations, ...orderingFunctions] : []),
      "Int",
    ];
    const suggestion = closest(n.name, known);
    if (suggestion !== undefined) this.ctx.report("AlloyUnknownNameSuggestion", n.range, { name: n.name, suggestion });
    else this.ctx.report("AlloyUnknownName", n.range, { name: n.name });
  }

  // -- operators -----------------------------------------------------------------------------

  private unary(e: A.AlsUnary, env: Env): Expr[] {
    const operand = this.resolve(e.operand, env);
    const op = e.op;
    return this.combine([operand], ([x]) => {
      if (op === "!") {
        const f = this.asFormula(x!);
        return isExpr(f) ? { kind: "unary", op: "!", operand: f, type: formulaType, range: e.range } : f;
      }
      if (op === "-") {
        const i = this.asInt(x!);
        return isExpr(i) ? { kind: "unary", op: "neg", operand: i, type: intType, range: e.range } : i;
      }
      if (op === "set") return this.ctx.make("AlloyUnsupported", e.range, { what: "'set' as a formula" });
      const r = this.asRelation(x!);
      if (!isExpr(r)) return r;
      const t = rel(r)!;
      switch (op) {
        case "no":
        case "some":
        case "lone":
        case "one":
          return { kind: "unary", op, operand: r, type: formulaType, range: e.range };
        case "#":
          return { kind: "unary", op: "#", operand: r, type: intType, range: e.range };
        case "~":
        case "^":
        case "*": {
          if (t.arity !== 2) return this.ctx.make("AlloyUnaryArity", e.range, { op: `'${op}'`, arity: t.arity });
          const type = op === "~" ? Ty.transpose(t) : op === "^" ? t : Ty.reflexiveClosure(t);
          return { kind: "unary", op, operand: r, type, range: e.range };
        }
      }
    });
  }

  private binary(e: A.AlsBinary, env: Env): Expr[] {
    switch (e.op) {
      case "&&":
      case "||": {
        const l = this.formula(e.left, env);
        const r = this.formula(e.right, env);
        if (l === undefined || r === undefined) return [];
        const kind = e.op === "&&" ? "and" : "or";
        const items = [...(l.kind === kind ? l.items : [l]), ...(r.kind === kind ? r.items : [r])];
        return [{ kind, items, type: formulaType, range: e.range }];
      }
      case "=>":
      case "<=>": {
        const l = this.formula(e.left, env);
        const r = this.formula(e.right, env);
        if (l === undefined || r === undefined) return [];
        return [{ kind: "binary", op: e.op, left: l, right: r, type: formulaType, range: e.range }];
      }
      case ".":
        return this.dot(e, env);
      case "<<":
      case ">>":
      case ">>>": {
        const op = e.op === "<<" ? "shl" : e.op === ">>" ? "sha" : "shr";
        return this.combine([this.resolve(e.left, env), this.resolve(e.right, env)], ([l, r]) => this.arith(op, l!, r!, e.range));
      }
      case "fun/add":
      case "fun/sub":
      case "fun/mul":
      case "fun/div":
      case "fun/rem": {
        const op = arithmetic[e.op.slice(4)]!;
        return this.combine([this.resolve(e.left, env), this.resolve(e.right, env)], ([l, r]) => this.arith(op, l!, r!, e.range));
      }
      default: {
        const op = e.op;
        return this.combine([this.resolve(e.left, env), this.resolve(e.right, env)], ([l, r]) => this.setOp(op, l!, r!, e.range, e.opRange));
      }
    }
  }

  private arith(op: "add" | "sub" | "mul" | "div" | "rem" | "shl" | "sha" | "shr", l: Expr, r: Expr, range: Range): Attempt {
    const li = this.asInt(l);
    if (!isExpr(li)) return li;
    const ri = this.asInt(r);
    if (!isExpr(ri)) return ri;
    return { kind: "binary", op, left: li, right: ri, type: intType, range };
  }

  /** `+ - & ++ -> <: :>` over relations (integers become Int atoms). */
  setOp(op: "+" | "-" | "&" | "++" | "->" | "<:" | ":>", l0: Expr, r0: Expr, range: Range, opRange: Range): Attempt {
    const l = this.asRelation(l0);
    if (!isExpr(l)) return l;
    const r = this.asRelation(r0);
    if (!isExpr(r)) return r;
    const lt = rel(l)!;
    const rt = rel(r)!;
    let type: RelationType;
    switch (op) {
      case "->":
        type = Ty.product(lt, rt);
        break;
      case "<:":
      case ":>": {
        if ((op === "<:" ? lt : rt).arity !== 1) return this.ctx.make("AlloyArityMismatch", opRange, { op: `'${op}'`, left: lt.arity, right: rt.arity });
        type = op === "<:" ? Ty.domainRestrict(lt, rt) : Ty.rangeRestrict(lt, rt);
        if (Ty.isEmptyType(type) && !Ty.isEmptyType(lt) && !Ty.isEmptyType(rt)) {
          const e: Expr = { kind: "binary", op, left: l, right: r, type, range };
          this.irrelevance.set(e, this.ctx.make("AlloyIrrelevant", opRange, { op: `'${op}'`, left: Ty.describeType(lt), right: Ty.describeType(rt) }));
          return e;
        }
        break;
      }
      default: {
        if (lt.arity !== rt.arity) return this.ctx.make("AlloyArityMismatch", opRange, { op: `'${op}'`, left: lt.arity, right: rt.arity });
        if (op === "&") {
          type = Ty.intersect(lt, rt);
          if (Ty.isEmptyType(type) && !Ty.isEmptyType(lt) && !Ty.isEmptyType(rt)) {
            const e: Expr = { kind: "binary", op, left: l, right: r, type, range };
            this.irrelevance.set(e, this.ctx.make("AlloyIrrelevant", opRange, { op: "'&'", left: Ty.describeType(lt), right: Ty.describeType(rt) }));
            return e;
          }
        } else if (op === "-") type = lt;
        else type = Ty.union(lt, rt);
      }
    }
    return { kind: "binary", op, left: l, right: r, type, range };
  }

  private joinOf(l0: Expr, r0: Expr, range: Range, opRange: Range): Attempt {
    const l = this.asRelation(l0);
    if (!isExpr(l)) return l;
    const r = this.asRelation(r0);
    if (!isExpr(r)) return r;
    const lt = rel(l)!;
    const rt = rel(r)!;
    if (lt.arity + rt.arity <= 2) return this.ctx.make("AlloyJoinUnary", opRange);
    const type = Ty.join(lt, rt);
    if (Ty.isEmptyType(type) && !Ty.isEmptyType(lt) && !Ty.isEmptyType(rt)) {
      const lastCols = [...new Set(lt.products.map((p) => p[p.length - 1]!.name))].join(", ");
      const firstCols = [...new Set(rt.products.map((p) => p[0]!.name))].join(", ");
      return this.ctx.make("AlloyJoinAlwaysEmpty", range, { left: lastCols, right: firstCols });
    }
    return { kind: "binary", op: ".", left: l, right: r, type, range };
  }

  /** `a.b`; `a.f` with f a fun/pred taking arguments is the call `f[a]`. */
  private dot(e: A.AlsBinary, env: Env): Expr[] {
    const right = e.right.kind === "Paren" ? undefined : e.right;
    if (right?.kind === "Name" && !right.at && this.callableName(right.name, env)) {
      return this.callNamed(right, [e.left], e.range, env) ?? [];
    }
    return this.combine([this.resolve(e.left, env), this.resolve(e.right, env)], ([l, r]) => this.joinOf(l!, r!, e.range, e.opRange));
  }

  /** A name that, given arguments, is a call rather than a relation to join. */
  private callableName(name: string, env: Env): boolean {
    if (env.vars.has(name)) return false;
    if (env.thisSig !== undefined && this.ownField(env.thisSig, name) !== undefined) return false;
    if (this.ctx.lookupSig(name) !== undefined && name !== "Int") return false;
    if (this.ctx.fieldsByName.has(name)) return false;
    const fs = this.ctx.lookupFuncs(name);
    if (fs !== undefined) return fs.some((f) => f.ast.params.length > 0 || f.ast.receiver !== undefined);
    if (name in arithmetic || name === "negate" || name === "int" || name === "sum" || name === "Int" || name === "disj") return true;
    const slash = name.lastIndexOf("/");
    const member = slash < 0 ? name : name.slice(slash + 1);
    return this.ctx.orderings.length > 0 && orderingFunctions.has(member);
  }

  private box(e: A.AlsBox, env: Env): Expr[] {
    const t = e.target;
    if (t.kind === "Name" && !t.at && this.callableName(t.name, env)) return this.callNamed(t, e.args, e.range, env) ?? [];
    if (t.kind === "Binary" && t.op === "." && t.right.kind === "Name" && !t.right.at && this.callableName(t.right.name, env)) {
      return this.callNamed(t.right, [t.left, ...e.args], e.range, env) ?? [];
    }
    // A box join: e[a, b] is b.(a.e).
    let acc = this.resolve(t, env);
    for (const arg of e.args) {
      acc = this.combine([this.resolve(arg, env), acc], ([a, r]) => this.joinOf(a!, r!, e.range, e.range));
    }
    return acc;
  }

  private callNamed(n: A.AlsName, args: readonly A.AlsExpr[], range: Range, env: Env): Expr[] | undefined {
    const name = n.name;
    const resolvedArgs = args.map((a) => this.resolve(a, env));
    const func = this.ctx.lookupFuncs(name);
    if (func !== undefined) {
      // A module's own `add[s, e]` hides the integer `add[a, b]` only where its parameter types fit.
      const builtin = arithmetic[name.slice(name.lastIndexOf("/") + 1)];
      if (builtin === undefined || args.length !== 2) return this.overloaded(func, resolvedArgs, range, env);
      const mark = this.ctx.diagnostics.length;
      const declared = this.overloaded(func, resolvedArgs, range, env);
      if (declared.length > 0) return declared;
      this.ctx.diagnostics.length = mark;
      return this.combine(resolvedArgs, ([l, r]) => this.arith(builtin, l!, r!, range));
    }
    const count = (expected: number): boolean => {
      if (args.length === expected) return true;
      this.ctx.report("AlloyWrongArgumentCount", range, { name, expected, given: args.length });
      return false;
    };
    const op = arithmetic[name];
    if (op !== undefined) return count(2) ? this.combine(resolvedArgs, ([l, r]) => this.arith(op, l!, r!, range)) : [];
    switch (name) {
      case "negate":
        return count(1) ? this.combine(resolvedArgs, ([x]) => { const i = this.asInt(x!); return isExpr(i) ? { kind: "unary", op: "neg", operand: i, type: intType, range } : i; }) : [];
      case "int":
      case "sum":
        return count(1) ? this.combine(resolvedArgs, ([x]) => this.asIntStrict(x!, range)) : [];
      case "Int":
        return count(1) ? this.combine(resolvedArgs, ([x]) => { const i = this.asInt(x!); return isExpr(i) ? { kind: "unary", op: "toAtom", operand: i, type: Ty.sigType(this.ctx.intSig), range } : i; }) : [];
      case "disj":
        if (args.length < 2) return count(2) ? [] : [];
        return this.combine(resolvedArgs, (xs) => this.disjoint(xs, range));
    }
    const ord = this.orderingName(name);
    if (ord === undefined) return [];
    return this.overloads(ord.orderings.map((o) => () => this.orderingCall(o, ord.member, resolvedArgs, range, name)));
  }

  private asIntStrict(x: Expr, range: Range): Attempt {
    const i = this.asInt(x);
    if (!isExpr(i)) return i;
    return i.kind === "unary" && i.op === "toInt" ? { ...i, range } : i;
  }

  private disjoint(xs: readonly Expr[], range: Range): Attempt {
    const rels: Expr[] = [];
    for (const x of xs) {
      const r = this.asRelation(x);
      if (!isExpr(r)) return r;
      rels.push(r);
    }
    const items: Expr[] = [];
    for (let i = 0; i < rels.length; i++) {
      for (let j = i + 1; j < rels.length; j++) {
        const a = rels[i]!;
        const b = rels[j]!;
        if (rel(a)!.arity !== rel(b)!.arity) return this.ctx.make("AlloyArityMismatch", range, { op: "disj", left: rel(a)!.arity, right: rel(b)!.arity });
        const inter: Expr = { kind: "binary", op: "&", left: a, right: b, type: Ty.intersect(rel(a)!, rel(b)!), range };
        items.push({ kind: "unary", op: "no", operand: inter, type: formulaType, range });
      }
    }
    return { kind: "and", items, type: formulaType, range };
  }

  /** util/ordering's functions and predicates, written out over `next` and `prev`. */
  private orderingCall(o: Ordering, member: string, args: readonly (readonly Expr[])[], range: Range, name: string): Expr[] {
    const binaryMembers = new Set(["lt", "gt", "lte", "gte", "larger", "smaller"]);
    const expected = binaryMembers.has(member) ? 2 : 1;
    if (orderingRelations.has(member)) {
      // `next[t]` is a box join on the relation.
      let acc: Expr[] = [this.orderingRef(o, member as "next", range)];
      for (const a of args) acc = this.combine([a, acc], ([x, r]) => this.joinOf(x!, r!, range, range));
      return acc;
    }
    if (args.length !== expected) {
      this.ctx.report("AlloyWrongArgumentCount", range, { name, expected, given: args.length });
      return [];
    }
    const next = this.orderingRef(o, "next", range);
    const prev = this.orderingRef(o, "prev", range);
    const closure = (r: Expr): Expr => ({ kind: "unary", op: "^", operand: r, type: r.type, range });
    return this.combine(args, (xs) => {
      const rs: Expr[] = [];
      const elem = Ty.sigType(o.sig);
      for (const x of xs) {
        const r = this.asRelation(x);
        if (!isExpr(r)) return r;
        const rt = rel(r)!;
        // An argument that can hold no atom of the ordered sig rules this ordering out.
        if (rt.arity !== 1 || (!Ty.isEmptyType(rt) && Ty.isEmptyType(Ty.intersect(rt, elem)))) {
          return this.ctx.make("AlloyDisjointTypes", r.range, { op: `argument of ${name}`, left: Ty.describeType(rt), right: Ty.describeType(elem) });
        }
        rs.push(r);
      }
      const a = rs[0]!;
      const b = rs[1];
      const j = (l: Expr, r: Expr): Expr => ({ kind: "binary", op: ".", left: l, right: r, type: Ty.join(rel(l)!, rel(r)!), range });
      const inn = (l: Expr, r: Expr): Expr => ({ kind: "compare", op: "in", integer: false, left: l, right: r, type: formulaType, range });
      const eq = (l: Expr, r: Expr): Expr => ({ kind: "compare", op: "=", integer: false, left: l, right: r, type: formulaType, range });
      const or = (l: Expr, r: Expr): Expr => ({ kind: "or", items: [l, r], type: formulaType, range });
      const ite = (c: Expr, t: Expr, f: Expr): Expr => ({ kind: "ite", cond: c, then: t, else: f, type: Ty.union(rel(t)!, rel(f)!), range });
      const minus = (l: Expr, r: Expr): Expr => ({ kind: "binary", op: "-", left: l, right: r, type: rel(l)!, range });
      switch (member) {
        case "nexts":
          return j(a, closure(next));
        case "prevs":
          return j(a, closure(prev));
        case "lt":
          return inn(a, j(b!, closure(prev)));
        case "gt":
          return inn(a, j(b!, closure(next)));
        case "lte":
          return or(eq(a, b!), inn(a, j(b!, closure(prev))));
        case "gte":
          return or(eq(a, b!), inn(a, j(b!, closure(next))));
        case "larger":
          return ite(inn(a, j(b!, closure(prev))), b!, a);
        case "smaller":
          return ite(inn(a, j(b!, closure(prev))), a, b!);
        case "max":
          return minus(a, j(a, closure(prev)));
        default:
          return minus(a, j(a, closure(next)));
      }
    });
  }

  private callAlts(func: FuncBuild, args: readonly (readonly Expr[])[], range: Range, env: Env): Expr[] {
    const f = func.func;
    const expected = func.ast.params.reduce((n, d) => n + d.names.length, 0) + (func.ast.receiver === undefined ? 0 : 1);
    if (args.length !== expected) {
      this.ctx.report("AlloyWrongArgumentCount", range, { name: f.name, expected, given: args.length });
      return [];
    }
    env.func?.calls.add(func);
    const type: ExprType = f.isPred ? formulaType : f.result !== undefined && f.result.expr.type.kind === "relation" ? f.result.expr.type : Ty.relationType(1, []);
    if (args.length === 0) return [{ kind: "call", func: f, args: [], type, range }];
    return this.combine(args, (xs) => {
      const out: Expr[] = [];
      for (let i = 0; i < xs.length; i++) {
        const r = this.asRelation(xs[i]!);
        if (!isExpr(r)) return r;
        const paramType = f.params[i]?.type;
        const rt = rel(r)!;
        if (paramType !== undefined && paramType.kind === "relation") {
          if (paramType.arity !== rt.arity) {
            return this.ctx.make("AlloyArityMismatch", r.range, { op: `argument ${i + 1} of ${f.name}`, left: paramType.arity, right: rt.arity });
          }
          if (!Ty.isEmptyType(rt) && !Ty.isEmptyType(paramType) && Ty.isEmptyType(Ty.intersect(rt, paramType))) {
            return this.ctx.make("AlloyDisjointTypes", r.range, { op: `argument ${i + 1} of ${f.name}`, left: Ty.describeType(rt), right: Ty.describeType(paramType) });
          }
        }
        out.push(r);
      }
      return { kind: "call", func: f, args: out, type, range };
    });
  }

  private compare(e: A.AlsCompare, env: Env): Expr[] {
    const alts = this.combine([this.resolve(e.left, env), this.resolve(e.right, env)], ([l, r]) => this.compareOf(e, l!, r!));
    if (!e.negated) return alts;
    return alts.map((c) => ({ kind: "unary", op: "!", operand: c, type: formulaType, range: e.range }));
  }

  private compareOf(e: A.AlsCompare, l: Expr, r: Expr): Attempt {
    const op = e.op;
    const opText = this.ctx.source.text.slice(e.opRange.start, e.opRange.end);
    if (l.type.kind === "formula" || r.type.kind === "formula") {
      return this.ctx.make("AlloyTypeMismatch", e.opRange, { op: `'${opText}'`, left: Ty.describeKind(l.type), right: Ty.describeKind(r.type) });
    }
    // `=` compares integers only between two integers: with a set on one side, the Analyzer
    // (TranslateAlloyToKodkod, EQUALS) makes the integer its Int atom and compares sets, so
    // `#B = #A + 1` (`+` being union) is `{#B} = {#A, 1}`.
    const integer = op === "<" || op === ">" || op === "<=" || op === ">=" || (op === "=" && l.type.kind === "int" && r.type.kind === "int");
    if (integer) {
      const li = this.asInt(l);
      if (!isExpr(li)) return li;
      const ri = this.asInt(r);
      if (!isExpr(ri)) return ri;
      return { kind: "compare", op, integer: true, left: li, right: ri, type: formulaType, range: e.range };
    }
    const lr = this.asRelation(l);
    if (!isExpr(lr)) return lr;
    const rr = this.asRelation(r);
    if (!isExpr(rr)) return rr;
    const lt = rel(lr)!;
    const rt = rel(rr)!;
    if (lt.arity !== rt.arity) return this.ctx.make("AlloyArityMismatch", e.opRange, { op: `'${opText}'`, left: lt.arity, right: rt.arity });
    const result: Expr = { kind: "compare", op: op as "=" | "in", integer: false, left: lr, right: rr, type: formulaType, range: e.range };
    if (!Ty.isEmptyType(lt) && !Ty.isEmptyType(rt) && Ty.isEmptyType(Ty.intersect(lt, rt))) {
      this.irrelevance.set(result, this.ctx.make("AlloyIrrelevant", e.opRange, { op: `'${opText}'`, left: Ty.describeType(lt), right: Ty.describeType(rt) }));
    }
    return result;
  }

  private ifElse(e: A.AlsIfElse, env: Env): Expr[] {
    const cond = this.formula(e.cond, env);
    if (cond === undefined) return [];
    return this.combine([this.resolve(e.then, env), this.resolve(e.else, env)], ([t0, f0]) => {
      let t = t0!;
      let f = f0!;
      if (t.type.kind === "formula" || f.type.kind === "formula") {
        const tf = this.asFormula(t);
        if (!isExpr(tf)) return tf;
        const ff = this.asFormula(f);
        if (!isExpr(ff)) return ff;
        return { kind: "ite", cond, then: tf, else: ff, type: formulaType, range: e.range };
      }
      if (t.type.kind === "int" && f.type.kind === "int") return { kind: "ite", cond, then: t, else: f, type: intType, range: e.range };
      const tr = this.asRelation(t);
      if (!isExpr(tr)) return tr;
      const fr = this.asRelation(f);
      if (!isExpr(fr)) return fr;
      t = tr;
      f = fr;
      if (rel(t)!.arity !== rel(f)!.arity) return this.ctx.make("AlloyArityMismatch", e.range, { op: "'else'", left: rel(t)!.arity, right: rel(f)!.arity });
      return { kind: "ite", cond, then: t, else: f, type: Ty.union(rel(t)!, rel(f)!), range: e.range };
    });
  }

  private letExpr(bindings: readonly A.AlsLetBinding[], i: number, body: A.AlsExpr, env: Env): Expr[] {
    if (i === bindings.length) return this.resolve(body, env);
    const b = bindings[i]!;
    const value = this.commit(this.resolve(b.value, env), b.value.range);
    if (value === undefined) return [];
    const variable = this.ctx.newVariable(b.name.name, "let", value.type, b.name.range);
    const inner = this.letExpr(bindings, i + 1, body, withVars(env, [variable]));
    return inner.map((x) => ({ kind: "let", variable, value, body: x, type: x.type, range: span(b.range, body.range) }));
  }

  /**
   * Declarations of quantified or comprehension variables. A variable over single atoms
   * is first-order; one over sets or relations (`r: A -> B`, `s: set A`) is higher-order:
   * allowed for `all`/`some`/`no` (the solver skolemizes it where the Analyzer can, and
   * refuses the command where it cannot), with the arrow multiplicities of its bound as
   * `constraints` the quantifier adds to its body.
   */
  atomDecls(
    decls: readonly A.AlsDecl[],
    env: Env,
    kind: "quantified" | "comprehension",
    higherOrder = false,
  ): { decls: VarDecl[]; env: Env; constraints: Expr[] } | undefined {
    const out: VarDecl[] = [];
    const constraints: Expr[] = [];
    let inner = env;
    let failed = false;
    for (const d of decls) {
      const bound = this.bound(d.bound, inner);
      if (bound === undefined) {
        failed = true;
        continue;
      }
      const t = bound.expr.type as RelationType;
      if (t.arity !== 1 || bound.multiplicity !== "one") {
        if (!higherOrder) {
          const what = t.arity !== 1 ? `a relation of arity ${t.arity}` : `'${bound.multiplicity}' subsets`;
          this.ctx.report("AlloyHigherOrder", d.names[0]!.range, { name: d.names[0]!.name, what });
          failed = true;
          continue;
        }
      }
      const variables = d.names.map((n) => this.ctx.newVariable(n.name, kind, t, n.range));
      for (const v of variables) {
        if (d.bound.multiplicity === "seq") constraints.push(...this.seqConstraints(this.varRef(v, v.range), d.range));
        else if (t.arity > 1) this.arrowConstraints(d.bound.expr, this.varRef(v, v.range), inner, constraints);
      }
      out.push({ variables, disjoint: d.disjoint, bound });
      inner = withVars(inner, variables);
    }
    return failed ? undefined : { decls: out, env: inner, constraints };
  }

  /** A declared bound: a relation, with Alloy's default multiplicity when none is written. */
  bound(b: A.AlsBound, env: Env): Bound | undefined {
    const elements = this.relation(b.expr, env);
    if (elements === undefined) return undefined;
    if (b.multiplicity === "seq") {
      // `seq X` is a relation `seq/Int -> X`; seqConstraints says it is a sequence.
      const et = elements.type as RelationType;
      if (et.arity !== 1) {
        this.ctx.report("AlloyArityMismatch", b.range, { op: "'seq'", left: 1, right: et.arity });
        return undefined;
      }
      const indices = this.seqIndices(b.range);
      const expr: Expr = { kind: "binary", op: "->", left: indices, right: elements, type: Ty.product(indices.type as RelationType, et), range: b.range };
      return { multiplicity: "set", disjoint: b.disjoint, expr };
    }
    const expr = elements;
    const arity = (expr.type as RelationType).arity;
    return { multiplicity: b.multiplicity ?? (arity === 1 ? "one" : "set"), disjoint: b.disjoint, expr };
  }

  private seqIndices(range: Range): Expr {
    return { kind: "constant", name: "seq/Int", type: Ty.sigType(this.ctx.intSig), range };
  }

  /**
   * What makes `value` (a relation Int -> X) a sequence, as util/sequniv's isSeq says: each
   * index in seq/Int holds at most one element, and the indices are 0 .. n-1 with no gap.
   */
  seqConstraints(value: Expr, range: Range): Expr[] {
    const intSet = Ty.sigType(this.ctx.intSig);
    const i = this.ctx.newVariable("i", "quantified", intSet, range);
    const iRef = this.varRef(i, range);
    const image: Expr = { kind: "binary", op: ".", left: iRef, right: value, type: Ty.join(intSet, value.type as RelationType), range };
    const univ = this.constant("univ", range);
    const inds: Expr = { kind: "binary", op: ".", left: value, right: univ, type: Ty.join(value.type as RelationType, univ.type as RelationType), range };
    const indices = this.seqIndices(range);
    const asInt = (x: Expr): Expr => ({ kind: "unary", op: "toInt", operand: x, type: intType, range });
    const one: Expr = { kind: "int", value: 1, type: intType, range };
    const zero: Expr = { kind: "int", value: 0, type: intType, range };
    const before: Expr = { kind: "unary", op: "toAtom", operand: { kind: "binary", op: "sub", left: asInt(iRef), right: one, type: intType, range }, type: intSet, range };
    const all = (over: Expr, body: Expr): Expr => ({
      kind: "quant",
      quantifier: "all",
      decls: [{ variables: [i], disjoint: false, bound: { multiplicity: "one", disjoint: false, expr: over } }],
      body,
      type: formulaType,
      range,
    });
    return [
      { kind: "compare", op: "in", integer: false, left: inds, right: indices, type: formulaType, range },
      all(indices, { kind: "unary", op: "lone", operand: image, type: formulaType, range }),
      all(indices, {
        kind: "binary",
        op: "=>",
        left: { kind: "and", items: [{ kind: "compare", op: "in", integer: false, left: iRef, right: inds, type: formulaType, range }, { kind: "compare", op: ">", integer: true, left: asInt(iRef), right: zero, type: formulaType, range }], type: formulaType, range },
        right: { kind: "compare", op: "in", integer: false, left: before, right: inds, type: formulaType, range },
        type: formulaType,
        range,
      }),
    ];
  }

  private quant(e: A.AlsQuant, env: Env): Expr[] {
    const higherOrder = e.quantifier === "all" || e.quantifier === "some" || e.quantifier === "no";
    const d = this.atomDecls(e.decls, env, "quantified", higherOrder);
    if (d === undefined) return [];
    if (e.quantifier === "sum") {
      const body = this.integer(e.body, d.env);
      if (body === undefined) return [];
      return [{ kind: "quant", quantifier: "sum", decls: d.decls, body, type: intType, range: e.range }];
    }
    const formula = this.formula(e.body, d.env);
    if (formula === undefined) return [];
    let body = formula;
    if (d.constraints.length > 0) {
      const guard: Expr = d.constraints.length === 1 ? d.constraints[0]! : { kind: "and", items: d.constraints, type: formulaType, range: e.range };
      body = e.quantifier === "all" ? { kind: "binary", op: "=>", left: guard, right: formula, type: formulaType, range: e.range } : { kind: "and", items: [guard, formula], type: formulaType, range: e.range };
    }
    return [{ kind: "quant", quantifier: e.quantifier, decls: d.decls, body, type: formulaType, range: e.range }];
  }

  private comprehension(e: A.AlsComprehension, env: Env): Expr[] {
    const d = this.atomDecls(e.decls, env, "comprehension");
    if (d === undefined) return [];
    const body = this.formula(e.body, d.env);
    if (body === undefined) return [];
    let type: RelationType | undefined;
    for (const decl of d.decls) {
      for (let i = 0; i < decl.variables.length; i++) {
        const t = decl.bound.expr.type as RelationType;
        type = type === undefined ? t : Ty.product(type, t);
      }
    }
    return [{ kind: "comprehension", decls: d.decls, body, type: type ?? Ty.relationType(1, []), range: e.range }];
  }
}

type FieldBuildLike = Sig["fields"][number];

/** A name with several meanings, as one reading resolved it. */
interface Choice {
  readonly name: string;
  /** `Pod.images`, `fun pg/ring`, `the ordering of Time`. */
  readonly reading: string;
  readonly range: Range;
}

const choiceCache = new WeakMap<Expr, Choice>();

/** Each node is described once, so readings that share a node share its Choice object. */
function choiceOf(x: Expr, name: string, reading: string): Choice {
  let c = choiceCache.get(x);
  if (c === undefined) {
    c = { name, reading, range: x.range };
    choiceCache.set(x, c);
  }
  return c;
}

/** The fields, calls and ordering members an expression refers to (the same object when shared between readings). */
function choices(e: Expr): Choice[] {
  const out: Choice[] = [];
  const walk = (x: Expr): void => {
    switch (x.kind) {
      case "field":
        out.push(choiceOf(x, x.field.name, `${x.field.owner.name}.${x.field.name}`));
        return;
      case "ordering":
        out.push(choiceOf(x, x.relation, `the ${x.relation} of the ordering of ${x.ordering.sig.name}`));
        return;
      case "unary":
        return walk(x.operand);
      case "binary":
      case "compare":
        walk(x.left);
        return walk(x.right);
      case "and":
      case "or":
        return x.items.forEach(walk);
      case "ite":
        walk(x.cond);
        walk(x.then);
        return walk(x.else);
      case "let":
        walk(x.value);
        return walk(x.body);
      case "quant":
      case "comprehension":
        x.decls.forEach((d) => walk(d.bound.expr));
        return walk(x.body);
      case "call":
        out.push(choiceOf(x, x.func.name.slice(x.func.name.lastIndexOf("/") + 1), `fun ${x.func.name}`));
        return x.args.forEach(walk);
      default:
        return;
    }
  };
  walk(e);
  return out;
}

/** The known name nearest to `name`: at most a third of its letters (at least one) differ. */
function closest(name: string, known: readonly string[]): string | undefined {
  let best: string | undefined;
  // Short names are too close to everything for a suggestion to be a good guess.
  let bestDistance = Math.min(Math.max(1, Math.floor(name.length / 3)), name.length - 1) + 1;
  for (const k of known) {
    if (k === name) continue;
    const d = editDistance(name.toLowerCase(), k.toLowerCase());
    if (d < bestDistance) {
      bestDistance = d;
      best = k;
    }
  }
  return best;
}

function editDistance(a: string, b: string): number {
  const prev = new Array<number>(b.length + 1);
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0]!;
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const up = prev[j]!;
      prev[j] = Math.min(up + 1, prev[j - 1]! + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = up;
    }
  }
  return prev[b.length]!;
}
