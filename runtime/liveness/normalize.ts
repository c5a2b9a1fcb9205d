// From `hypotheses => property` to what the search needs (LIVENESS.md §3.2): the
// WF/SF conjuncts of the hypotheses become fairness conditions of the search, and
// ~property (with any other hypotheses) is put in negation normal form, simplified,
// and split at its top-level disjunctions into cases. In each case, top-level
// `<>[]X` conjuncts (X without temporal operators) become an edge filter, `[]<>X`
// conjuncts Büchi conditions on edges, and what remains must be free of action atoms
// and goes to the tableau (tableau.ts). The property is violated iff some case has a
// reachable fair cycle; a case is the same as one of TLC's PossibleErrorModels minus
// the fairness it distributes into the formula.

import { expandFairness, TemporalShapeError, type ActionAtom, type Atom, type StateAtom, type Temporal } from "./formula.js";

/** Negation normal form, with constants folded away except at the root. */
export type Nnf =
  | { readonly k: "true" }
  | { readonly k: "false" }
  | { readonly k: "lit"; readonly atom: Atom; readonly pos: boolean }
  | { readonly k: "and"; readonly xs: readonly Nnf[] }
  | { readonly k: "or"; readonly xs: readonly Nnf[] }
  | { readonly k: "always"; readonly x: Nnf }
  | { readonly k: "eventually"; readonly x: Nnf };

export interface FairnessCondition {
  readonly strong: boolean;
  readonly label: string;
  readonly enabled: StateAtom;
  readonly taken: ActionAtom;
}

export interface LivenessCase {
  /** Conjunction of the `<>[]X` bodies: every step of the cycle satisfies them. */
  readonly filter: readonly Nnf[];
  /** `[]<>X` bodies: each holds on some step of the cycle. */
  readonly buchi: readonly Nnf[];
  /** The action-free rest, for the tableau (`true` when nothing remains). */
  readonly rest: Nnf;
}


export { TemporalShapeError };

const T: Nnf = { k: "true" };
const F: Nnf = { k: "false" };
const MAX_CASES = 4096;

/** Splits the hypotheses into fairness conditions and other temporal assumptions. */
export function fairnessOf(hypotheses: readonly Temporal[]): { fairness: FairnessCondition[]; others: Temporal[] } {
  const fairness: FairnessCondition[] = [];
  const others: Temporal[] = [];
  const visit = (f: Temporal): void => {
    if (f.kind === "and") for (const x of f.fs) visit(x);
    else if (f.kind === "fair") fairness.push({ strong: f.strong, label: f.label, enabled: f.enabled, taken: f.taken });
    else if (!(f.kind === "const" && f.value)) others.push(f);
  };
  for (const h of hypotheses) visit(h);
  return { fairness, others };
}

/** The cases of `others /\ ~property`; none when the negation is unsatisfiable by simplification. */
export function casesOf(others: readonly Temporal[], property: Temporal): LivenessCase[] {
  const raw = and([...others.map((o) => nnf(o, true)), nnf(property, false)]);
  // TLC folds constants through the boolean connectives only: `<>[]TRUE => TRUE` is
  // refused, `<>TRUE` is checked (LIVENESS.md §1.3). simplify() folds no more than that
  // either, so every atom TLC keeps in its tableau is labelled here too.
  if (foldBoolean(raw).k === "false") throw Object.assign(new TemporalShapeError("Temporal formula is a tautology (its negation is unsatisfiable)."), { tautology: true });
  const negated = simplify(raw);
  if (negated.k === "false") return [];
  const out: LivenessCase[] = [];
  for (const conj of dnf(negated)) {
    const filter: Nnf[] = [];
    const buchi: Nnf[] = [];
    const rest: Nnf[] = [];
    for (const item of conj) {
      if (item.k === "eventually" && item.x.k === "always" && isPredicate(item.x.x)) filter.push(item.x.x);
      else if (item.k === "always" && item.x.k === "eventually" && isPredicate(item.x.x)) buchi.push(item.x.x);
      else if (hasActionAtom(item)) {
        throw new TemporalShapeError("Temporal formulas containing actions must be of forms <>[]A or []<>A.");
      } else rest.push(item);
    }
    out.push({ filter, buchi, rest: simplify(and(rest)) });
  }
  return out;
}

/** `f` (when `pos`) or ~f, in negation normal form. */
export function nnf(f: Temporal, pos: boolean): Nnf {
  switch (f.kind) {
    case "const":
      return f.value === pos ? T : F;
    case "atom":
      return { k: "lit", atom: f.atom, pos };
    case "not":
      return nnf(f.f, !pos);
    case "and":
      return pos ? and(f.fs.map((x) => nnf(x, true))) : or(f.fs.map((x) => nnf(x, false)));
    case "or":
      return pos ? or(f.fs.map((x) => nnf(x, true))) : and(f.fs.map((x) => nnf(x, false)));
    case "always":
      return pos ? { k: "always", x: nnf(f.f, true) } : { k: "eventually", x: nnf(f.f, false) };
    case "eventually":
      return pos ? { k: "eventually", x: nnf(f.f, true) } : { k: "always", x: nnf(f.f, false) };
    case "fair":
      return nnf(expandFairness(f), pos);
  }
}

function and(xs: readonly Nnf[]): Nnf {
  return xs.length === 0 ? T : xs.length === 1 ? xs[0]! : { k: "and", xs };
}

function or(xs: readonly Nnf[]): Nnf {
  return xs.length === 0 ? F : xs.length === 1 ? xs[0]! : { k: "or", xs };
}

/**
 * Folds constants, flattens junctions and applies [][]f = []f, <><>f = <>f,
 * []<>[]f = <>[]f and <>[]<>f = []<>f, so that fairness-shaped formulas are found
 * at the top.
 */
export function simplify(f: Nnf): Nnf {
  switch (f.k) {
    case "true":
    case "false":
    case "lit":
      return f;
    case "and":
    case "or": {
      const unit = f.k === "and" ? "true" : "false";
      const zero = f.k === "and" ? "false" : "true";
      const xs: Nnf[] = [];
      for (const x0 of f.xs) {
        const x = simplify(x0);
        if (x.k === zero) return x;
        if (x.k === unit) continue;
        if (x.k === f.k) xs.push(...x.xs);
        else xs.push(x);
      }
      return f.k === "and" ? and(xs) : or(xs);
    }
    case "always":
    case "eventually": {
      const x = simplify(f.x);
      // No constant is folded through [] or <>, as TLC's LNAll/LNEven.simplify fold none: `P ~> TRUE`
      // stays <>(P /\ []FALSE) and its tableau's particle still evaluates P on every state (TLC's
      // TBGraphNode.statePreds keep P and the constant both), though no behaviour can violate it.
      if (x.k === f.k) return x;
      // []<>[]g = <>[]g and <>[]<>g = []<>g.
      if (x.k !== f.k && (x.k === "always" || x.k === "eventually") && x.x.k === f.k) return x;
      // A state-level predicate under [] or <> with no temporal operator stays as is.
      return { k: f.k, x };
    }
  }
}

/** Constant folding through /\ and \/ only, leaving [] and <> alone. */
function foldBoolean(f: Nnf): Nnf {
  if (f.k !== "and" && f.k !== "or") return f;
  const zero = f.k === "and" ? "false" : "true";
  const xs: Nnf[] = [];
  for (const x0 of f.xs) {
    const x = foldBoolean(x0);
    if (x.k === zero) return x;
    if (x.k !== "true" && x.k !== "false") xs.push(x);
  }
  return f.k === "and" ? and(xs) : or(xs);
}

/** Top-level disjunctive normal form: each case a list of conjuncts that are not junctions. */
function dnf(f: Nnf): Nnf[][] {
  if (f.k === "or") return f.xs.flatMap(dnf);
  if (f.k === "and") {
    let acc: Nnf[][] = [[]];
    for (const x of f.xs) {
      const xs = dnf(x);
      const next: Nnf[][] = [];
      for (const a of acc) for (const b of xs) next.push([...a, ...b]);
      if (next.length > MAX_CASES) throw new TemporalShapeError(`The negation of the temporal formula has more than ${MAX_CASES} cases in disjunctive normal form.`);
      acc = next;
    }
    return acc;
  }
  return [[f]];
}

export function isPredicate(f: Nnf): boolean {
  switch (f.k) {
    case "true":
    case "false":
    case "lit":
      return true;
    case "and":
    case "or":
      return f.xs.every(isPredicate);
    default:
      return false;
  }
}

export function hasActionAtom(f: Nnf): boolean {
  switch (f.k) {
    case "true":
    case "false":
      return false;
    case "lit":
      return f.atom.level === "action";
    case "and":
    case "or":
      return f.xs.some(hasActionAtom);
    default:
      return hasActionAtom(f.x);
  }
}

// The parts of a built PROPERTY formula TLC checks outside its tableau. TLC's
// processConfigProps expands `\A x \in S : F(x)` over a constant S at start-up and splits
// each conjunct: `[][A]_v` becomes an implied action (checked on every step), a formula
// without temporal operators an implied initial predicate (checked on the initial
// states), the rest goes to the tableau. What the compiler could not split statically
// (a parameterized instance's `Spec` under `\A`, TLC's Github687) arrives here as one
// built formula, quantifiers expanded; it is split the same way.

export interface ImpliedParts {
  /** `[]A` conjuncts, A an action atom (`[A]_v`): A holds on every step. */
  readonly steps: readonly ActionAtom[];
  /** Conjuncts without temporal operators: they hold on every initial state. */
  readonly initial: readonly Temporal[];
  /** The rest, for the tableau. */
  readonly rest: Temporal;
}

export function splitImplied(f: Temporal): ImpliedParts {
  const steps: ActionAtom[] = [];
  const initial: Temporal[] = [];
  const rest: Temporal[] = [];
  const walk = (g: Temporal): void => {
    if (g.kind === "and") return g.fs.forEach(walk);
    if (g.kind === "always" && g.f.kind === "atom" && g.f.atom.level === "action") steps.push(g.f.atom);
    else if (isStatePredicate(g)) initial.push(g);
    else rest.push(g);
  };
  walk(f);
  // Nothing to split: the formula as built (its own shape errors and messages).
  if (steps.length === 0) return { steps, initial: [], rest: f };
  return { steps, initial, rest: rest.length === 0 ? { kind: "const", value: true } : rest.length === 1 ? rest[0]! : { kind: "and", fs: rest } };
}

/** A formula over state atoms and constants only (no temporal operator, no action). */
function isStatePredicate(f: Temporal): boolean {
  switch (f.kind) {
    case "const":
      return true;
    case "atom":
      return f.atom.level === "state";
    case "not":
      return isStatePredicate(f.f);
    case "and":
    case "or":
      return f.fs.every(isStatePredicate);
    default:
      return false;
  }
}

/** Whether the state predicate `f` holds, its atoms read by `holds`. */
export function evaluate(f: Temporal, holds: (a: StateAtom) => boolean): boolean {
  switch (f.kind) {
    case "const":
      return f.value;
    case "atom":
      return holds(f.atom as StateAtom);
    case "not":
      return !evaluate(f.f, holds);
    case "and":
      return f.fs.every((g) => evaluate(g, holds));
    case "or":
      return f.fs.some((g) => evaluate(g, holds));
    default:
      throw new Error("liveness: not a state predicate");
  }
}
