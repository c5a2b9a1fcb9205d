// Large sets of integers, or of equal-length tuples of integers (`{<<a, b>> : a \in
// 1..3163, b \in 1..3163}`), are put in TLC's order by a native numeric sort instead of
// a comparator call per comparison: for such elements TLC's order is the numeric order
// of one number per element (the integer; the tuple's digits in base `span`), and a
// typed-array sort of those numbers is an order of magnitude faster than
// `Array.prototype.sort(compare)` on millions of elements.

import { Kind, type Value } from "./kinds.js";

/** Tuples longer than this are sorted by the general comparator. */
const MAX_TUPLE_LENGTH = 4;

/**
 * Sorts `xs` in place in TLC's order and drops duplicates when every element is an
 * integer or every element is a tuple of integers of one length (with small enough
 * ranges); returns the new length, or -1 (leaving `xs` untouched) otherwise.
 */
export function sortUniqueByKey(xs: Value[]): number {
  const first = xs[0];
  if (typeof first === "number") return sortIntegers(xs);
  if (typeof first === "object" && first.kind === Kind.Tuple) return sortIntegerTuples(xs, first.elems.length);
  return -1;
}

function sortIntegers(xs: Value[]): number {
  const n = xs.length;
  const keys = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const x = xs[i];
    if (typeof x !== "number") return -1;
    keys[i] = x;
  }
  keys.sort();
  let w = 0;
  for (let i = 0; i < n; i++) if (w === 0 || keys[i] !== xs[w - 1]) xs[w++] = keys[i]!;
  return w;
}

function sortIntegerTuples(xs: Value[], k: number): number {
  const n = xs.length;
  if (k === 0 || k > MAX_TUPLE_LENGTH) return -1;
  let lo = Infinity;
  let hi = -Infinity;
  for (let i = 0; i < n; i++) {
    const x = xs[i]!;
    if (typeof x !== "object" || x.kind !== Kind.Tuple || x.elems.length !== k) return -1;
    for (let j = 0; j < k; j++) {
      const e = x.elems[j];
      if (typeof e !== "number") return -1;
      if (e < lo) lo = e;
      if (e > hi) hi = e;
    }
  }
  const span = hi - lo + 1;
  // Each key carries the element's position too (key * n + i), so all must stay exact doubles.
  if (span ** k * n >= Number.MAX_SAFE_INTEGER) return -1;
  const keys = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const elems = (xs[i] as { elems: readonly number[] }).elems;
    let key = 0;
    for (let j = 0; j < k; j++) key = key * span + (elems[j]! - lo);
    keys[i] = key * n + i;
  }
  keys.sort();
  const src = xs.slice();
  let w = 0;
  let previous = -1;
  for (let i = 0; i < n; i++) {
    const rank = Math.floor(keys[i]! / n);
    if (rank === previous) continue;
    previous = rank;
    xs[w++] = src[keys[i]! - rank * n]!;
  }
  return w;
}
