// `compare(permute(x, p), y)` without building `permute(x, p)`. Choosing a SYMMETRY
// representative compares every permutation's image of the state against the
// smallest image so far, and most images lose on an early component: building each
// image in full (re-sorting every permuted function domain and set, allocating every
// permuted record) cost most of the checking time on FastPaxos.
//
// Sets (and moved function domains) are compared without sorting the image, by a
// property of TLC's set order: two sorted sets of one size first differ at the
// smallest element of their symmetric difference, and the set holding it is the
// smaller. Walking `y` in order, the first element missing from `p(x)` (found by
// looking its preimage up in `x` by binary search) is `y`'s candidate; `p(x)` is the
// smaller exactly when it has an element below that candidate that `y` lacks, i.e.
// more elements below it than `y` has.

import { Kind, compare, type ModelValue, type Value } from "../values/index.js";
import { imageOf, permute, type Permutation } from "./symmetry.js";

/**
 * What a comparison looked up, recorded while `lookups.perm` is set (symmetry.ts sets
 * it while choosing a representative): the moved model values whose image under
 * `perm` (`forward`) or under its inverse (`inverse`) was read, as bits numbered by
 * `bitOfToken`. The comparison's result depends on nothing else of `perm`, unless it
 * went through `permute`, which reads everything (`everything`).
 */
export const lookups = {
  perm: undefined as Permutation | undefined,
  bitOfToken: [] as readonly (number | undefined)[],
  forward: 0,
  inverse: 0,
  everything: false,
};

function noteLookup(m: ModelValue, p: Permutation): void {
  const bit = lookups.bitOfToken[m.token];
  if (bit === undefined) return;
  if (p === lookups.perm) lookups.forward |= 1 << bit;
  else lookups.inverse |= 1 << bit;
}

/** `compare(permute(x, p), y)`, which may read every image of `p`. */
function compareBuilt(x: Value, p: Permutation, y: Value): number {
  if (lookups.perm !== undefined) lookups.everything = true;
  return compare(permute(x, p), y);
}

/**
 * Nesting walked here before the rest is left to `compare` of the built image, which
 * works from an explicit stack: values may nest 100,000 levels deep.
 */
const MAX_NESTING = 1000;

/** The sign of `compare(permute(x, p), y)`, exactly; an EvalError where that comparison throws one. */
export function comparePermuted(x: Value, p: Permutation, y: Value): number {
  return comparePermutedAt(x, p, y, 0);
}

function comparePermutedAt(x: Value, p: Permutation, y: Value, depth: number): number {
  if (typeof x !== "object") return compare(x, y);
  if (depth >= MAX_NESTING) return compareBuilt(x, p, y);
  switch (x.kind) {
    case Kind.ModelValue:
      if (lookups.perm !== undefined) noteLookup(x, p);
      return compare(imageOf(x, p), y);
    case Kind.String:
    case Kind.Interval:
    case Kind.Infinite:
      return compare(x, y);
    case Kind.Tuple: {
      if (typeof y !== "object" || y.kind !== Kind.Tuple) break;
      const xs = x.elems;
      const ys = y.elems;
      const n = xs.length;
      if (n !== ys.length) return n - ys.length;
      for (let i = 0; i < n; i++) {
        const c = comparePermutedAt(xs[i]!, p, ys[i]!, depth + 1);
        if (c !== 0) return c;
      }
      return 0;
    }
    case Kind.Fcn: {
      if (typeof y !== "object" || y.kind !== Kind.Fcn) break;
      const dx = x.domain;
      const dy = y.domain;
      const n = dx.length;
      if (n !== dy.length) return n - dy.length;
      if (plainElements(dx)) {
        // The permutation leaves the domain alone (records, functions on numbers).
        if (dx !== dy) {
          for (let i = 0; i < n; i++) {
            const a = dx[i]!;
            const b = dy[i]!;
            if (a === b) continue;
            const c = compare(a, b);
            if (c !== 0) return c;
          }
        }
        const vx = x.values;
        const vy = y.values;
        for (let i = 0; i < n; i++) {
          const a = vx[i]!;
          const b = vy[i]!;
          // The same string or number: equal whatever p is (records share field values).
          if (a === b && (typeof a !== "object" || a.kind === Kind.String)) continue;
          const c = comparePermutedAt(a, p, b, depth + 1);
          if (c !== 0) return c;
        }
        return 0;
      }
      const inv = p.inverse;
      if (inv === undefined) break;
      const c = compareSortedPermuted(dx, p, inv, dy, depth + 1);
      if (c !== 0) return c;
      // Equal domains: y's i-th argument is the image of x's argument at its preimage.
      for (let i = 0; i < n; i++) {
        const c = comparePermutedAt(x.values[indexOfPreimage(dx, dy[i]!, inv, depth + 1)]!, p, y.values[i]!, depth + 1);
        if (c !== 0) return c;
      }
      return 0;
    }
    case Kind.SetEnum: {
      if (typeof y !== "object" || y.kind !== Kind.SetEnum || p.inverse === undefined) break;
      const n = x.elems.length;
      if (n !== y.elems.length) return n - y.elems.length;
      return compareSortedPermuted(x.elems, p, p.inverse, y.elems, depth + 1);
    }
  }
  return compareBuilt(x, p, y);
}

/**
 * Whether no element of a sorted domain can hold a model value. Untyped model values
 * sort before every other kind and a number or string cannot share a domain with a
 * tuple, record or set, so the first element tells.
 */
function plainElements(xs: readonly Value[]): boolean {
  if (xs.length === 0) return true;
  const x = xs[0]!;
  return typeof x !== "object" || x.kind === Kind.String;
}

/**
 * `compare` of the sorted image of `xs` under `p` against `ys` as sets of one size
 * (both sorted, no duplicates, same length): see the header comment.
 */
function compareSortedPermuted(xs: readonly Value[], p: Permutation, inv: Permutation, ys: readonly Value[], depth: number): number {
  const n = ys.length;
  for (let i = 0; i < n; i++) {
    const y = ys[i]!;
    if (indexOfPreimage(xs, y, inv, depth) >= 0) continue;
    // ys[0..i-1] are images of elements of xs and lie below y; any further one decides.
    let below = 0;
    for (let k = 0; k < n; k++) if (comparePermutedAt(xs[k]!, p, y, depth) < 0 && ++below > i) return -1;
    return 1;
  }
  return 0;
}

/** The index in sorted `xs` of `inv(y)`, or -1. */
function indexOfPreimage(xs: readonly Value[], y: Value, inv: Permutation, depth: number): number {
  let lo = 0;
  let hi = xs.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const c = comparePermutedAt(y, inv, xs[mid]!, depth);
    if (c === 0) return mid;
    if (c < 0) hi = mid - 1;
    else lo = mid + 1;
  }
  return -1;
}
