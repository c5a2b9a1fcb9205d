// Bounds from a command's scopes: the universe of atoms and, for every sig, the
// atoms it must contain (lower bound) and may contain (upper bound), following
// the Alloy Analyzer's scope rules:
// - a top-level sig gets its explicit scope, else the command's `for N`, else 3;
//   `one`/`lone` sigs have scope 1, `one` and `exactly` and ordered sigs are exact;
// - an abstract sig without a scope whose children all have one gets their sum;
// - a parent's scope grows to hold the atoms its exact children need;
// - a sub-sig of an abstract sig without a scope of its own gets the parent's scope minus
//   its scoped siblings' scopes;
// - an exact sub-sig owns fixed atoms carved out of its parent's atoms; the other
//   sub-sigs share what is left, with a cardinality limit when their scope is smaller;
// - a subset sig (`in`) may contain any atom of its parents;
// - integers are the atoms -2^(w-1) .. 2^(w-1)-1 of the bit width, first in the universe.
// Scope problems that make a command meaningless are reported, never thrown.

import type { AlloyModel, Command, Sig } from "../../../compiler/alloy/model.js";
import type { Range } from "../../diagnostics.js";

export interface SigBounds {
  readonly sig: Sig;
  /** Atom indices the sig must contain, ascending. */
  readonly lower: readonly number[];
  /** Atom indices the sig may contain, ascending (lower included). */
  readonly upper: readonly number[];
  /** When set, the sig holds at most this many atoms (its scope is smaller than its upper bound). */
  readonly atMost: number | undefined;
  readonly exact: boolean;
}

export interface Bounds {
  readonly bitwidth: number;
  /** Universe size: integer atoms first, then sig atoms. */
  readonly size: number;
  /** How many integer atoms lead the universe (2^bitwidth). */
  readonly integerCount: number;
  /** The smallest integer (the value of atom 0). */
  readonly minInt: number;
  /** Provisional atom labels (`Pod$4` by top-level sig and pool index); decoding renames them. */
  readonly labels: readonly string[];
  /** Bounds of each user sig by `sig.id`. */
  readonly sigs: readonly SigBounds[];
  /** `seq/Int` is the integers 0 .. maxseq-1. */
  readonly maxseq: number;
}

export interface BoundsProblem {
  readonly message: string;
  readonly range: Range;
  /** The scopes are consistent but the problem would be too big to translate. */
  readonly tooLarge?: boolean;
}

interface Declared {
  readonly count: number;
  readonly exact: boolean;
}

/**
 * Every integer of the bit width is an atom (as in the Alloy Analyzer), and every
 * integer-to-atom conversion compares against each of them: beyond this width the
 * translation would not finish in reasonable time, so it is refused up front.
 */
export const MAX_BITWIDTH = 12;

export function computeBounds(model: AlloyModel, command: Command): Bounds | BoundsProblem {
  const bitwidth = command.scope.bitwidth;
  if (bitwidth > MAX_BITWIDTH) {
    return {
      message: `a bit width of ${bitwidth} makes ${2 ** bitwidth} integer atoms; at most ${MAX_BITWIDTH} (${2 ** MAX_BITWIDTH} atoms) is supported`,
      range: command.range,
      tooLarge: true,
    };
  }
  const explicit = new Map<Sig, Declared>();
  for (const s of command.scope.sigs) explicit.set(s.sig, { count: s.count, exact: s.exactly });

  const declaredCache = new Map<Sig, Declared | undefined>();
  function declared(sig: Sig): Declared | undefined {
    if (declaredCache.has(sig)) return declaredCache.get(sig);
    let d: Declared | undefined = explicit.get(sig);
    if (!d && sig.multiplicity === "one") d = { count: 1, exact: true };
    else if (!d && sig.multiplicity === "lone") d = { count: 1, exact: false };
    else if (!d && sig.isAbstract && sig.children.length > 0) {
      const parts = sig.children.map(declared);
      if (parts.every((p) => p !== undefined)) {
        d = { count: parts.reduce((a, p) => a + p!.count, 0), exact: parts.every((p) => p!.exact) };
      }
    }
    if (d && sig.ordered) d = { count: d.count, exact: true };
    declaredCache.set(sig, d);
    return d;
  }

  /** Atoms a sig's exact descendants need at least. */
  function needed(sig: Sig): number {
    const d = declared(sig);
    if (d?.exact) return d.count;
    let sum = 0;
    for (const c of sig.children) sum += needed(c);
    return sum;
  }

  const integerCount = 2 ** bitwidth;
  const minInt = -(2 ** (bitwidth - 1));
  const labels: string[] = [];
  for (let i = 0; i < integerCount; i++) labels.push(String(minInt + i));
  const result: (SigBounds | undefined)[] = new Array(model.sigs.length);
  let problem: BoundsProblem | undefined;

  function allocate(sig: Sig, pool: readonly number[], exact: boolean, atMost: number | undefined): readonly number[] {
    const remaining = [...pool];
    const fixed: number[] = [];
    for (const child of sig.children) {
      const d = declared(child);
      if (!d?.exact) continue;
      if (remaining.length < d.count) {
        problem ??= {
          message: `the scope of ${sig.name} leaves ${remaining.length} atom(s) for ${child.name}, which needs exactly ${d.count}`,
          range: child.range,
        };
        continue;
      }
      fixed.push(...allocate(child, remaining.splice(0, d.count), true, undefined));
    }
    // Under an abstract sig, a child without a scope gets what its scoped siblings leave of
    // the parent's scope (Alloy 5.1: `abstract sig S`, `for 4 but 1 A, 1 C` allows 2 B).
    const scope = atMost ?? pool.length;
    const taken = sig.children.reduce((n, c) => n + (declared(c)?.count ?? 0), 0);
    for (const child of sig.children) {
      const d = declared(child);
      if (d?.exact) continue;
      const own = d?.count ?? (sig.isAbstract ? Math.max(0, scope - taken) : undefined);
      const limit = own !== undefined && own < remaining.length ? own : undefined;
      // A scope of 0 empties the upper bound (as Kodkod's bounds do), so nothing about the sig is translated.
      const childFixed = allocate(child, own === 0 ? [] : remaining, false, own === 0 ? undefined : limit);
      fixed.push(...childFixed);
      // Atoms fixed for a grandchild are taken: later siblings must not get them as well.
      for (const atom of childFixed) remaining.splice(remaining.indexOf(atom), 1);
    }
    const lower = exact ? [...pool] : fixed.sort((a, b) => a - b);
    result[sig.id] = { sig, lower, upper: [...pool].sort((a, b) => a - b), atMost, exact };
    return lower;
  }

  for (const sig of model.sigs) {
    if (sig.parent !== undefined || sig.isSubset) continue;
    const d = declared(sig);
    const exact = d?.exact ?? sig.ordered;
    let count = d?.count ?? command.scope.overall ?? 3;
    const need = needed(sig);
    if (need > count) {
      if (exact) {
        problem ??= {
          message: `sig ${sig.name} has exactly ${count} atom(s) but its sub-sigs need ${need}`,
          range: sig.range,
        };
      }
      count = need;
    }
    const pool: number[] = [];
    for (let i = 0; i < count; i++) {
      pool.push(labels.length);
      labels.push(`${sig.name}$${i}`);
    }
    allocate(sig, pool, exact, undefined);
  }

  // Subset sigs: anything their parents may hold (parents may be subset sigs themselves).
  function subsetUpper(sig: Sig, seen: Set<Sig>): readonly number[] {
    const known = result[sig.id];
    if (known) return known.upper;
    if (seen.has(sig)) return [];
    seen.add(sig);
    const atoms = new Set<number>();
    for (const p of sig.subsetOf) {
      if (p.builtin) {
        const all = p.name === "Int" ? integerCount : labels.length;
        for (let i = 0; i < all; i++) atoms.add(i);
      } else for (const a of subsetUpper(p, seen)) atoms.add(a);
    }
    const upper = [...atoms].sort((a, b) => a - b);
    const d = explicit.get(sig);
    result[sig.id] = { sig, lower: [], upper, atMost: d && d.count < upper.length ? d.count : undefined, exact: false };
    return upper;
  }
  for (const sig of model.sigs) if (sig.isSubset) subsetUpper(sig, new Set());

  if (problem) return problem;
  return {
    bitwidth,
    maxseq: command.scope.maxseq ?? 4,
    size: labels.length,
    integerCount,
    minInt,
    labels,
    sigs: result.map((b, i) => b ?? { sig: model.sigs[i]!, lower: [], upper: [], atMost: undefined, exact: false }),
  };
}

export function isBoundsProblem(b: Bounds | BoundsProblem): b is BoundsProblem {
  return "message" in b;
}
