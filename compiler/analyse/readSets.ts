// Which state variables a state-level expression reads, through operator definitions,
// LET, INSTANCE substitutions, .cfg replacements and recursion. The checker skips an
// invariant of a successor whose read variables are the very values of its parent's,
// which was checked (runtime/check/invariantSkip.ts), so the answer must be
// conservative: whatever the walk cannot see through reads every variable (`ALL`).
//
// Why following names is enough: a bound variable or an operator parameter names a
// value another subexpression computes (the bounding set, the argument at the call),
// and that subexpression is walked where it is written. Only the variables and the
// operators whose value does not come from their arguments add reads: a variable adds
// itself; a native operator that is not a function of its arguments (TLCGet, TLCSet,
// Print, RandomElement, JavaTime, TLCExt!Trace, IOUtils ...) and anything that is not
// state-level (ENABLED, primes, temporal operators) reads everything.

import type { Expr, Ident, Postfix, Prefix, Infix } from "../../grammar/tla/ast.js";
import type { ScopedExpr } from "./specParts.js";
import type { Binding } from "../resolve/index.js";
import type { NamedPart, SpecPlan } from "../emit/specEmitter.js";
import { evaluatedNatively, nativeIsEffectFree } from "../emit/natives.js";
import { childExprs } from "./children.js";
import { chainKey, moduleScope, type DefinitionEntity, type Meaning, type Meanings, type Scope } from "./scope.js";

/** The variable indices an expression reads, or ALL. */
export type ReadSet = ReadonlySet<number> | typeof ALL;
export const ALL = "all";

const NOTHING: ReadonlySet<number> = new Set();

/** Prefix operators whose operand is not evaluated in the state at hand. */
const notStateLevelPrefix: ReadonlySet<string> = new Set(["ENABLED", "UNCHANGED", "[]", "<>"]);
const notStateLevelInfix: ReadonlySet<string> = new Set(["~>", "-+->", "\\cdot"]);

export class ReadSets {
  /** Finished definitions, by entity id and instantiation chain. */
  private readonly known = new Map<string, ReadSet>();
  private readonly entityIds = new Map<DefinitionEntity, number>();
  /** The definitions being walked, outermost first (recursion ends at them). */
  private readonly walking: string[] = [];
  /** The outermost `walking` index a walk in progress met again (recursion): results below it are partial. */
  private lowestRevisited = Infinity;

  constructor(private readonly meanings: Meanings) {}

  of(e: Expr, scope: Scope): ReadSet {
    switch (e.kind) {
      case "Name":
        return this.union(this.nameReads(e, scope), childExprs(e), scope);
      case "StepRef":
        return ALL;
      case "Postfix":
        return e.op === "'" ? ALL : this.union(this.operatorReads(e, scope), childExprs(e), scope);
      case "Prefix":
        return notStateLevelPrefix.has(e.op) ? ALL : this.union(this.operatorReads(e, scope), childExprs(e), scope);
      case "Infix":
        return notStateLevelInfix.has(e.op) ? ALL : this.union(this.operatorReads(e, scope), childExprs(e), scope);
      case "BoxAction":
      case "AngleAction":
      case "Fairness":
        return ALL;
      case "UnboundedQuant":
        return e.op === "\\AA" || e.op === "\\EE" ? ALL : this.of(e.body, scope);
      default:
        return this.union(NOTHING, childExprs(e), scope);
    }
  }

  private union(first: ReadSet, es: readonly Expr[], scope: Scope): ReadSet {
    if (first === ALL) return ALL;
    let out: Set<number> | undefined;
    for (const c of es) {
      const r = this.of(c, scope);
      if (r === ALL) return ALL;
      if (r.size === 0) continue;
      out ??= new Set(first);
      for (const v of r) out.add(v);
    }
    return out ?? first;
  }

  /** A user-defined or standard-module operator symbol (`\prec`, `+`): its definition's reads. */
  private operatorReads(e: Prefix | Infix | Postfix, scope: Scope): ReadSet {
    const binding = this.meanings.resolved.operators.get(e);
    return binding === undefined ? NOTHING : this.bindingReads(binding, scope);
  }

  private nameReads(e: Extract<Expr, { kind: "Name" }>, scope: Scope): ReadSet {
    const binding = this.meanings.resolved.references.get(e);
    return binding === undefined ? ALL : this.bindingReads(binding, scope);
  }

  private bindingReads(binding: Binding, scope: Scope): ReadSet {
    switch (binding.kind) {
      case "builtin":
        return NOTHING;
      // A bound variable or a parameter of the definition walked: its value is computed
      // by an expression walked where it is written. One the scope binds comes from outside.
      case "bound":
        return scope.locals.has(binding.ident) ? this.meaningReads(this.meanings.ofBinding(binding, scope)) : NOTHING;
      case "parameter":
        return scope.locals.has(binding.decl) ? this.meaningReads(this.meanings.ofBinding(binding, scope)) : NOTHING;
      default:
        return this.meaningReads(this.meanings.ofBinding(binding, scope));
    }
  }

  private meaningReads(m: Meaning): ReadSet {
    switch (m.kind) {
      case "variable":
        return new Set([m.index]);
      case "constant":
      case "builtin":
        return NOTHING;
      case "unsupported":
        return ALL;
      case "local":
        // A JS variable of the emitted code holds a value made outside the expression.
        return m.local.kind === "inline" ? this.of(m.local.expr, m.local.scope) : ALL;
      case "definition":
        return this.definitionReads(m.entity, m.chain);
    }
  }

  /** What a use of the definition reads besides its arguments (walked at the use). */
  private definitionReads(entity: DefinitionEntity, chain: Scope["chain"]): ReadSet {
    if (evaluatedNatively(entity)) return nativeIsEffectFree(entity.module.name, entity.name) ? NOTHING : ALL;
    let id = this.entityIds.get(entity);
    if (id === undefined) {
      id = this.entityIds.size;
      this.entityIds.set(entity, id);
    }
    const key = `${id}|${chainKey(chain)}`;
    const known = this.known.get(key);
    if (known !== undefined) return known;
    const at = this.walking.indexOf(key);
    if (at >= 0) {
      // Recursion: what the definition reads is being collected further out.
      this.lowestRevisited = Math.min(this.lowestRevisited, at);
      return NOTHING;
    }
    const depth = this.walking.length;
    this.walking.push(key);
    // A RECURSIVE declaration never defined (reported) has no body to look into.
    let reads: ReadSet = ALL;
    const node = entity.node;
    if (node !== undefined) {
      const inner = moduleScope(entity.module, chain);
      if (node.kind === "OperatorDef") reads = this.of(node.body, inner);
      else if (node.kind === "FunctionDef") reads = this.union(NOTHING, [...node.bounds.map((b) => b.set), node.body], inner);
      else if (node.kind === "Assumption") reads = this.of(node.expr, inner);
      else reads = node.body.kind === "AssumeProve" ? ALL : this.of(node.body, inner);
    }
    this.walking.pop();
    // A definition inside a recursion is complete only once the walk of the outermost one met is done.
    if (this.lowestRevisited >= depth) {
      this.known.set(key, reads);
      if (this.lowestRevisited === depth) this.lowestRevisited = Infinity;
    }
    return reads;
  }
}

/** The variable indices `e` reads, ascending, or undefined when it may read any. */
export function variablesRead(reads: ReadSet): readonly number[] | undefined {
  return reads === ALL ? undefined : [...reads].sort((a, b) => a - b);
}

/** `plan` with each invariant's `reads` (absent when it may read any variable) and `conjuncts` (below). */
export function withInvariantReads(plan: SpecPlan, meanings: Meanings): SpecPlan {
  const sets = new ReadSets(meanings);
  const invariants = plan.invariants.map((inv) => {
    const reads = variablesRead(sets.of(inv.expr, inv.scope));
    if (reads === undefined) return inv;
    const withParts = withConjuncts({ ...inv, reads }, reads, sets, meanings);
    if (withParts.conjuncts !== undefined) return { ...withParts, conjuncts: withParts.conjuncts.map((c) => withElementwise(c, sets, meanings)) };
    return withElementwise(withParts, sets, meanings);
  });
  return { ...plan, invariants };
}

// The conjuncts of an invariant, each with the variables it reads, so that the checker
// re-evaluates on a successor only the conjuncts whose variables changed
// (runtime/check/invariantSkip.ts): `TypeOK == /\ pc \in ... /\ x \in Nat /\ ...` of a
// PlusCal model, where `pc` changes on every step and each other conjunct rarely.
//
// Only `/\` is looked through (bulleted lists, the infix operator) and references to
// zero-arity definitions whose body is itself a conjunction: when the conjunction is
// TRUE every conjunct was evaluated, to TRUE, which is what lets the checker take a
// conjunct as holding in a successor that gives it the parent's values. A disjunction,
// an implication, IF or a quantifier may leave a part unevaluated, so they stay whole.

/** The conjuncts of `e`, through `/\` and zero-arity definitions that are conjunctions. */
export function conjunctsOf(e: ScopedExpr, meanings: Meanings): ScopedExpr[] {
  const out: ScopedExpr[] = [];
  collect(e, meanings, out);
  return out;
}

function collect(e: ScopedExpr, meanings: Meanings, out: ScopedExpr[]): void {
  const x: Expr = e.expr;
  if (x.kind === "Junction" && x.op === "/\\") {
    for (const item of x.items) collect({ ...e, expr: item, whole: false }, meanings, out);
    return;
  }
  if (x.kind === "Infix") {
    const b = meanings.resolved.operators.get(x);
    if (b?.kind === "builtin" && b.name === "/\\") {
      collect({ ...e, expr: x.left, whole: false }, meanings, out);
      collect({ ...e, expr: x.right, whole: false }, meanings, out);
      return;
    }
  }
  // A definition used without arguments, outside a parameterized instance (whose parameters the scope would have to carry).
  if (x.kind === "Name" && x.args.length === 0 && x.prefix.every((p) => p.args.length === 0) && (e.scope.instanceLocals?.size ?? 0) === 0) {
    const m = meanings.ofName(x, e.scope);
    const node = m.kind === "definition" ? m.entity.node : undefined;
    if (m.kind === "definition" && node?.kind === "OperatorDef" && node.params.length === 0 && !m.entity.module.standard) {
      const inner: ScopedExpr[] = [];
      collect({ expr: node.body, scope: moduleScope(m.entity.module, m.chain), definition: m.entity.name }, meanings, inner);
      // A definition that is one conjunct stays a call: its value is cached per state.
      if (inner.length > 1) {
        out.push(...inner);
        return;
      }
    }
  }
  out.push(e);
}

/**
 * `inv` (whose variables are `reads`) with its conjuncts, when it has more than one and
 * some reads fewer variables than the whole; else `inv` as it is.
 */
export function withConjuncts(inv: NamedPart, reads: readonly number[], sets: ReadSets, meanings: Meanings): NamedPart {
  const parts: NamedPart[] = [];
  for (const c of conjunctsOf(inv, meanings)) {
    const r = variablesRead(sets.of(c.expr, c.scope));
    if (r === undefined) return inv;
    // Not inv's `source`: a conjunct is evaluated as itself, not as the definition it is part of.
    parts.push({ expr: c.expr, scope: c.scope, definition: c.definition, name: inv.name, reads: r });
  }
  if (parts.length < 2 || !parts.some((p) => p.reads!.length < reads.length)) return inv;
  return { ...inv, conjuncts: parts };
}

// An invariant (or conjunct) `\A x \in v : B` over a variable `v` holds in a successor
// whose other variables are its parent's values once B holds for the elements of the
// new `v` that were not in the parent's: the parent held, so B was TRUE, every conjunct
// of it evaluated, for each of its elements, on the same values. The checker runs this
// test (runtime/check/invariantSkip.ts) in place of the whole; when it does not say TRUE
// the whole is evaluated in TLC's order, which decides the verdict and any error.
//
// B's conjuncts are looked through (`/\`): each must read no `v` (it held for an old x),
// or be `\A y \in v : Q` with Q reading no `v` (pairwise: for an old x it needs only the
// new y). `v \in SUBSET S` (S reading no `v`) is `\A x \in v : x \in S` to TLC's
// SubsetValue.member, which tests v's elements one by one.

/** The element-wise form of an invariant part (compiled into `StatePredicate.elementwise`). */
export interface Elementwise {
  /** The variable whose set is walked. */
  readonly over: number;
  /** The scope of `body`/`pairs`/`subsetOf` (without the bound variables). */
  readonly scope: Scope;
  /** `\A bound \in v : body`. */
  readonly bound?: Ident;
  readonly body?: Expr;
  /** B's conjuncts `\A y \in v : Q` (y, Q): tested for an old x with each new y. */
  readonly pairs?: readonly { readonly bound: Ident; readonly body: Expr }[];
  /** `v \in SUBSET subsetOf`. */
  readonly subsetOf?: Expr;
}

function withElementwise(part: NamedPart, sets: ReadSets, meanings: Meanings): NamedPart {
  const elementwise = elementwiseOf(part, sets, meanings);
  return elementwise === undefined ? part : { ...part, elementwise };
}

/** `e` through zero-arity user definitions and one-item conjunction lists. */
function unfolded(e: ScopedExpr, meanings: Meanings): ScopedExpr {
  for (let depth = 0; depth < 64; depth++) {
    const x = e.expr;
    if (x.kind === "Junction" && x.op === "/\\" && x.items.length === 1) {
      e = { ...e, expr: x.items[0]! };
      continue;
    }
    if (x.kind === "Name" && x.args.length === 0 && x.prefix.every((p) => p.args.length === 0) && (e.scope.instanceLocals?.size ?? 0) === 0 && e.scope.locals.size === 0) {
      const m = meanings.ofName(x, e.scope);
      const node = m.kind === "definition" ? m.entity.node : undefined;
      if (m.kind === "definition" && node?.kind === "OperatorDef" && node.params.length === 0 && !m.entity.module.standard) {
        e = { expr: node.body, scope: moduleScope(m.entity.module, m.chain), definition: m.entity.name };
        continue;
      }
    }
    return e;
  }
  return e;
}

/** The variable a plain name `x` (no arguments) means in `scope`, if it is one. */
function variableOf(x: Expr, scope: Scope, meanings: Meanings): number | undefined {
  if (x.kind !== "Name" || x.args.length !== 0 || x.prefix.length !== 0) return undefined;
  const m = meanings.ofName(x, scope);
  return m.kind === "variable" ? m.index : undefined;
}

/** `\A x \in v : body` with one plain bound over a variable: [v, x, body]. */
function forallOverVariable(x: Expr, scope: Scope, meanings: Meanings): [number, Ident, Expr] | undefined {
  if (x.kind !== "Quant" || (x.op !== "\\A" && x.op !== "\\forall") || x.bounds.length !== 1) return undefined;
  const b = x.bounds[0]!;
  if (b.tuple || b.names.length !== 1) return undefined;
  const v = variableOf(b.set, scope, meanings);
  return v === undefined ? undefined : [v, b.names[0]!, x.body];
}

function readsNot(e: Expr, scope: Scope, v: number, sets: ReadSets): boolean {
  const r = sets.of(e, scope);
  return r !== ALL && !r.has(v);
}

function elementwiseOf(part: NamedPart, sets: ReadSets, meanings: Meanings): Elementwise | undefined {
  if (part.reads === undefined) return undefined;
  const { expr: x, scope } = unfolded(part, meanings);
  if (scope.locals.size !== 0 || (scope.instanceLocals?.size ?? 0) !== 0) return undefined;
  if (x.kind === "Infix") {
    const b = meanings.resolved.operators.get(x);
    if (b?.kind !== "builtin" || b.name !== "\\in" || x.right.kind !== "Prefix" || x.right.op !== "SUBSET") return undefined;
    const sb = meanings.resolved.operators.get(x.right);
    if (sb !== undefined && sb.kind !== "builtin") return undefined;
    const v = variableOf(x.left, scope, meanings);
    if (v === undefined || !readsNot(x.right.operand, scope, v, sets)) return undefined;
    return { over: v, scope, subsetOf: x.right.operand };
  }
  const q = forallOverVariable(x, scope, meanings);
  if (q === undefined) return undefined;
  const [v, bound, body] = q;
  const pairs: { bound: Ident; body: Expr }[] = [];
  for (const c of conjunctsOf({ expr: body, scope, definition: undefined }, meanings)) {
    // A conjunct from a zero-arity definition's body cannot name x: it held as in the parent, or nothing is known.
    if (readsNot(c.expr, c.scope, v, sets)) continue;
    if (c.scope !== scope) return undefined;
    const inner = forallOverVariable(c.expr, scope, meanings);
    if (inner === undefined || inner[0] !== v || !readsNot(inner[2], scope, v, sets)) return undefined;
    pairs.push({ bound: inner[1], body: inner[2] });
  }
  return { over: v, scope, bound, body, pairs };
}
