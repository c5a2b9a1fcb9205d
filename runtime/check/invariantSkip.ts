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
// states that differ in other variables. A conjunct whose values rarely repeat stops
// being remembered (the fingerprinting and look-up would cost more than they save):
// judged after every TRIAL look-ups, not only the first ones, since values that repeat
// early (few states, an empty table) may stop repeating later (SwarmKitLarge's
// TasksTypeOK hit 51% of its first 2^14 look-ups and 18% of all 1.02M, each a cache miss
// in a table of megabytes, about 40% of the cost of an evaluation). Timing them instead
// was tried: `performance.now()` costs over a microsecond on this kind of machine and its
// samples were dominated by its own cost and by preemption, no basis for a choice.

import { FingerprintSet } from "./seen.js";
import { Kind, type Value } from "../values/index.js";
import { fingerprintVariables } from "../values/valueFingerprint.js";
import type { EvalContext, State, StatePredicate } from "./spec.js";

type Elementwise = NonNullable<StatePredicate["elementwise"]>;

/** Whether every variable of `reads` but `over` holds the parent's value. */
function othersAsInParent(reads: readonly number[], over: number, parent: State, next: State): boolean {
  for (let i = 0; i < reads.length; i++) {
    const v = reads[i]!;
    if (v !== over && parent[v] !== next[v]) return false;
  }
  return true;
}

// A part `\A x \in v : B` whose other variables are the parent's values holds once B holds
// for each element of the successor's v that is not the very value of an element of the
// parent's v (compiler/analyse/readSets.ts, "element-wise"): B held for those in the parent
// on the same values. Identity is the test, as for whole variables: an element rebuilt
// equal is tested again, which is always right. Both sets must be plain enumerations
// (SetEnum, sorted); anything else is tested whole.

/** Parent sets at most this large are searched element by element; larger ones through a Set of their elements. */
const SCANNED = 16;

class ElementwiseTest {
  /** Per element of the successor's set: 1 when it is new. */
  private fresh = new Uint8Array(64);
  /** The last large parent set and its elements as a Set. */
  private lastBefore: Value | undefined;
  private lastSet: Set<Value> | undefined;

  holds(ew: Elementwise, ctx: EvalContext, before: Value, next: State): boolean {
    const after = next[ew.over]!;
    if (typeof after !== "object" || after.kind !== Kind.SetEnum || typeof before !== "object" || before.kind !== Kind.SetEnum) return false;
    const olds = before.elems;
    const elems = after.elems;
    if (this.fresh.length < elems.length) this.fresh = new Uint8Array(elems.length * 2);
    const fresh = this.fresh;
    let big: Set<Value> | undefined;
    if (olds.length > SCANNED) {
      if (this.lastBefore !== before) {
        this.lastBefore = before;
        this.lastSet = new Set(olds);
      }
      big = this.lastSet;
    }
    let news = 0;
    for (let i = 0; i < elems.length; i++) {
      const x = elems[i]!;
      let old = false;
      if (big !== undefined) old = big.has(x);
      else for (let j = 0; j < olds.length; j++) if (olds[j] === x) { old = true; break; }
      fresh[i] = old ? 0 : 1;
      if (!old) news++;
    }
    if (news === 0) return true;
    for (let i = 0; i < elems.length; i++) if (fresh[i] === 1 && !ew.each(ctx, next, elems[i]!)) return false;
    const pair = ew.pair;
    if (pair === undefined || news === elems.length) return true;
    for (let i = 0; i < elems.length; i++) {
      if (fresh[i] === 1) continue;
      const x = elems[i]!;
      for (let j = 0; j < elems.length; j++) if (fresh[j] === 1 && !pair(ctx, next, x, elems[j]!)) return false;
    }
    return true;
  }
}

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
/** Look-ups per window: a conjunct hitting fewer than a quarter of a window's look-ups is no longer remembered. */
const TRIAL = 1 << 14;

/** The parts of one invariant that can be skipped, each with the fingerprints of the values it held on. */
interface Parts {
  readonly predicates: readonly StatePredicate[];
  readonly held: (FingerprintSet | undefined)[];
  readonly lookups: number[];
  readonly hits: number[];
  /** Per part, `hits` when its current window began. */
  readonly windowHits: number[];
}

/** Decides, per successor, which invariants hold without being evaluated whole (see the top of this file). */
export class InvariantSkipper {
  private readonly parts: (Parts | undefined)[];
  private readonly key = new Uint32Array(2);
  private readonly elementwise = new ElementwiseTest();

  constructor(invariants: readonly StatePredicate[]) {
    this.parts = invariants.map((inv) => {
      const predicates = inv.conjuncts ?? (inv.reads !== undefined ? [inv] : undefined);
      if (predicates === undefined) return undefined;
      // A part reading no variable is skipped by `holdsAsInParent` already.
      const held = predicates.map((p) => (p.reads!.length > 0 ? new FingerprintSet() : undefined));
      return { predicates, held, lookups: predicates.map(() => 0), hits: predicates.map(() => 0), windowHits: predicates.map(() => 0) };
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
          fingerprintVariables(next, part.reads!, key);
          const known = memo.has(key[0]!, key[1]!);
          if (known) parts.hits[j]++;
          if (++parts.lookups[j]! % TRIAL === 0) {
            if ((parts.hits[j]! - parts.windowHits[j]!) * 4 < TRIAL) held[j] = undefined;
            parts.windowHits[j] = parts.hits[j]!;
          }
          if (known) continue;
        }
        const ew = part.elementwise;
        if (ew !== undefined && othersAsInParent(part.reads!, ew.over, parent, next)) {
          if (!this.elementwise.holds(ew, ctx, parent[ew.over], next)) return false;
        } else if (!part.test(ctx, next)) return false;
      } catch {
        return false;
      }
      if (memo !== undefined && memo.size < REMEMBERED) memo.add(key[0]!, key[1]!);
    }
    return true;
  }
}
