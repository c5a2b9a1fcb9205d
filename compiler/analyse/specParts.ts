// Takes a behaviour formula apart the way TLC's SpecProcessor does: the conjuncts
// of `SPECIFICATION Spec` (looking through definitions such as `FairSpec == Spec /\
// WF_vars(Next)`) give Init (state-level conjuncts), Next (`[][Next]_vars`) and
// fairness; a PROPERTY gives invariants (`[]P`, P state-level), action properties
// (`[][A]_v`) and temporal formulas the safety checker does not handle yet.

import type { Expr, NameExpr, Node, OperatorDef, Quant } from "../../grammar/tla/ast.js";
import { Level, type LocalMeaning, type Meanings, type Scope } from "./scope.js";
import type { LevelChecker } from "./levels.js";
import type { Instantiation } from "../resolve/model.js";

export interface ScopedExpr {
  readonly expr: Expr;
  readonly scope: Scope;
  /** The definition whose body holds `expr` (for action labels), if any. */
  readonly definition: string | undefined;
  /** False when `expr` is only a conjunct of that definition's body, not all of it. */
  readonly whole?: boolean;
  /** SANY's name of that definition where it was applied (`I!Inv` through `I == INSTANCE M`), when not `definition`. */
  readonly appliedAs?: string;
  /**
   * The definitions applied without arguments that the walk expanded to reach `expr`, outermost first (TLC's
   * processConfigSpec keeps them to tell a SPECIFICATION's fairness that is all a PROPERTY's: EC 2258).
   */
  readonly via?: readonly string[];
}

export interface BehaviourParts {
  readonly init: ScopedExpr[];
  readonly next: (ScopedExpr & { readonly subscript: Expr })[];
  readonly fairness: ScopedExpr[];
  readonly other: ScopedExpr[];
}

/**
 * A `[]P` or `[][A]_v` conjunct of a PROPERTY, with the name TLC reports it by: the
 * definition whose whole body it is (following zero-arity definitions down to it), or,
 * when it is only a conjunct of a body, no name (TLC prints its source location).
 */
export interface BoxedPart {
  readonly formula: Expr;
  readonly definedAs: string | undefined;
}

export interface PropertyParts {
  readonly invariants: (ScopedExpr & BoxedPart)[];
  /** `box`: the `[A]_v` itself, the first of TLC's nested positions for an error in it. */
  readonly actions: (ScopedExpr & BoxedPart & { readonly subscript: Expr; readonly box: Expr })[];
  readonly temporal: ScopedExpr[];
}

/** The conjuncts of `e`, expanding zero-arity definitions of temporal or action level. */
/** Whether `entity` was declared by a RECURSIVE statement (its name first introduced there, not at its definition). */
export function declaredRecursive(entity: { readonly kind: string; readonly nameRange: { readonly start: number }; readonly node?: { readonly kind: string } | undefined }): boolean {
  const node = entity.node;
  return entity.kind === "operator" && node !== undefined && node.kind === "OperatorDef" && entity.nameRange.start !== (node as OperatorDef).name.range.start;
}

/**
 * `stateLevel` (a PROPERTY, TLC's processConfigProps): state-level definitions are expanded too, so that each
 * conjunct of their bodies is an initial-state check of its own; a SPECIFICATION keeps its `Init` whole.
 */
function conjuncts(e: ScopedExpr, meanings: Meanings, levels: LevelChecker, out: ScopedExpr[], stateLevel = false): void {
  const x = e.expr;
  if (x.kind === "Junction" && x.op === "/\\") {
    for (const item of x.items) conjuncts({ ...e, expr: item, whole: false }, meanings, levels, out, stateLevel);
    return;
  }
  if (x.kind === "Infix") {
    const b = meanings.resolved.operators.get(x);
    if (b?.kind === "builtin" && b.name === "/\\") {
      conjuncts({ ...e, expr: x.left, whole: false }, meanings, levels, out, stateLevel);
      conjuncts({ ...e, expr: x.right, whole: false }, meanings, levels, out, stateLevel);
      return;
    }
  }
  if (x.kind === "Label") return conjuncts({ ...e, expr: x.body, whole: false }, meanings, levels, out, stateLevel);
  // TLC's processConfigProps looks into a LET's body; its definitions (without parameters) are the expressions they name.
  if (x.kind === "Let" && x.defs.every((d) => d.kind === "OperatorDef" && d.params.length === 0)) {
    const locals = new Map(e.scope.locals);
    const scope: Scope = { ...e.scope, locals };
    for (const d of x.defs) if (d.kind === "OperatorDef") locals.set(d, { kind: "inline", expr: d.body, scope });
    return conjuncts({ ...e, expr: x.body, scope, whole: false }, meanings, levels, out, stateLevel);
  }
  if (x.kind === "Name") {
    const m = meanings.ofName(x, e.scope);
    // A parameter given a temporal formula (`MyNext(myNext) == myNext` applied to `[][Next]_vars`): that formula.
    if (m.kind === "local" && m.local.kind === "inline" && x.args.length === 0 && levels.of(x, e.scope) >= Level.Temporal) {
      return conjuncts({ ...e, expr: m.local.expr, scope: m.local.scope }, meanings, levels, out, stateLevel);
    }
    const node = m.kind === "definition" ? m.entity.node : undefined;
    // As TLC's processConfigProps, an application with arguments too (`Safe(x)`, `Box(Small, x)`,
    // `I!Safe(x)`): the body with its parameters given the arguments, named by the definition
    // as SANY names it there; but not inside the body of an instance's definition when the
    // instance substitutes something (TLC's `subs` list is not empty there).
    const expands = x.args.length === 0 || !e.scope.chain.some((i) => i.substitutions.size > 0);
    const bound = expands ? instanceArguments(x, e.scope, meanings) : undefined;
    // Nor a RECURSIVE operator (processConfigProps tests OpDefNode.getInRecursive).
    if (m.kind === "definition" && node?.kind === "OperatorDef" && node.params.length === x.args.length && bound !== undefined && !m.entity.module.standard && !declaredRecursive(m.entity)) {
      const params: [Node, LocalMeaning][] = node.params.map((param, i) => [param, { kind: "inline", expr: x.args[i]!, scope: e.scope }]);
      const scope: Scope = { module: m.entity.module, chain: m.chain, locals: new Map(params), ...(bound.size > 0 ? { instanceLocals: bound } : {}) };
      // TLC's processConfigProps expands a zero-arity definition of any level; a state-level one ends as
      // initial-state checks, one per conjunct of its body, each named by its location unless it is itself
      // a definition (`Abs!Init == /\ a = 0 /\ b = 0` reports the failing `a = 0` by its location). An
      // action-level name stays whole (its refusal names it).
      const level = levels.of(x, e.scope);
      if (level >= Level.Temporal || (stateLevel && level <= Level.State)) {
        const via = x.args.length === 0 && x.prefix.length === 0 ? [...(e.via ?? []), x.name] : e.via;
        conjuncts({ expr: node.body, scope, definition: m.entity.name, appliedAs: sanyName(m.entity.name, m.chain.slice(e.scope.chain.length)), ...(via !== undefined ? { via } : {}) }, meanings, levels, out, stateLevel);
        return;
      }
    }
  }
  out.push(e);
}

/**
 * `[]e` with e an application of a zero-arity operator: TLC's processConfigProps names the invariant by that
 * operator as SANY names it there (`[]Inv`: Inv; `[]I!Inv`: I!Inv; `[]FALSE`: FALSE), not by the definition
 * holding `[]e` nor by its location; one level only (`[]Inv2` with `Inv2 == Inv`: Inv2). Observed with TLC 2026.04.
 */
function boxedName(e: Expr, scope: Scope, meanings: Meanings): string | undefined {
  if (e.kind !== "Name" || e.args.length > 0 || e.prefix.some((p) => p.args.length > 0)) return undefined;
  const m = meanings.ofName(e, scope);
  if (m.kind === "builtin") return e.name === "TRUE" || e.name === "FALSE" ? e.name : undefined;
  const node = m.kind === "definition" ? m.entity.node : undefined;
  if (m.kind !== "definition" || node?.kind !== "OperatorDef" || node.params.length > 0) return undefined;
  return sanyName(m.entity.name, m.chain.slice(scope.chain.length));
}

/**
 * The name TLC reports a state-level PROPERTY conjunct by (violated by an initial state):
 * the innermost zero-arity definition it names through a chain of them (`LInit` in
 * `Abs!LSpec == LInit /\ ...`), else the definition that is all of it; undefined when
 * it is only part of a body (TLC prints its location).
 */
export function stateConjunctName(t: ScopedExpr, meanings: Meanings): string | undefined {
  let name = t.whole === false ? undefined : (t.appliedAs ?? t.definition);
  let x = t.expr;
  let scope = t.scope;
  while (x.kind === "Name" && x.args.length === 0) {
    const m = meanings.ofName(x, scope);
    const node = m.kind === "definition" ? m.entity.node : undefined;
    if (m.kind !== "definition" || node?.kind !== "OperatorDef" || node.params.length > 0 || m.entity.module.standard) break;
    name = sanyName(m.entity.name, m.chain.slice(scope.chain.length));
    x = node.body;
    scope = { module: m.entity.module, chain: m.chain, locals: new Map() };
  }
  return name;
}

/**
 * The instance locals of `x`'s scope with the parameters of each instance on its path
 * given that segment's arguments (`P(3)!Inv`: P's parameter k is 3), kept as expressions;
 * undefined when a segment's instance is not found.
 */
function instanceArguments(x: NameExpr, scope: Scope, meanings: Meanings): NonNullable<Scope["instanceLocals"]> | undefined {
  const binding = meanings.resolved.references.get(x);
  const via = binding !== undefined && "via" in binding ? binding.via : [];
  const out = new Map(scope.instanceLocals ?? []);
  for (const segment of x.prefix) {
    if (segment.args.length === 0) continue;
    const inst = via.find((i) => i.moduleDef?.name.name === segment.name && i.moduleDef.params.length === segment.args.length);
    if (inst?.moduleDef === undefined) return undefined;
    const site = new Map(out.get(inst.instance) ?? []);
    inst.moduleDef.params.forEach((p, i) => site.set(p, { kind: "inline", expr: segment.args[i]!, scope }));
    out.set(inst.instance, site);
  }
  return out;
}

/** `I!J!D` for D reached through the named instances I and J (an unnamed INSTANCE adds nothing). */
function sanyName(name: string, via: readonly Instantiation[]): string {
  return [...via.flatMap((i) => (i.moduleDef === undefined ? [] : [i.moduleDef.name.name])), name].join("!");
}

/** `[][A]_v` as A and v. */
function boxAction(e: Expr): { action: Expr; subscript: Expr; box: Expr } | undefined {
  if (e.kind === "Prefix" && e.op === "[]" && e.operand.kind === "BoxAction") return { action: e.operand.action, subscript: e.operand.subscript, box: e.operand };
  return undefined;
}

export function behaviourParts(spec: ScopedExpr, meanings: Meanings, levels: LevelChecker): BehaviourParts {
  const parts: BehaviourParts = { init: [], next: [], fairness: [], other: [] };
  const all: ScopedExpr[] = [];
  conjuncts(spec, meanings, levels, all);
  for (const c of all) {
    const box = boxAction(c.expr);
    // TLC's processConfigSpec makes `[][A]_v`'s A an Action of no definition: its getActions names a part by
    // the definition it applies (`[][Next]_v`: Next) and any other part "Action", whatever definition holds the
    // `[][A]_v` (`Spec == Init /\ [][x' = x + 1]_x`: <Action line ..>; TLC's test model IncompleteNext).
    // Inside an instance that substitutes something the part is a SubstInNode: "Action" too (specEmitter `splitNext`).
    if (box !== undefined) parts.next.push({ expr: box.action, subscript: box.subscript, scope: c.scope, definition: undefined });
    else if (c.expr.kind === "Fairness") parts.fairness.push(c);
    else if (levels.of(c.expr, c.scope) <= Level.State) parts.init.push(c);
    else if (levels.of(c.expr, c.scope) === Level.Temporal && isFairnessConjunction(c.expr)) parts.fairness.push(c);
    else parts.other.push(c);
  }
  return parts;
}

/** `\A p \in P : WF_v(A(p))` and the like. */
function isFairnessConjunction(e: Expr): boolean {
  if (e.kind === "Fairness") return true;
  if (e.kind === "Quant" && (e.op === "\\A" || e.op === "\\forall")) return isFairnessConjunction(e.body);
  if (e.kind === "Junction" && e.op === "/\\") return e.items.every(isFairnessConjunction);
  return false;
}

export function propertyParts(prop: ScopedExpr, meanings: Meanings, levels: LevelChecker): PropertyParts {
  const parts: PropertyParts = { invariants: [], actions: [], temporal: [] };
  const all: ScopedExpr[] = [];
  conjuncts(prop, meanings, levels, all, true);
  for (const c of all) {
    const box = boxAction(c.expr);
    const named: BoxedPart = { formula: c.expr, definedAs: c.whole === false ? undefined : (c.appliedAs ?? c.definition) };
    if (box !== undefined) parts.actions.push({ expr: box.action, subscript: box.subscript, box: box.box, scope: c.scope, definition: c.definition, ...named });
    else if (c.expr.kind === "Prefix" && c.expr.op === "[]" && levels.of(c.expr.operand, c.scope) <= Level.State) {
      const applied = boxedName(c.expr.operand, c.scope, meanings);
      parts.invariants.push({ ...c, expr: c.expr.operand, ...named, ...(applied !== undefined ? { definedAs: applied } : {}) });
    } else {
      const each = boxedForAll(c, meanings, levels);
      if (each === undefined) parts.temporal.push(c);
      else {
        parts.invariants.push(...each.invariants);
        parts.temporal.push(...each.temporal);
      }
    }
  }
  return parts;
}

/**
 * `\A i \in S : []P(i) /\ []Q(i)` over constant sets: TLC's processConfigProps checks
 * each `[]P` for every `i` as an invariant, named by its location; here `\A i \in S : P(i)`
 * is that invariant, and `\A i \in S : L(i)` each other conjunct (`<>Q(i)`). Undefined when
 * no conjunct is such a `[]P`, or one is `[][A]_v` or comes from an expanded definition
 * (compiled in that definition's scope, where the bound variables are not).
 */
function boxedForAll(c: ScopedExpr, meanings: Meanings, levels: LevelChecker): { invariants: (ScopedExpr & BoxedPart)[]; temporal: ScopedExpr[] } | undefined {
  const q = c.expr;
  if (q.kind !== "Quant" || (q.op !== "\\A" && q.op !== "\\forall")) return undefined;
  if (q.bounds.some((b) => levels.of(b.set, c.scope) > Level.Constant)) return undefined;
  const body: ScopedExpr[] = [];
  conjuncts({ ...c, expr: q.body, whole: false }, meanings, levels, body);
  const out = { invariants: [] as (ScopedExpr & BoxedPart)[], temporal: [] as ScopedExpr[] };
  for (const b of body) {
    const x = b.expr;
    if (b.scope !== c.scope || boxAction(x) !== undefined) return undefined;
    if (x.kind === "Prefix" && x.op === "[]" && levels.of(x.operand, c.scope) <= Level.State) {
      const each: Quant = { ...q, body: x.operand };
      out.invariants.push({ expr: each, scope: c.scope, definition: c.definition, whole: false, formula: x, definedAs: undefined });
    } else {
      const each: Quant = { ...q, body: x };
      out.temporal.push({ expr: each, scope: c.scope, definition: c.definition, whole: false });
    }
  }
  return out.invariants.length === 0 ? undefined : out;
}

/**
 * The initial predicate TLC evaluates for an Init conjunct of a SPECIFICATION: its
 * processConfigSpec puts the body of a zero-arity definition whose body is state-level
 * (`Init` in `Spec == Init /\ [][Next]_v`) into its initial predicates, not the
 * application, so the nested positions of an error while computing the initial states
 * (in Init, or in a constraint or an invariant of an initial state) start with that body,
 * not with the reference to it. Anything else is evaluated as it is.
 */
export function specInitBody(c: ScopedExpr, meanings: Meanings): ScopedExpr {
  const x = c.expr;
  if (x.kind !== "Name" || x.args.length !== 0) return c;
  const m = meanings.ofName(x, c.scope);
  if (m.kind !== "definition" || m.entity.node?.kind !== "OperatorDef" || m.entity.node.params.length !== 0 || m.entity.module.standard) return c;
  const bound = instanceArguments(x, c.scope, meanings);
  if (bound === undefined) return c;
  const scope: Scope = { module: m.entity.module, chain: m.chain, locals: new Map(), ...(bound.size > 0 ? { instanceLocals: bound } : {}) };
  return { expr: m.entity.node.body, scope, definition: m.entity.name };
}
