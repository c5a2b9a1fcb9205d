// The parts of a built PROPERTY formula TLC checks outside its tableau. TLC's
// processConfigProps expands `\A x \in S : F(x)` over a constant S at start-up and splits
// each conjunct: `[][A]_v` becomes an implied action (checked on every step), a formula
// without temporal operators an implied initial predicate (checked on the initial
// states), the rest goes to the tableau. What the compiler could not split statically
// (a parameterized instance's `Spec` under `\A`, TLC's Github687) arrives here as one
// built formula, quantifiers expanded; it is split the same way.

import type { ActionAtom, StateAtom, Temporal } from "./formula.js";

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
