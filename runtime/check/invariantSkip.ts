// An invariant need not be evaluated on a successor when every variable it reads
// (`StatePredicate.reads`, compiler/analyse/readSets.ts) holds the very value object
// the parent state holds: the parent was checked before it was expanded (a state is
// queued only once its invariants held, and a violation ends the run), and evaluating
// the same expression on the same values gives the same result, TRUE, without an
// error. `reads` is only given to invariants that read nothing else (no TLCGet,
// TLCSet, RandomElement, Print, TLCExt!Trace, ENABLED ...), so nothing else can make
// the result differ. Identity is the test: an UNCHANGED variable is the parent's
// object (the emitted actions copy the slot); an equal value rebuilt by the action is
// evaluated, which is always right. docs/semantics.md, "Invariants of unchanged variables".
//
// The same holds conjunct by conjunct (`StatePredicate.conjuncts`): a conjunction that
// held was TRUE in every conjunct, so a conjunct reading the parent's values holds, and
// the invariant holds when every other conjunct evaluates to TRUE. When one does not
// (FALSE or an error), the whole invariant is evaluated as usual: what it gives, a
// violation or the error TLC reports first in its own order, is the verdict.

import type { EvalContext, State, StatePredicate } from "./spec.js";

/** Whether `inv` holds in `next` because it held in its parent `parent`, which reads the same values. */
export function holdsAsInParent(inv: StatePredicate, parent: State, next: State): boolean {
  const reads = inv.reads;
  if (reads === undefined) return false;
  for (let i = 0; i < reads.length; i++) {
    const v = reads[i]!;
    if (parent[v] !== next[v]) return false;
  }
  return true;
}

/**
 * Whether `inv` holds in `next` by its conjuncts: each reads the parent's values or
 * evaluates to TRUE. False also when a conjunct fails or throws: the caller then
 * evaluates the whole invariant, which decides.
 */
export function holdsByConjuncts(inv: StatePredicate, ctx: EvalContext, parent: State, next: State): boolean {
  const parts = inv.conjuncts;
  if (parts === undefined) return false;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    if (holdsAsInParent(part, parent, next)) continue;
    try {
      if (!part.test(ctx, next)) return false;
    } catch {
      return false;
    }
  }
  return true;
}
