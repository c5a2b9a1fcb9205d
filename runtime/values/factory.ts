// The one way to build values. Every constructor here returns the canonical form:
// enumerated sets sorted in TLC's order without duplicates, functions sorted by
// domain, and every function whose domain is 1..n (tuples, sequences, the empty
// function, the empty record) as a Tuple. Equality, fingerprints and printing rely on
// that, so code elsewhere must not call the classes in kinds.ts directly.

import { compare } from "./compare.js";
import { EvalError } from "./errors.js";
import type { InternTable } from "./intern.js";
import { INT_MAX, INT_MIN } from "./int32.js";
import { sortUniqueByKey } from "./sortByKey.js";
import {
  Fcn,
  FcnSet,
  InfiniteSet,
  Interval,
  ProductSet,
  RecordSet,
  SetEnum,
  SetOpValue,
  SubsetSet,
  Tuple,
  type FcnValue,
  type ModelValue,
  type SetValue,
  type StrValue,
  type Value,
} from "./kinds.js";

export function str(table: InternTable, text: string): StrValue {
  return table.string(text);
}

export function modelValue(table: InternTable, name: string): ModelValue {
  return table.modelValue(name);
}

/** Checks that a JS number is a TLC integer (a Java `int`). */
export function int(n: number): number {
  if (!Number.isInteger(n) || n > INT_MAX || n < INT_MIN) {
    throw new EvalError("IntegerOverflow", { expression: String(n) });
  }
  return n;
}

const EMPTY_SET = new SetEnum([]);
export const emptySet: SetEnum = EMPTY_SET;
export const emptyTuple: Tuple = new Tuple([]);
export const BOOLEAN: SetEnum = new SetEnum([false, true]);
export const NAT: InfiniteSet = new InfiniteSet("Nat");
export const INT: InfiniteSet = new InfiniteSet("Int");
export const STRING: InfiniteSet = new InfiniteSet("STRING");

/** Sets larger than this try the native numeric sort of sortByKey.ts first. */
const MIN_KEYED_SORT = 4096;

/**
 * Sorts `xs` in place with TLC's order and drops duplicates, returning the new length.
 * Small arrays (most sets) use an insertion sort that drops a duplicate when it meets
 * its equal, so already-sorted input costs n - 1 comparisons in all.
 */
function sortUnique(xs: Value[]): number {
  const n = xs.length;
  if (n > MIN_KEYED_SORT) {
    const w = sortUniqueByKey(xs);
    if (w >= 0) return w;
  }
  if (n > 16) {
    xs.sort(compare);
    let w = 1;
    for (let r = 1; r < n; r++) {
      if (compare(xs[w - 1]!, xs[r]!) !== 0) xs[w++] = xs[r]!;
    }
    return w;
  }
  let w = 0;
  for (let i = 0; i < n; i++) {
    const x = xs[i]!;
    let j = w - 1;
    let c = 1;
    while (j >= 0 && (c = compare(xs[j]!, x)) > 0) j--;
    if (j >= 0 && c === 0) continue;
    for (let k = w; k > j + 1; k--) xs[k] = xs[k - 1]!;
    xs[j + 1] = x;
    w++;
  }
  return w;
}

/** The set of `elems` (any order, duplicates allowed); `elems` is not kept. */
export function setOf(elems: readonly Value[]): SetEnum {
  if (elems.length === 0) return EMPTY_SET;
  return setOfOwned(elems.slice());
}

/**
 * The set of `elems` (any order, duplicates allowed), sorting `elems` itself in place
 * and keeping it: for callers that built the array for this set alone (a rest
 * parameter, a set map or filter), which saves the copy `setOf` makes.
 */
export function setOfOwned(elems: Value[]): SetEnum {
  if (elems.length === 0) return EMPTY_SET;
  const n = sortUnique(elems);
  // Assigning `length` costs even when it does not change (it showed in profiles).
  if (n !== elems.length) elems.length = n;
  return new SetEnum(elems);
}

/**
 * A set from elements already in canonical order, for set operations that merge
 * sorted inputs and enumerators that generate in order.
 * @requires `elems` strictly ascending by `compare`; the array is kept, not copied
 */
export function sortedSet(elems: readonly Value[]): SetEnum {
  return elems.length === 0 ? EMPTY_SET : new SetEnum(elems);
}

/**
 * `1..n` for small n, one object each: the domain of every tuple of length n, which
 * `\E i \in DOMAIN seq` and CHOOSE enumerate on every call, so the interval's cached
 * element array (sets.ts) is built once rather than per call.
 */
const sharedOneToN: (Interval | undefined)[] = new Array<Interval | undefined>(65).fill(undefined);

/** `lo..hi`; an empty interval stays an interval (it prints `{}` and equals `{}`). */
export function interval(lo: number, hi: number): Interval {
  return lo === 1 && hi >= 0 && hi < sharedOneToN.length ? (sharedOneToN[hi] ??= new Interval(1, hi)) : new Interval(lo, hi);
}

/** `<<e1, ..., en>>`; the array is kept, not copied. */
export function tuple(elems: readonly Value[]): Tuple {
  return elems.length === 0 ? emptyTuple : new Tuple(elems);
}

function isOneToN(domain: readonly Value[]): boolean {
  for (let i = 0; i < domain.length; i++) if (domain[i] !== i + 1) return false;
  return true;
}

/**
 * A function from domain elements already in canonical order (e.g. the sorted
 * elements of the domain set of `[x \in S |-> e]`) to `values`.
 * @requires `domain` strictly ascending by `compare`, `values.length === domain.length`
 */
export function fcnSorted(domain: readonly Value[], values: readonly Value[]): FcnValue {
  if (isOneToN(domain)) return tuple(values);
  return new Fcn(domain, values);
}

/** `f` with `values` in place of its own (EXCEPT): the same domain, so still not 1..n and no check needed. */
export function fcnWithValues(f: Fcn, values: readonly Value[]): Fcn {
  return new Fcn(f.domain, values);
}

/** A function from any-order `domain` to `values` (`d1 :> v1 @@ d2 :> v2`); duplicate domain elements are an internal error. */
export function fcn(domain: readonly Value[], values: readonly Value[]): FcnValue {
  const n = domain.length;
  const order: number[] = new Array<number>(n);
  for (let i = 0; i < n; i++) order[i] = i;
  for (let i = 1; i < n; i++) {
    const k = order[i]!;
    let j = i - 1;
    while (j >= 0 && compare(domain[order[j]!]!, domain[k]!) > 0) {
      order[j + 1] = order[j]!;
      j--;
    }
    order[j + 1] = k;
  }
  const d: Value[] = new Array<Value>(n);
  const v: Value[] = new Array<Value>(n);
  for (let i = 0; i < n; i++) {
    d[i] = domain[order[i]!]!;
    v[i] = values[order[i]!]!;
    if (i > 0 && compare(d[i - 1]!, d[i]!) === 0) {
      throw new EvalError("InternalError", { message: "function built with a repeated domain element" });
    }
  }
  return fcnSorted(d, v);
}

/** `[f1 |-> v1, ...]`: a function on strings, fields ordered by intern token. */
export function record(table: InternTable, fields: readonly (readonly [string, Value])[]): FcnValue {
  const names: Value[] = new Array<Value>(fields.length);
  const values: Value[] = new Array<Value>(fields.length);
  for (let i = 0; i < fields.length; i++) {
    names[i] = table.string(fields[i]![0]);
    values[i] = fields[i]![1];
  }
  return fcn(names, values);
}

/** `parts[0] \cup parts[1] ...` or `UNION {parts...}` kept lazy (TLC's SetCupValue, UnionValue). */
export function lazyUnion(parts: readonly SetValue[]): SetOpValue {
  return new SetOpValue("union", parts);
}

/** `{x \in base : pred(x)}` kept lazy (TLC's SetPredValue); `pred` returns a boolean or throws. */
export function lazyFilter(base: SetValue, pred: (x: Value) => boolean): SetOpValue {
  return new SetOpValue("filter", [base], pred);
}

/** `a \ b` kept lazy (TLC's SetDiffValue). */
export function lazyDiff(a: SetValue, b: SetValue): SetOpValue {
  return new SetOpValue("diff", [a, b]);
}

/** `a \cap b` kept lazy (TLC's SetCapValue). */
export function lazyCap(a: SetValue, b: SetValue): SetOpValue {
  return new SetOpValue("cap", [a, b]);
}

/** `Seq(S)`: membership only, as TLC. */
export function seqSet(base: SetValue): InfiniteSet {
  return new InfiniteSet("Seq", base);
}

export function subset(base: SetValue): SubsetSet {
  return new SubsetSet(base);
}

export function fcnSet(domain: SetValue, range: SetValue): FcnSet {
  return new FcnSet(domain, range);
}

/** `[a : S, b : T]`; the fields are put in token order as TLC does. */
export function recordSet(table: InternTable, fields: readonly (readonly [string, SetValue])[]): RecordSet {
  const named = fields.map(([name, set]) => [table.string(name), set] as const);
  named.sort((x, y) => x[0].token - y[0].token);
  for (let i = 1; i < named.length; i++) {
    if (named[i - 1]![0] === named[i]![0]) {
      throw new EvalError("InternalError", { message: `record set with field ${named[i]![0].text} twice` });
    }
  }
  return new RecordSet(
    named.map((f) => f[0]),
    named.map((f) => f[1]),
  );
}

/** `S1 \X S2 \X ...`. */
export function product(sets: readonly SetValue[]): ProductSet {
  return new ProductSet(sets);
}
