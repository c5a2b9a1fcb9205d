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
//
// Beyond the parent, a conjunct (or an invariant without conjuncts) is a function of the
// values of the variables it reads, so one that held on values with a fingerprint holds
// again on values with that fingerprint: the one-worker search remembers, per conjunct,
// the fingerprints of the read values it was TRUE on (`InvariantSkipper`). That is the
// seen set's own assumption (equal fingerprints are equal values) applied to a part of a
// state: SwarmKit's `Inv` reads `tasks` and `services`, whose values repeat across many
// states that differ in other variables. A conjunct stops being remembered when the
// look-ups cost more than the evaluations they save: a look-up in a table of megabytes
// is a cache miss (about a third of a microsecond in a large run), as dear as a cheap
// conjunct's evaluation. So both are timed on a sample (one in SAMPLE) and the choice is
// made again after every WINDOW look-ups, since hits get rarer once the table is full.
// SwarmKitLarge's TasksTypeOK hit 18% of 1.02M look-ups, each costing about 40% of an
// evaluation: a loss kept for the whole run by the earlier fixed 25% trial.
// Whatever is decided, only the work done changes, never a verdict.

import { FingerprintSet } from "./seen.js";
import { fingerprintVariables } from "../values/valueFingerprint.js";
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

/** Fingerprints remembered per conjunct, at most (a table of some 4 MB). */
const REMEMBERED = 1 << 18;
/** Look-ups between two choices whether a conjunct stays remembered. */
const WINDOW = 1 << 14;
/** One look-up and one evaluation in this many are timed (a power of two). */
const SAMPLE = 64;

/** The parts of one invariant that can be skipped, each with the fingerprints of the values it held on. */
interface Parts {
  readonly predicates: readonly StatePredicate[];
  readonly held: (FingerprintSet | undefined)[];
  readonly lookups: number[];
  readonly hits: number[];
  /** Per part, evaluations after a look-up that missed (the timing sample counter). */
  readonly misses: number[];
  /** Per part, the timed look-ups' and evaluations' milliseconds and counts. */
  readonly lookupMs: number[];
  readonly lookupsTimed: number[];
  readonly evalMs: number[];
  readonly evalsTimed: number[];
  /** Hits at the start of the current window. */
  readonly windowHits: number[];
}

/** Decides, per successor, which invariants hold without being evaluated whole (see the top of this file). */
export class InvariantSkipper {
  private readonly parts: (Parts | undefined)[];
  private readonly key = new Uint32Array(2);

  constructor(invariants: readonly StatePredicate[]) {
    this.parts = invariants.map((inv) => {
      const predicates = inv.conjuncts ?? (inv.reads !== undefined ? [inv] : undefined);
      if (predicates === undefined) return undefined;
      // A part reading no variable is skipped by `holdsAsInParent` already.
      const held = predicates.map((p) => (p.reads!.length > 0 ? new FingerprintSet() : undefined));
      const zeros = (): number[] => predicates.map(() => 0);
      return { predicates, held, lookups: zeros(), hits: zeros(), misses: zeros(), lookupMs: zeros(), lookupsTimed: zeros(), evalMs: zeros(), evalsTimed: zeros(), windowHits: zeros() };
    });
  }

  /**
   * Whether invariant `i`, `inv`, holds in `next` (generated from `parent`) by its parts;
   * false also when a part fails or throws: the caller then evaluates `inv` whole, which decides.
   */
  holds(i: number, inv: StatePredicate, ctx: EvalContext, parent: State, next: State): boolean {
    if (holdsAsInParent(inv, parent, next)) return true;
    const parts = this.parts[i];
    if (parts === undefined) return false;
    const { predicates, held } = parts;
    const key = this.key;
    for (let j = 0; j < predicates.length; j++) {
      const part = predicates[j]!;
      if (holdsAsInParent(part, parent, next)) continue;
      const memo = held[j];
      try {
        if (memo !== undefined) {
          const lookups = ++parts.lookups[j]!;
          let known: boolean;
          if ((lookups & (SAMPLE - 1)) === 0) {
            const started = performance.now();
            fingerprintVariables(next, part.reads!, key);
            known = memo.has(key[0]!, key[1]!);
            parts.lookupMs[j]! += performance.now() - started;
            parts.lookupsTimed[j]!++;
          } else {
            fingerprintVariables(next, part.reads!, key);
            known = memo.has(key[0]!, key[1]!);
          }
          if (lookups % WINDOW === 0) this.judge(parts, j);
          if (known) {
            parts.hits[j]++;
            continue;
          }
          if ((++parts.misses[j]! & (SAMPLE - 1)) === 0) {
            const started = performance.now();
            const ok = part.test(ctx, next);
            parts.evalMs[j]! += performance.now() - started;
            parts.evalsTimed[j]!++;
            if (!ok) return false;
          } else if (!part.test(ctx, next)) return false;
        } else if (!part.test(ctx, next)) return false;
      } catch {
        return false;
      }
      if (memo !== undefined && memo.size < REMEMBERED) memo.add(key[0]!, key[1]!);
    }
    return true;
  }

  /**
   * At the end of a window of look-ups of part `j`: it stays remembered while the
   * evaluations its hits saved (hit rate times an evaluation's time) outweigh a look-up's
   * time; a part never timed (too few evaluations) stays as it is.
   */
  private judge(parts: Parts, j: number): void {
    const hitRate = (parts.hits[j]! - parts.windowHits[j]!) / WINDOW;
    parts.windowHits[j] = parts.hits[j]!;
    const evals = parts.evalsTimed[j]!;
    const looks = parts.lookupsTimed[j]!;
    if (evals === 0 || looks === 0) return;
    if (hitRate * (parts.evalMs[j]! / evals) < parts.lookupMs[j]! / looks) parts.held[j] = undefined;
  }
}
