// The union of two sorted element arrays, in time linear in the larger one with the
// constant of a native array copy when the other is small. A recursive operator that
// grows a set one element per level (`U(n) == U(n-1) \cup {n}`) unions a set of n
// elements with one of a single element at every level: comparing every element there
// (a plain merge) made 32,000 levels take half a minute; finding the few insertion
// points by binary search and copying the runs between them does not compare the runs.
//
// Results are built in arrays of their final size (or of the sum of the inputs', cut
// to the result): an array grown by `push` from empty gets room for 16 elements at the
// first push, so the small sets of most specs (`tasks \cup {t}` of 3 or 4 records) were
// each some 100 bytes of backing store larger than needed, allocated per successor and
// kept by every queued state; on SwarmKitLarge the union and difference results were
// 1.7 GB of the 13.9 GB the search allocated.

import { compareElements } from "./compare.js";
import type { Value } from "./kinds.js";

/** A side of at most MAX_INSERTED elements and 1/SMALL_RATIO the size of the other is inserted by binary search. */
const SMALL_RATIO = 16;
const MAX_INSERTED = 32;

/**
 * The union of two strictly ascending arrays, strictly ascending; of two equal
 * elements the one of `xs` is kept. Returns an input itself when the other is empty.
 */
export function mergeSortedUnion(xs: readonly Value[], ys: readonly Value[]): readonly Value[] {
  if (xs.length === 0) return ys;
  if (ys.length === 0) return xs;
  // `S \cup {x}`, the commonest union: no array but the result.
  if (ys.length === 1) return insertOne(xs, ys[0]!, false);
  if (xs.length === 1) return insertOne(ys, xs[0]!, true);
  if (ys.length <= MAX_INSERTED && ys.length * SMALL_RATIO <= xs.length) return insertSorted(xs, ys, false);
  if (xs.length <= MAX_INSERTED && xs.length * SMALL_RATIO <= ys.length) return insertSorted(ys, xs, true);
  const out = new Array<Value>(xs.length + ys.length);
  let k = 0;
  let i = 0;
  let j = 0;
  while (i < xs.length && j < ys.length) {
    const c = compareElements(xs[i]!, ys[j]!, 0);
    if (c <= 0) out[k++] = xs[i++]!;
    if (c >= 0) {
      if (c > 0) out[k++] = ys[j]!;
      j++;
    }
  }
  while (i < xs.length) out[k++] = xs[i++]!;
  while (j < ys.length) out[k++] = ys[j++]!;
  // Assigning `length` costs even when it does not change: only when elements were equal.
  if (k !== out.length) out.length = k;
  return out;
}

/**
 * `xs` with `y` inserted in order (`xs` itself when an equal element is there and `yLeft`
 * is false; with `yLeft`, `y` was the left operand and replaces it). It compares what the
 * merge above compares, in the same order and with the operands on the same sides (`xs`
 * up to the first element not below `y`), so that incomparable elements fail as there.
 */
function insertOne(xs: readonly Value[], y: Value, yLeft: boolean): readonly Value[] {
  const n = xs.length;
  let at = 0;
  let c = -1;
  while (at < n && (c = yLeft ? -compareElements(y, xs[at]!, 0) : compareElements(xs[at]!, y, 0)) < 0) at++;
  const equal = at < n && c === 0;
  if (equal && !yLeft) return xs;
  const out = new Array<Value>(equal ? n : n + 1);
  for (let i = 0; i < at; i++) out[i] = xs[i]!;
  out[at] = y;
  const shift = equal ? 0 : 1;
  for (let i = equal ? at + 1 : at; i < n; i++) out[i + shift] = xs[i]!;
  return out;
}

/** The first index in `xs[from..]` whose element is not below `v`. */
function lowerBound(xs: readonly Value[], v: Value, from: number): number {
  let lo = from;
  let hi = xs.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (compareElements(xs[mid]!, v, 0) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * `small`'s elements inserted into `large`: the runs of `large` between insertion points
 * are copied whole by `concat` (a native copy into an array of the exact size), never
 * compared; `smallWins` keeps `small`'s element of an equal pair.
 */
function insertSorted(large: readonly Value[], small: readonly Value[], smallWins: boolean): Value[] {
  // The common case, elements after all of `large` (a set grown by increasing elements): one copy.
  if (compareElements(large[large.length - 1]!, small[0]!, 0) < 0) return large.concat(small);
  const pieces: (readonly Value[])[] = [];
  let at = 0;
  for (let k = 0; k < small.length; k++) {
    const y = small[k]!;
    const next = lowerBound(large, y, at);
    if (next > at) pieces.push(large.slice(at, next));
    at = next;
    if (at < large.length && compareElements(large[at]!, y, 0) === 0) {
      pieces.push([smallWins ? y : large[at]!]);
      at++;
    } else pieces.push([y]);
  }
  if (at < large.length) pieces.push(large.slice(at));
  // At most 2 * MAX_INSERTED + 1 pieces: a short argument list.
  return ([] as Value[]).concat(...pieces);
}
