// Temporal formulas as the runtime sees them. The compiler emits, per PROPERTY and for
// the hypotheses of SPECIFICATION, a function that builds such a formula for one run:
// quantifiers over constant sets are expanded when it runs (the bound sets are values
// of the model), so every leaf is an atom closing over its bound variables. Atoms are
// the only things evaluated on states and transitions; everything above them is
// interpreted by the liveness checker (normalize.ts, tableau.ts).

import type { EvalContext, SourceLocation, State } from "../check/spec.js";

// Tests and builders are methods so that emitted TypeScript may declare them with its
// own, narrower context type (method parameters are checked bivariantly).
export interface StateTest {
  test(ctx: EvalContext, s: State): boolean;
}

export interface ActionTest {
  test(ctx: EvalContext, s: State, t: State): boolean;
}

/** A state predicate (level 0 or 1; `ENABLED` included), read at one state. */
export interface StateAtom extends StateTest {
  readonly level: "state";
  readonly location: SourceLocation;
  /**
   * ENABLED <<A>>_v computed from the state's generated successors (constraints
   * ignored): some successor t makes this action atom (<<A>>_v) true. `test` is unused.
   */
  readonly viaSuccessors?: ActionAtom;
  /** With `viaSuccessors`, in the position-recording module only: ENABLED searched step by step as TLC's Tool.enabled does (its errors' positions). */
  readonly stepwise?: StateAtom;
}

/** An action predicate, read on a step s → t (on the stuttering step, t is s). */
export interface ActionAtom extends ActionTest {
  readonly level: "action";
  readonly location: SourceLocation;
}

export type Atom = StateAtom | ActionAtom;

export type Temporal =
  | { readonly kind: "const"; readonly value: boolean }
  | { readonly kind: "atom"; readonly atom: Atom }
  | { readonly kind: "not"; readonly f: Temporal }
  | { readonly kind: "and"; readonly fs: readonly Temporal[] }
  | { readonly kind: "or"; readonly fs: readonly Temporal[] }
  | { readonly kind: "always"; readonly f: Temporal }
  | { readonly kind: "eventually"; readonly f: Temporal }
  /**
   * WF_v(A) / SF_v(A): `enabled` is ENABLED <<A>>_v, `taken` is <<A>>_v. Kept whole so
   * that a hypothesis of the spec becomes a fairness condition of the search, not part
   * of the automaton (LIVENESS.md §3.2); inside a property it is expanded.
   */
  | { readonly kind: "fair"; readonly strong: boolean; readonly enabled: StateAtom; readonly taken: ActionAtom; readonly label: string };

/** A property to check: the name the .cfg gives and its formula for this run. */
export interface TemporalProperty {
  readonly name: string;
  readonly location: SourceLocation;
  formula(ctx: EvalContext): Temporal;
}

/** A formula TLC refuses to check, with TLC's message. */
export class TemporalShapeError extends Error {
  /** The property (or the specification's hypotheses) the formula belongs to, once known. */
  where?: { readonly name: string; readonly location: SourceLocation };
  /** TLC's EC.TLC_LIVE_FORMULA_TAUTOLOGY, which exits 77 (the other refusals exit 75). */
  tautology = false;
  /**
   * TLC's EC.TLC_LIVE_CANNOT_HANDLE_FORMULA (Liveness.astToLive, at start-up): the subformula
   * it names; printed alone as "TLC cannot handle the temporal formula <location>", exit 255.
   */
  cannotHandle?: SourceLocation;
  /** A bounded \A's failure TLC appends to its refusal of the \A ("<location>:" and the cause's message). */
  cannotHandleCause?: unknown;
}

// Builders used by emitted code.

/**
 * A subformula TLC's astToLive refuses (an unbounded or non-constant quantifier, CHOOSE, a
 * RECURSIVE operator of temporal level, ...): building the formula fails as TLC's start-up does.
 */
export function cannotHandle(location: SourceLocation, cause?: unknown): never {
  const e = new TemporalShapeError("TLC cannot handle the temporal formula");
  e.cannotHandle = location;
  if (cause !== undefined) e.cannotHandleCause = cause;
  throw e;
}

/**
 * A bounded quantifier built by `build` (its set enumerated, its body built per element), as
 * TLC's astToLive builds one: any failure inside is its refusal of the quantifier, located at
 * `location` (the quantifier, or the definition applied around it). For a `\A` not inside a
 * definition (`cause`) a TLC runtime exception's message follows (OPCODE_bf's Assert.fail with two
 * parameters): a refusal nested inside, or an evaluation error such as a bound TLC cannot
 * enumerate. A `\A` on TLC's walk of the property (`walked`) lets its body's refusals through.
 */
export function quantified(location: SourceLocation, mode: "alone" | "cause" | "walked", build: () => Temporal): Temporal {
  try {
    return build();
  } catch (e) {
    const refused = e instanceof TemporalShapeError && e.cannotHandle !== undefined;
    if (mode === "walked" && refused) throw e;
    // An evaluation error (TLC's EvalException is a TLCRuntimeException), bare or located.
    const runtime = refused || (e instanceof Error && (e.name === "EvalError" || (e.cause instanceof Error && e.cause.name === "EvalError")));
    return cannotHandle(location, mode !== "alone" && runtime ? e : undefined);
  }
}

export const TRUE: Temporal = { kind: "const", value: true };
export const FALSE: Temporal = { kind: "const", value: false };

export function constant(value: boolean): Temporal {
  return value ? TRUE : FALSE;
}

export function stateAtom(location: SourceLocation, t: StateTest): Temporal {
  return { kind: "atom", atom: { level: "state", test: t.test, location } };
}

export function actionAtom(location: SourceLocation, t: ActionTest): Temporal {
  return { kind: "atom", atom: { level: "action", test: t.test, location } };
}

export function not(f: Temporal): Temporal {
  return { kind: "not", f };
}

export function and(fs: readonly Temporal[]): Temporal {
  return fs.length === 1 ? fs[0]! : { kind: "and", fs };
}

export function or(fs: readonly Temporal[]): Temporal {
  return fs.length === 1 ? fs[0]! : { kind: "or", fs };
}

export function implies(a: Temporal, b: Temporal): Temporal {
  return or([not(a), b]);
}

export function equiv(a: Temporal, b: Temporal): Temporal {
  return or([and([a, b]), and([not(a), not(b)])]);
}

export function always(f: Temporal): Temporal {
  return { kind: "always", f };
}

export function eventually(f: Temporal): Temporal {
  return { kind: "eventually", f };
}

/** P ~> Q is [](P => <>Q). */
export function leadsTo(p: Temporal, q: Temporal): Temporal {
  return always(or([not(p), eventually(q)]));
}

export function fair(strong: boolean, label: string, enabled: Temporal, taken: Temporal): Temporal {
  if (enabled.kind !== "atom" || enabled.atom.level !== "state" || taken.kind !== "atom" || taken.atom.level !== "action") {
    throw new Error("fairness needs a state atom (ENABLED) and an action atom");
  }
  return { kind: "fair", strong, label, enabled: enabled.atom, taken: taken.atom };
}

/** WF/SF whose ENABLED is read off the spec's successors (the action primes more than variables). */
export function fairBySuccessors(strong: boolean, label: string, location: SourceLocation, taken: Temporal, stepwise?: Temporal): Temporal {
  if (taken.kind !== "atom" || taken.atom.level !== "action") throw new Error("fairness needs an action atom");
  const enabled: StateAtom = {
    level: "state",
    location,
    viaSuccessors: taken.atom,
    ...(stepwise?.kind === "atom" && stepwise.atom.level === "state" ? { stepwise: stepwise.atom } : {}),
    test: () => {
      throw new Error("ENABLED by successors is computed by the behaviour graph");
    },
  };
  return { kind: "fair", strong, label, enabled, taken: taken.atom };
}

/** The definition of WF/SF as a formula (LIVENESS.md §1.3), for fairness inside a property. */
export function expandFairness(f: Extract<Temporal, { kind: "fair" }>): Temporal {
  const en: Temporal = { kind: "atom", atom: f.enabled };
  const taken: Temporal = { kind: "atom", atom: f.taken };
  if (!f.strong) return always(eventually(or([not(en), taken])));
  return or([eventually(always(not(en))), always(eventually(taken))]);
}
