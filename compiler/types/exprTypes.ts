// The type of a TLA+ expression, given the types of the variables and constants:
// a structural reading of the expression (set constructors give set types, `[a |-> e]`
// a record, `[x \in S |-> e]` a function, `f[x]` the function's range, ...), through
// operator definitions and INSTANCE substitutions. Bound variables and operator
// parameters are typed in an environment keyed by the node that declares them.

import type { Bound, Expr, ExceptPathStep, Node } from "../../grammar/tla/ast.js";
import { chainKey, type DefinitionEntity, type Meanings, type Scope } from "../analyse/scope.js";
import { flatBounds } from "../emit/valueEmitter.js";
import type { Instantiation } from "../resolve/index.js";
import { ANY, BOOL, INT, NEVER, STR, fnOf, join, joinAll, literal, recordOf, seqOf, setOf, type Ty } from "./ty.js";

export type TypeEnv = ReadonlyMap<Node, Ty>;

/** What the typer needs from outside: the current guesses for variables and constants. */
export interface TypeSource {
  variable(index: number): Ty;
  constant(index: number): Ty;
}

const INT_OPS = new Set(["+", "-", "*", "\\div", "%", "^", "-.", "Len", "Cardinality", "JavaTime", "Abs"]);
const BOOL_OPS = new Set(["<", ">", "<=", ">=", "\\leq", "\\geq", "=<", "IsFiniteSet", "Assert", "\\prec", "IsABag", "BagIn", "IsInjective", "IsSurjective", "IsBijection", "IsPrefix", "IsSuffix"]);
const SAME_SEQ_OPS = new Set(["Tail", "SubSeq", "SelectSeq", "SortSeq", "Reverse", "RemoveAt"]);

function elemOf(t: Ty): Ty {
  return t.k === "set" ? t.elem : t.k === "never" ? NEVER : ANY;
}

/** The values of a function-like type (`f[x]`). */
function rangeOf(t: Ty, arg?: Expr): Ty {
  switch (t.k) {
    case "fn":
      return t.rng;
    case "seq":
      return t.elem;
    case "tuple": {
      if (arg?.kind === "Number") {
        const i = Number(arg.text);
        if (i >= 1 && i <= t.elems.length) return t.elems[i - 1]!;
      }
      return joinAll(t.elems);
    }
    case "record":
      // `r[f]` with a field name not written out: any field's value.
      return arg?.kind === "String" ? (t.fields.get(arg.value) ?? ANY) : joinAll([...t.fields.values()]);
    case "never":
      return NEVER;
    default:
      return ANY;
  }
}

function domainOf(t: Ty): Ty {
  switch (t.k) {
    case "fn":
      return t.dom;
    case "seq":
    case "tuple":
      return INT;
    case "record":
      return joinAll([...t.fields.keys()].map((k) => literal(k, "string")));
    case "never":
      return NEVER;
    default:
      return ANY;
  }
}

export function fieldOf(t: Ty, name: string): Ty {
  if (t.k === "record") return t.fields.get(name) ?? ANY;
  if (t.k === "variant") return joinAll(t.cases.map((c) => c.fields.get(name) ?? NEVER));
  if (t.k === "fn") return t.rng;
  return t.k === "never" ? NEVER : ANY;
}

/** `t` with the part at `path` joined with `value` (an EXCEPT clause). */
function updated(t: Ty, path: readonly ExceptPathStep[], value: Ty): Ty {
  if (path.length === 0) return join(t, value);
  const [step, ...rest] = path;
  if (step!.kind === "FieldStep") {
    if (t.k !== "record") return t;
    const name = step!.name.name;
    return recordOf([...t.fields].map(([k, f]) => [k, k === name ? updated(f, rest, value) : f] as const));
  }
  if (t.k === "fn") return fnOf(t.dom, updated(t.rng, rest, value), t.total);
  if (t.k === "seq") return seqOf(updated(t.elem, rest, value));
  return t;
}

/** `DOMAIN f`: a function over it may cover only part of its element type. */
function isDomain(e: Expr): boolean {
  return e.kind === "Prefix" && e.op === "DOMAIN";
}

export class ExprTyper {
  private readonly definitionMemo = new Map<string, Ty>();
  private readonly inProgress = new Set<string>();
  private depth = 0;

  constructor(
    private readonly meanings: Meanings,
    private readonly source: TypeSource,
  ) {}

  /** Forget memoised definition types (the variables' guesses changed). */
  reset(): void {
    this.definitionMemo.clear();
  }

  /** The environment `env` plus the variables of `bounds` bound to their sets' elements. */
  bind(bounds: readonly Bound[], scope: Scope, env: TypeEnv): TypeEnv {
    const out = new Map(env);
    for (const b of flatBounds(bounds)) {
      const elem = elemOf(this.type(b.set, scope, env));
      if (!b.tuple) out.set(b.names[0]!, elem);
      else b.names.forEach((id, i) => out.set(id, elem.k === "tuple" ? (elem.elems[i] ?? ANY) : rangeOf(elem)));
    }
    return out;
  }

  type(e: Expr, scope: Scope, env: TypeEnv, at: Ty = ANY): Ty {
    switch (e.kind) {
      case "Number":
        return INT;
      case "String":
        return literal(e.value, "string");
      case "Name":
        return this.name(e, scope, env);
      case "At":
        return at;
      case "Prefix": {
        const b = this.meanings.resolved.operators.get(e);
        if (b?.kind === "builtin") {
          if (b.name === "SUBSET") return setOf(this.type(e.operand, scope, env, at));
          if (b.name === "UNION") return elemOf(this.type(e.operand, scope, env, at));
          if (b.name === "DOMAIN") return setOf(domainOf(this.type(e.operand, scope, env, at)));
          return BOOL;
        }
        if (b?.kind === "definition") return this.apply(b.entity, [...scope.chain, ...b.via], [e.operand], scope, env);
        return ANY;
      }
      case "Infix": {
        const b = this.meanings.resolved.operators.get(e);
        if (b?.kind === "builtin") {
          if (b.name === "\\cup") return join(this.type(e.left, scope, env, at), this.type(e.right, scope, env, at));
          if (b.name === "\\cap" || b.name === "\\") return this.type(e.left, scope, env, at);
          return BOOL;
        }
        if (b?.kind === "definition") return this.apply(b.entity, [...scope.chain, ...b.via], [e.left, e.right], scope, env);
        return ANY;
      }
      case "Postfix":
        if (e.op === "'") return this.type(e.operand, scope, env, at);
        return ANY;
      case "Times":
        return setOf({ k: "tuple", elems: e.sets.map((s) => elemOf(this.type(s, scope, env))) });
      case "Junction":
      case "Quant":
      case "UnboundedQuant":
      case "BoxAction":
      case "AngleAction":
      case "Fairness":
        return BOOL;
      case "Choose":
        if (e.set === undefined) return ANY;
        return elemOf(this.type(e.set, scope, env));
      case "SetEnum":
        return setOf(joinAll(e.elements.map((x) => this.type(x, scope, env, at))));
      case "SetFilter":
        return this.type(e.bound.set, scope, env);
      case "SetMap":
        return setOf(this.type(e.element, scope, this.bind(e.bounds, scope, env)));
      case "FunctionCtor": {
        const inner = this.bind(e.bounds, scope, env);
        const flat = flatBounds(e.bounds);
        const doms = flat.map((b) => elemOf(this.type(b.set, scope, env)));
        return fnOf(doms.length === 1 ? doms[0]! : { k: "tuple", elems: doms }, this.type(e.body, scope, inner), flat.every((b) => !isDomain(b.set)));
      }
      case "FunctionSet":
        return setOf(fnOf(elemOf(this.type(e.domain, scope, env)), elemOf(this.type(e.range_, scope, env)), !isDomain(e.domain)));
      case "RecordCtor":
        return recordOf(e.fields.map((f) => [f.name.name, this.type(f.value, scope, env, at)] as const));
      case "RecordSet":
        return setOf(recordOf(e.fields.map((f) => [f.name.name, elemOf(this.type(f.value, scope, env))] as const)));
      case "Except": {
        let t = this.type(e.target, scope, env, at);
        for (const u of e.updates) {
          const current = u.path.reduce<Ty>((acc, step) => (step.kind === "FieldStep" ? fieldOf(acc, step.name.name) : rangeOf(acc, step.args[0])), t);
          t = updated(t, u.path, this.type(u.value, scope, env, current));
        }
        return t;
      }
      case "Tuple":
        return e.elements.length === 0 ? seqOf(NEVER) : { k: "tuple", elems: e.elements.map((x) => this.type(x, scope, env, at)) };
      case "FunctionApp":
        return rangeOf(this.type(e.fn, scope, env, at), e.args.length === 1 ? e.args[0] : undefined);
      case "RecordField":
        return fieldOf(this.type(e.record, scope, env, at), e.field.name);
      case "If":
        return join(this.type(e.then, scope, env, at), this.type(e.else_, scope, env, at));
      case "Case":
        return joinAll([...e.arms.map((a) => this.type(a.body, scope, env, at)), ...(e.other === undefined ? [] : [this.type(e.other, scope, env, at)])]);
      case "Let":
        return this.type(e.body, scope, env, at);
      case "Label":
        return this.type(e.body, scope, env, at);
      case "Lambda":
      case "StepRef":
        return ANY;
    }
  }

  private name(e: Extract<Expr, { kind: "Name" }>, scope: Scope, env: TypeEnv): Ty {
    const binding = this.meanings.resolved.references.get(e);
    if (binding?.kind === "bound") return env.get(binding.ident) ?? ANY;
    if (binding?.kind === "parameter") return env.get(binding.decl) ?? ANY;
    const m = this.meanings.ofName(e, scope);
    switch (m.kind) {
      case "variable":
        return this.source.variable(m.index);
      case "constant":
        return this.source.constant(m.index);
      case "builtin":
        if (m.name === "TRUE" || m.name === "FALSE") return BOOL;
        if (m.name === "BOOLEAN") return setOf(BOOL);
        if (m.name === "STRING") return setOf(STR);
        return ANY;
      case "local":
        if (m.local.kind === "inline" && this.meanings.appliedArgs(e).length === 0) return this.type(m.local.expr, m.local.scope, env);
        return ANY;
      case "definition":
        return this.apply(m.entity, m.chain, e.args, scope, env);
      case "unsupported":
        return ANY;
    }
  }

  /** The result of a definition applied to `args` (typed where they are written). */
  apply(entity: DefinitionEntity, chain: readonly Instantiation[], args: readonly Expr[], scope: Scope, env: TypeEnv): Ty {
    if (entity.module.standard) return this.standard(entity.name, args, scope, env);
    return this.applyTypes(entity, chain, args.map((a) => this.type(a, scope, env)), scope, env);
  }

  /** The result of a (non-standard) definition applied to arguments of the given types. */
  applyTypes(entity: DefinitionEntity, chain: readonly Instantiation[], args: readonly Ty[], scope: Scope, env: TypeEnv): Ty {
    const node = entity.node;
    if (node === undefined || (node.kind !== "OperatorDef" && node.kind !== "FunctionDef")) return ANY;
    const key = `${entity.module.file}:${node.range.start}:${chainKey(chain)}`;
    const memoised = args.length === 0 && node.kind === "OperatorDef";
    if (memoised && this.definitionMemo.has(key)) return this.definitionMemo.get(key)!;
    if (this.inProgress.has(key) || this.depth > 40) return NEVER;
    const inner: Scope = { module: entity.module, chain, locals: new Map(), instanceLocals: scope.instanceLocals };
    this.inProgress.add(key);
    this.depth++;
    try {
      let t: Ty;
      if (node.kind === "FunctionDef") {
        const bodyEnv = this.bind(node.bounds, inner, env);
        const doms = flatBounds(node.bounds).map((b) => elemOf(this.type(b.set, inner, env)));
        t = fnOf(doms.length === 1 ? doms[0]! : { k: "tuple", elems: doms }, this.type(node.body, inner, bodyEnv), true);
      } else {
        const bodyEnv = new Map(env);
        node.params.forEach((p, i) => {
          const arg = args[i];
          if (arg !== undefined) bodyEnv.set(p, arg);
        });
        t = this.type(node.body, inner, bodyEnv);
      }
      if (memoised) this.definitionMemo.set(key, t);
      return t;
    } finally {
      this.inProgress.delete(key);
      this.depth--;
    }
  }

  /** Operators of the standard and community modules, by name. */
  private standard(name: string, args: readonly Expr[], scope: Scope, env: TypeEnv): Ty {
    const arg = (i: number): Ty => (args[i] === undefined ? ANY : this.type(args[i]!, scope, env));
    if (INT_OPS.has(name)) return INT;
    if (BOOL_OPS.has(name)) return BOOL;
    if (SAME_SEQ_OPS.has(name)) return arg(0);
    switch (name) {
      case "Nat":
      case "Int":
      case "..":
        return setOf(INT);
      case "Seq":
        return setOf(seqOf(elemOf(arg(0))));
      case "Append":
        return join(arg(0), seqOf(arg(1)));
      case "\\o":
        return join(arg(0), arg(1));
      case "Head":
        return rangeOf(arg(0));
      case ":>":
        return fnOf(arg(0), arg(1));
      case "@@":
        return join(arg(0), arg(1));
      case "ToString":
        return STR;
      case "Print":
      case "PrintT":
        return name === "Print" ? arg(1) : BOOL;
      case "Permutations":
        return setOf(fnOf(elemOf(arg(0)), elemOf(arg(0))));
      case "Range":
        return setOf(rangeOf(arg(0)));
      case "Max":
      case "Min":
        return elemOf(arg(0));
      default:
        return ANY;
    }
  }
}
