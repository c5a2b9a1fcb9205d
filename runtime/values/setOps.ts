// Union, intersection and difference of enumerable sets as linear merges of their
// sorted element arrays: both inputs are already in canonical order, so the result
// is built in order without sorting. (TLC keeps `\cup` of lazy sets lazy, which
// changes raw enumeration order; that kind can be added beside these.)

import { compareElements } from "./compare.js";
import { sortedSet } from "./factory.js";
import { Kind, type SetEnum, type SetValue, type Value } from "./kinds.js";
import { sortedElements } from "./sets.js";
import { mergeSortedUnion } from "./sortedMerge.js";

export function union(a: SetValue, b: SetValue): SetEnum {
  const xs = sortedElements(a);
  const out = mergeSortedUnion(xs, sortedElements(b));
  return sameAs(a, xs, out);
}

/**
 * The set `a` itself when `out`, built from `a`'s sorted elements `xs`, kept them all and
 * added none (`S \cup {x}` with x in S, `S \ T` with T disjoint from S): no new set, and
 * the one kept has its fingerprint and cached answers already.
 */
function sameAs(a: SetValue, xs: readonly Value[], out: readonly Value[]): SetEnum {
  if (a.kind === Kind.SetEnum && (out === xs || out.length === xs.length)) return a;
  return sortedSet(out);
}

/**
 * The union of enumerable sets (`UNION S`), merged pairwise in rounds, each set's sorted
 * elements being runs already in order: of equal elements the one of the earliest set
 * is kept, as sorting their concatenation stably would.
 */
export function unionAll(sets: readonly SetValue[]): SetEnum {
  let runs: (readonly Value[])[] = sets.map(sortedElements);
  if (runs.length === 0) return sortedSet([]);
  while (runs.length > 1) {
    const next: (readonly Value[])[] = [];
    for (let i = 0; i + 1 < runs.length; i += 2) next.push(mergeSortedUnion(runs[i]!, runs[i + 1]!));
    if (runs.length % 2 === 1) next.push(runs[runs.length - 1]!);
    runs = next;
  }
  return sortedSet(runs[0]!);
}

// The results are arrays of the largest size they can have, cut to the result (see
// sortedMerge.ts: arrays grown by `push` from empty are several times too large).

export function intersect(a: SetValue, b: SetValue): SetEnum {
  const xs = sortedElements(a);
  const ys = sortedElements(b);
  const out = new Array<Value>(Math.min(xs.length, ys.length));
  let k = 0;
  let i = 0;
  let j = 0;
  while (i < xs.length && j < ys.length) {
    const c = compareElements(xs[i]!, ys[j]!, 0);
    if (c < 0) i++;
    else if (c > 0) j++;
    else {
      out[k++] = xs[i++]!;
      j++;
    }
  }
  return sameAs(a, xs, cut(out, k));
}

export function difference(a: SetValue, b: SetValue): SetEnum {
  const xs = sortedElements(a);
  const ys = sortedElements(b);
  // `S \ {x}`, the commonest difference: no array but the result.
  if (ys.length === 1) return sameAs(a, xs, removeOne(xs, ys[0]!));
  const out = new Array<Value>(xs.length);
  let k = 0;
  let i = 0;
  let j = 0;
  while (i < xs.length) {
    if (j >= ys.length) {
      out[k++] = xs[i++]!;
      continue;
    }
    const c = compareElements(xs[i]!, ys[j]!, 0);
    if (c < 0) out[k++] = xs[i++]!;
    else if (c > 0) j++;
    else {
      i++;
      j++;
    }
  }
  return sameAs(a, xs, cut(out, k));
}

/**
 * `xs` without the element equal to `y`: `xs` itself when there is none. It compares what
 * the merge below compares, in the same order (`xs` up to the first element not below
 * `y`), so that incomparable elements fail as they did there.
 */
function removeOne(xs: readonly Value[], y: Value): readonly Value[] {
  const n = xs.length;
  let at = 0;
  let c = -1;
  while (at < n && (c = compareElements(xs[at]!, y, 0)) < 0) at++;
  if (at === n || c !== 0) return xs;
  const out = new Array<Value>(n - 1);
  for (let i = 0; i < at; i++) out[i] = xs[i]!;
  for (let i = at + 1; i < n; i++) out[i - 1] = xs[i]!;
  return out;
}

/** `out` holding its first `k` elements (assigning `length` costs even when it does not change). */
function cut(out: Value[], k: number): Value[] {
  if (k !== out.length) out.length = k;
  return out;
}
