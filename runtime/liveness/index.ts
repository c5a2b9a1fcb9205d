// Liveness checking for one run (LIVENESS.md §3): built from the compiled spec's
// hypotheses and temporal properties before the search, fed by the breadth-first
// search through `graph`, and asked after the search whether some property has a fair
// counterexample. Properties are checked one at a time, in .cfg order; the first
// violated one gives the counterexample, which is then checked against every property
// (TLC names each property its counterexample violates).

import type { CompiledSpec, EvalContext, SourceLocation, State } from "../check/spec.js";
import type { Atom, ActionAtom, StateAtom, TemporalProperty } from "./formula.js";
import { BehaviourGraph } from "./graph.js";
import { casesOf, evaluate, fairnessOf, splitImplied, TemporalShapeError, type FairnessCondition, type LivenessCase, type Nnf } from "./normalize.js";
import { atomsOf, compileStepTest, type AtomIndex } from "./predicate.js";
import { findFairCycle, type FairnessBits, type Lasso, type ProductCase, type SearchStats } from "./productSearch.js";
import { buildTableau, initialStatePreds, type StatePred, type Tableau } from "./tableau.js";
import { PrefixWatch } from "./prefixWatch.js";
import type { StepGraph } from "./graph.js";
import { buildTlcProduct, LassoGraph, parallelGraph, type ConcreteExpander } from "./derivedGraphs.js";

export { TemporalShapeError } from "./normalize.js";

interface PreparedProperty {
  readonly property: TemporalProperty;
  readonly cases: readonly { readonly c: LivenessCase; readonly tableau: Tableau }[];
}

export interface LivenessViolation {
  readonly name: string;
  /** Every property the lasso violates, in .cfg order, each name once (`name` among them). */
  readonly names: readonly string[];
  readonly location: SourceLocation;
  readonly lasso: Lasso;
  /**
   * TLC's OrderOfSolution.hasEmptyPEMAndBoxFreePromises for the case of the negation that
   * gave the lasso: no fairness or other <>[]/[]<> condition, no [] inside a <> of its
   * tableau formula. Then TLC prints no warning after a stuttering counterexample.
   */
  readonly safetyLike: boolean;
}

export class LivenessChecker {
  readonly graph: BehaviourGraph;
  /** Strongly connected components examined for the properties. */
  readonly stats: SearchStats = { sccs: 0 };
  readonly fairness: readonly FairnessCondition[];
  /** The specification's temporal conjuncts, fairness or other (TLC's tool.getTemporals()). */
  readonly temporals: number;
  private readonly prepared: PreparedProperty[] = [];
  /** The cases of "the spec has a behaviour at all" (the property FALSE). */
  private readonly anyBehaviour: PreparedProperty;
  private readonly atoms: AtomIndex;
  /**
   * Implied parts TLC checks during the search (normalize.ts `splitImplied`): `[A]_v` on every step, named
   * by the location of its `[][A]_v`, and state predicates on the initial states.
   */
  readonly impliedActions: ActionAtom[] = [];
  readonly impliedInits: { readonly name: string; holds(ctx: EvalContext, s: State): boolean }[] = [];
  /**
   * Under VIEW or SYMMETRY: Next on a concrete state after the search, set by the search. With
   * it the product is built as TLC builds it (derivedGraphs.ts), from the concrete states.
   */
  expander: ConcreteExpander | undefined;
  private parallel: StepGraph | undefined;
  /** Per property, the watches of its cases TLC reports a finite-prefix counterexample for during the search. */
  private readonly watches: { readonly prepared: PreparedProperty; readonly c: LivenessCase; readonly watch: PrefixWatch }[] = [];
  /** The case whose product gave the last lasso `search` found. */
  private found: LivenessCase | undefined;
  /** Per initial node of each case's TLC tableau, the state predicates TLC asks of a new initial state (`labelInitial`). */
  private readonly initialChecks: StatePred[][] = [];

  /** @throws TemporalShapeError for a formula TLC cannot check */
  constructor(spec: CompiledSpec, ctx: EvalContext) {
    const live = spec.liveness!;
    const { fairness, others } = fairnessOf(live.hypotheses(ctx));
    this.fairness = fairness;
    this.temporals = fairness.length + others.length;
    const stateAtoms: StateAtom[] = [];
    const actionAtoms: ActionAtom[] = [];
    const state = new Map<Atom, number>();
    const action = new Map<Atom, number>();
    const register = (a: Atom): void => {
      if (a.level === "state" && !state.has(a)) {
        state.set(a, stateAtoms.length);
        stateAtoms.push(a);
      } else if (a.level === "action" && !action.has(a)) {
        action.set(a, actionAtoms.length);
        actionAtoms.push(a);
      }
    };
    for (const f of fairness) {
      register(f.enabled);
      register(f.taken);
    }
    for (const property of live.properties) {
      const split = located(property, () => splitImplied(property.formula(ctx)));
      const rest = split.rest;
      const cases = rest.kind === "const" && rest.value && split.steps.length > 0 ? [] : located(property, () => casesOf(others, rest));
      this.impliedActions.push(...split.steps);
      for (const f of split.initial) this.impliedInits.push({ name: property.name, holds: (c, s) => evaluate(f, (a) => a.test(c, s)) });
      const used = new Set<Atom>();
      for (const c of cases) [...c.filter, ...c.buchi, c.rest].forEach((f) => atomsOf(f, used));
      used.forEach(register);
      this.prepared.push({ property, cases: cases.map((c) => ({ c, tableau: buildTableau(c.rest) })) });
      for (const c of cases) if (c.rest.k !== "true") this.initialChecks.push(...(initialStatePreds(c.rest) ?? []));
    }
    const anyCases = casesOf(others, { kind: "const", value: false });
    for (const c of anyCases) {
      const used = new Set<Atom>();
      [...c.filter, ...c.buchi, c.rest].forEach((f) => atomsOf(f, used));
      used.forEach(register);
    }
    this.anyBehaviour = { property: { name: "", location: live.properties[0]!.location, formula: () => ({ kind: "const", value: false }) }, cases: anyCases.map((c) => ({ c, tableau: buildTableau(c.rest) })) };
    this.atoms = { state, action };
    this.graph = new BehaviourGraph(stateAtoms, actionAtoms, ctx, spec.view !== undefined || spec.symmetry !== undefined);
    // A tableau's state predicates are TLC's to evaluate on successors (graph.ts `successorAtoms`).
    const tableauAtoms = new Set<Atom>();
    for (const { cases } of this.prepared) for (const { c } of cases) if (c.rest.k !== "true") atomsOf(c.rest, tableauAtoms);
    this.graph.setSuccessorAtoms([...tableauAtoms].filter((a) => a.level === "state" && a.viaSuccessors === undefined).map((a) => state.get(a)!));
    // TLC's "possible error model" of a case is empty without fairness and []<>/<>[] conditions.
    if (fairness.length > 0) return;
    for (const prepared of this.prepared) {
      for (const { c, tableau } of prepared.cases) {
        if (c.filter.length > 0 || c.buchi.length > 0) continue;
        const watch = PrefixWatch.of(tableau, this.particleLiterals(tableau));
        if (watch !== undefined) this.watches.push({ prepared, c, watch });
      }
    }
  }

  /** Whether some property has a tableau, whose predicates TLC evaluates on each new initial state. */
  get labelsInitial(): boolean {
    return this.initialChecks.length > 0;
  }

  /**
   * TLC's TableauLiveChecker.addInitState, which ModelChecker's DoInitFunctor calls on each new initial
   * state (after its CONSTRAINTs, before its invariants): each initial tableau node's state predicates in
   * order, up to the first false one (TBGraphNode.isConsistent). Only for the errors this raises, as TLC
   * raises them: the behaviour graph labels the state again when it is expanded.
   */
  labelInitial(ctx: EvalContext, s: State): void {
    for (const node of this.initialChecks) {
      for (const p of node) if (!holdsAt(p, ctx, s)) break;
    }
  }

  /**
   * After state `s` was expanded and labelled: TLC's finite-prefix counterexample, when
   * this expansion gave one (prefixWatch.ts); its lasso ends stuttering.
   */
  prefixViolation(s: number): LivenessViolation | undefined {
    for (const { prepared, c, watch } of this.watches) {
      const path = watch.expanded(this.graph, s);
      if (path === undefined) continue;
      const lasso: Lasso = { prefix: path, cycle: [path[path.length - 1]!] };
      return { name: prepared.property.name, names: this.violatedOn(lasso, prepared), location: prepared.property.location, lasso, safetyLike: this.safetyLike(c) };
    }
    return undefined;
  }

  /** hasEmptyPEMAndBoxFreePromises (LivenessViolation.safetyLike) for case `c`. */
  private safetyLike(c: LivenessCase): boolean {
    return this.fairness.length === 0 && c.filter.length === 0 && c.buchi.length === 0 && !boxInPromise(c.rest, false);
  }

  private particleLiterals(tableau: Tableau): (readonly (readonly [number, boolean])[])[] {
    return tableau.particles.map((p) => p.literals.map((l) => [this.atoms.state.get(l.atom)!, l.pos] as const));
  }

  get propertyCount(): number {
    return this.prepared.length;
  }

  /** After a complete search: the first violated property with a lasso, if any. */
  findViolation(): LivenessViolation | undefined {
    for (const prepared of this.prepared) {
      const lasso = this.search(prepared, this.stats);
      if (lasso !== undefined) return { name: prepared.property.name, names: this.violatedOn(lasso, prepared), location: prepared.property.location, lasso, safetyLike: this.safetyLike(this.found!) };
    }
    return undefined;
  }

  /**
   * Whether some behaviour satisfies the fairness conditions (and other hypotheses):
   * when none does, every temporal property holds vacuously (LIVENESS.md §4, §5.7).
   */
  hasFairBehaviour(): boolean {
    // Without fairness or other hypotheses, stuttering at an initial state is a behaviour.
    if (this.fairness.length === 0 && this.anyBehaviour.cases.every((x) => x.c.rest.k === "true" && x.c.filter.length === 0 && x.c.buchi.length === 0)) return true;
    return this.search(this.anyBehaviour, { sccs: 0 }) !== undefined;
  }

  /**
   * The names of the properties `lasso` violates (`found`, whose search gave it, among
   * them). Like TLC (Liveness.findViolatedProperties evaluates each property on the printed
   * lasso), fairness plays no part: the printed cycle need not be fair itself, its
   * component was (difftest --models seed 109).
   */
  private violatedOn(lasso: Lasso, found: PreparedProperty): string[] {
    const g = new LassoGraph(this.graph, lasso);
    const names: string[] = [];
    for (const prepared of this.prepared) {
      const name = prepared.property.name;
      if (names.includes(name)) continue;
      if (prepared === found || this.search(prepared, { sccs: 0 }, g, false) !== undefined) names.push(name);
    }
    return names;
  }

  private search({ cases }: PreparedProperty, stats: SearchStats, g: StepGraph = this.graph, fair = true): Lasso | undefined {
    const fairness: FairnessBits[] = (fair ? this.fairness : []).map((f) => ({ strong: f.strong, enabled: this.atoms.state.get(f.enabled)!, taken: this.atoms.action.get(f.taken)! }));
    for (const { c, tableau } of cases) {
      const literals = this.particleLiterals(tableau);
      let graph = g;
      let explicit: ProductCase["explicit"];
      // Under VIEW/SYMMETRY, the graph TLC builds (derivedGraphs.ts): without a tableau, the
      // successors' parallel edges; with one, the product built as the search went.
      if (g === this.graph && this.graph.concrete !== undefined) {
        if (c.rest.k === "true") graph = this.parallel ??= parallelGraph(this.graph);
        else if (this.expander !== undefined) {
          const product = buildTlcProduct(this.graph, tableau, literals, this.expander);
          graph = product;
          explicit = product;
        }
      }
      const productCase: ProductCase = {
        tableau,
        literals,
        filter: c.filter.length === 0 ? undefined : compileStepTest({ k: "and", xs: c.filter }, graph, this.atoms),
        buchi: c.buchi.map((b) => compileStepTest(b, graph, this.atoms)),
        ...(explicit !== undefined ? { explicit } : {}),
      };
      const lasso = findFairCycle(graph, productCase, fairness, stats);
      if (lasso !== undefined) {
        this.found = c;
        return lasso;
      }
    }
    return undefined;
  }
}

/** A state predicate of a tableau node on state `s` (an ENABLED read off the successors is not known yet: true). */
function holdsAt(f: StatePred, ctx: EvalContext, s: State): boolean {
  switch (f.k) {
    case "true":
      return true;
    case "false":
      return false;
    case "lit":
      return f.atom.level !== "state" || f.atom.viaSuccessors !== undefined ? true : f.atom.test(ctx, s) === f.pos;
    case "and":
      return f.xs.every((x) => holdsAt(x, ctx, s));
    case "or":
      return f.xs.some((x) => holdsAt(x, ctx, s));
    default:
      return true;
  }
}

/** Whether `f` has a [] inside a <> (`inside`: under one already; TLC's containsBoxOperator over its promises). */
function boxInPromise(f: Nnf, inside: boolean): boolean {
  switch (f.k) {
    case "always":
      return inside || boxInPromise(f.x, inside);
    case "eventually":
      return boxInPromise(f.x, true);
    case "and":
    case "or":
      return f.xs.some((x) => boxInPromise(x, inside));
    default:
      return false;
  }
}

/** Runs `f`, naming `property` in a TemporalShapeError it throws. */
function located<T>(property: TemporalProperty, f: () => T): T {
  try {
    return f();
  } catch (e) {
    if (e instanceof TemporalShapeError) e.where ??= { name: property.name, location: property.location };
    throw e;
  }
}

export function hasLiveness(spec: CompiledSpec): boolean {
  return spec.liveness !== undefined && spec.liveness.properties.length > 0;
}

export function isShapeError(e: unknown): e is TemporalShapeError {
  return e instanceof TemporalShapeError;
}
