// What every set kind answers: cardinality, membership, and its elements in the two
// orders TLC uses (TLC-SEMANTICS §3.1): *raw* (`x \in S` in Init, `x' \in S`,
// `{x \in S : P}`) and *sorted* (`\E`, `\A`, CHOOSE, `{e : x \in S}`, comparison,
// fingerprints, printing). Lazy sets (`SUBSET S`, `[S -> T]`, `[a : S]`, `\X`) answer
// membership and cardinality from their components and enumerate only when asked;
// their sorted expansion is cached on the value.
//
// For the kinds here the raw order already is the sorted order: SUBSET by size then
// lexicographically over the sorted base, `[S -> T]`, records and `\X` as an odometer
// with the last position fastest over sorted components. `rawIsSorted` keeps the
// general rule, so a kind whose raw order differs (TLC's lazy `\cup`) gets sorted.

import { compare, equals } from "./compare.js";
import { EvalError } from "./errors.js";
import { fcnSorted, setOfOwned, sortedSet, tuple } from "./factory.js";
import { INT_MAX } from "./int32.js";
import {
  Kind,
  isSet,
  type FcnSet,
  type Interval,
  type ProductSet,
  type RecordSet,
  type SetEnum,
  type SetOpValue,
  type SetValue,
  type SubsetSet,
  type Value,
} from "./kinds.js";
import { printValue } from "./print.js";
import { mergeSortedUnion } from "./sortedMerge.js";

function notEnumerable(s: SetValue): never {
  throw new EvalError("NotEnumerable", { set: printValue(s) });
}

function overflowIn(s: SetValue): never {
  throw new EvalError("CardinalityOverflow", { set: printValue(s) });
}

/** True when the set's elements can be listed (TLC's `Enumerable` with a finite expansion). */
export function isEnumerable(s: SetValue): boolean {
  switch (s.kind) {
    case Kind.SetEnum:
    case Kind.Interval:
      return true;
    case Kind.Subset:
      return isEnumerable(s.base);
    case Kind.FcnSet:
      return isEnumerable(s.domain) && isEnumerable(s.range);
    case Kind.RecordSet:
    case Kind.Product:
      for (const c of s.sets) if (!isEnumerable(c)) return false;
      return true;
    case Kind.Infinite:
      return false;
    case Kind.SetOp:
      switch (s.op) {
        case "filter":
        case "diff":
          return isEnumerable(s.parts[0]!);
        case "cap":
          return isEnumerable(s.parts[0]!) || isEnumerable(s.parts[1]!);
        case "union":
          for (const c of s.parts) if (!isEnumerable(c)) return false;
          return true;
      }
  }
}

/** The number of elements, as TLC's `size()`: an error for infinite sets and beyond 2^31 - 1. */
export function cardinality(s: SetValue): number {
  switch (s.kind) {
    case Kind.SetEnum:
      return s.elems.length;
    case Kind.Interval: {
      if (s.hi < s.lo) return 0;
      const n = s.hi - s.lo + 1;
      return n > INT_MAX ? overflowIn(s) : n;
    }
    case Kind.Subset: {
      if (s.expanded !== undefined) return s.expanded.elems.length;
      const n = cardinality(s.base);
      return n >= 31 ? overflowIn(s) : 2 ** n;
    }
    case Kind.FcnSet: {
      if (s.expanded !== undefined) return s.expanded.elems.length;
      const d = cardinality(s.domain);
      const r = cardinality(s.range);
      let n = 1;
      for (let i = 0; i < d; i++) {
        n *= r;
        if (n > INT_MAX) overflowIn(s);
      }
      return n;
    }
    case Kind.RecordSet:
    case Kind.Product: {
      if (s.expanded !== undefined) return s.expanded.elems.length;
      let n = 1;
      for (const c of s.sets) {
        n *= cardinality(c);
        if (n > INT_MAX) overflowIn(s);
      }
      return n;
    }
    case Kind.Infinite:
      throw new EvalError("CardinalityUndefined", { set: printValue(s) });
    case Kind.SetOp:
      // TLC's size() of these normalizes them: the elements must be enumerated.
      return expand(s).elems.length;
  }
}

/**
 * The number of elements when it is below `bound`, else `bound` (also for infinite sets
 * and sizes beyond 2^31 - 1), from the components of lazy sets: printing decides with it
 * whether to expand a set, and must not fail on the sets `cardinality` rejects.
 * @throws EvalError only from enumerating a lazy set operation (`{x \in S : P}` runs P)
 */
export function sizeBelow(s: SetValue, bound: number): number {
  switch (s.kind) {
    case Kind.SetEnum:
      return Math.min(s.elems.length, bound);
    case Kind.Interval:
      return s.hi < s.lo ? 0 : Math.min(s.hi - s.lo + 1, bound);
    case Kind.Subset: {
      const n = sizeBelow(s.base, 31);
      return n >= 31 ? bound : Math.min(2 ** n, bound);
    }
    case Kind.FcnSet: {
      const d = sizeBelow(s.domain, bound);
      const r = sizeBelow(s.range, bound);
      if (d >= bound || r >= bound) return d === 0 ? 1 : r === 0 ? 0 : bound;
      let n = 1;
      for (let i = 0; i < d && n < bound; i++) n *= r;
      return Math.min(n, bound);
    }
    case Kind.RecordSet:
    case Kind.Product: {
      const sizes = s.sets.map((c) => sizeBelow(c, bound));
      if (sizes.includes(0)) return 0;
      let n = 1;
      for (const k of sizes) n = Math.min(n * k, bound);
      return n;
    }
    case Kind.Infinite:
      return bound;
    case Kind.SetOp:
      return isEnumerable(s) ? Math.min(cardinality(s), bound) : bound;
  }
}

/** Whether the set's raw enumeration is already in sorted order without duplicates. */
export function rawIsSorted(s: SetValue): boolean {
  switch (s.kind) {
    case Kind.SetEnum:
    case Kind.Interval:
    case Kind.Subset:
      return true;
    case Kind.FcnSet:
      return rawIsSorted(s.range);
    case Kind.RecordSet:
    case Kind.Product:
      for (const c of s.sets) if (!rawIsSorted(c)) return false;
      return true;
    case Kind.Infinite:
      return false;
    case Kind.SetOp:
      switch (s.op) {
        case "filter":
        case "diff":
          return rawIsSorted(s.parts[0]!);
        case "cap":
          return rawIsSorted(isEnumerable(s.parts[0]!) ? s.parts[0]! : s.parts[1]!);
        case "union":
          return false;
      }
  }
}

/** The elements in TLC's raw enumeration order (`x \in S` in Init, `x' \in S`). */
export function rawElements(s: SetValue): readonly Value[] {
  switch (s.kind) {
    case Kind.SetEnum:
      return s.elems;
    case Kind.Interval:
      return intervalElements(s);
    case Kind.Subset:
      return s.expanded !== undefined ? s.expanded.elems : subsetsInOrder(s);
    case Kind.FcnSet:
      return s.expanded !== undefined && rawIsSorted(s) ? s.expanded.elems : functionsInOrder(s);
    case Kind.RecordSet:
      return s.expanded !== undefined && rawIsSorted(s) ? s.expanded.elems : recordsInOrder(s);
    case Kind.Product:
      return s.expanded !== undefined && rawIsSorted(s) ? s.expanded.elems : tuplesInOrder(s);
    case Kind.Infinite:
      return notEnumerable(s);
    case Kind.SetOp:
      return s.expanded !== undefined && rawIsSorted(s) ? s.expanded.elems : setOpInOrder(s);
  }
}

/**
 * The raw order of the lazy set operations: a filter, difference or intersection walks
 * the enumerable operand in its raw order and keeps what passes; a union lists each part
 * in turn, duplicates included (SetCupValue, UnionValue).
 */
function setOpInOrder(s: SetOpValue): Value[] {
  if (s.op !== "union") return kept(s, rawElements);
  if (!isEnumerable(s)) notEnumerable(s);
  const out: Value[] = [];
  for (const part of s.parts) {
    const xs = rawElements(part);
    for (let i = 0; i < xs.length; i++) out.push(xs[i]!);
  }
  return out;
}

/** The elements a filter, difference or intersection keeps of its enumerable operand, listed by `elementsOf`. */
function kept(s: SetOpValue, elementsOf: (x: SetValue) => readonly Value[]): Value[] {
  if (!isEnumerable(s)) notEnumerable(s);
  const out: Value[] = [];
  if (s.op === "filter") {
    const xs = elementsOf(s.parts[0]!);
    const pred = s.pred!;
    for (let i = 0; i < xs.length; i++) if (pred(xs[i]!)) out.push(xs[i]!);
    return out;
  }
  const first = s.op === "diff" || isEnumerable(s.parts[0]!);
  const xs = elementsOf(first ? s.parts[0]! : s.parts[1]!);
  const ys = first ? s.parts[1]! : s.parts[0]!;
  const keep = s.op === "cap";
  for (let i = 0; i < xs.length; i++) if (member(xs[i]!, ys) === keep) out.push(xs[i]!);
  return out;
}

/** Intervals up to this size keep their element array; larger ones are built on each call. */
const maxCachedIntervalSize = 4096;

/** `lo, ..., hi`: shared, like a SetEnum's `elems`, so callers must not mutate it. */
function intervalElements(s: Interval): readonly number[] {
  if (s.elements !== undefined) return s.elements;
  const out: number[] = [];
  for (let i = s.lo; i <= s.hi; i++) out.push(i);
  if (out.length <= maxCachedIntervalSize) s.elements = out;
  return out;
}

/** The elements in TLC's sorted order (`\E`, `\A`, CHOOSE, comparison, printing). */
export function sortedElements(s: SetValue): readonly Value[] {
  switch (s.kind) {
    case Kind.SetEnum:
      return s.elems;
    case Kind.Interval:
      return rawElements(s);
    case Kind.Infinite:
      return notEnumerable(s);
    default:
      return expand(s).elems;
  }
}

/** The set as a canonical enumerated set (cached on lazy sets). */
export function expand(s: SetValue): SetEnum {
  switch (s.kind) {
    case Kind.SetEnum:
      return s;
    case Kind.Interval:
      return sortedSet(rawElements(s));
    case Kind.Infinite:
      return notEnumerable(s);
    case Kind.SetOp:
      return (s.expanded ??= expandSetOp(s));
    default: {
      if (s.expanded === undefined) {
        const raw = rawElements(s);
        s.expanded = rawIsSorted(s) ? sortedSet(raw) : sortAndDedupe(raw);
      }
      return s.expanded;
    }
  }
}

/**
 * A lazy set operation's sorted elements from its operands' sorted elements (cached on
 * them), not from its raw order: `x' = x \cup {e}` on a lazy x builds a chain of unions
 * one step longer per state, and expanding each from the raw order would walk the whole
 * chain again, recursively, at every state.
 */
function expandSetOp(s: SetOpValue): SetEnum {
  if (s.op !== "union") return sortedSet(kept(s, sortedElements));
  if (!isEnumerable(s)) notEnumerable(s);
  if (s.parts.length === 2) return sortedSet(mergeSortedUnion(sortedElements(s.parts[0]!), sortedElements(s.parts[1]!)));
  const out: Value[] = [];
  for (const part of s.parts) {
    const xs = sortedElements(part);
    for (let i = 0; i < xs.length; i++) out.push(xs[i]!);
  }
  return setOfOwned(out);
}

function sortAndDedupe(xs: readonly Value[]): SetEnum {
  const ys = xs.slice().sort(compare);
  let w = 0;
  for (let r = 0; r < ys.length; r++) if (w === 0 || compare(ys[w - 1]!, ys[r]!) !== 0) ys[w++] = ys[r]!;
  ys.length = w;
  return sortedSet(ys);
}

/** SUBSET S: by size, then lexicographically over the sorted elements of S (SubsetValue). */
function subsetsInOrder(s: SubsetSet): Value[] {
  const base = sortedElements(s.base);
  const n = base.length;
  if (n >= 31) overflowIn(s);
  const out: Value[] = [];
  const idx: number[] = [];
  for (let k = 0; k <= n; k++) {
    idx.length = k;
    for (let i = 0; i < k; i++) idx[i] = i;
    for (;;) {
      const elems: Value[] = new Array<Value>(k);
      for (let i = 0; i < k; i++) elems[i] = base[idx[i]!]!;
      out.push(sortedSet(elems));
      // next k-combination of 0..n-1 in lexicographic order
      let i = k - 1;
      while (i >= 0 && idx[i] === n - k + i) i--;
      if (i < 0) break;
      idx[i]!++;
      for (let j = i + 1; j < k; j++) idx[j] = idx[j - 1]! + 1;
    }
  }
  return out;
}

/**
 * Enumerates every choice of one element per position, the last position fastest
 * (an odometer), handing each choice to `make`.
 */
function odometer(choices: readonly (readonly Value[])[], make: (picked: Value[]) => Value): Value[] {
  const n = choices.length;
  for (const c of choices) if (c.length === 0) return [];
  const out: Value[] = [];
  const pos: number[] = new Array<number>(n).fill(0);
  for (;;) {
    const picked: Value[] = new Array<Value>(n);
    for (let i = 0; i < n; i++) picked[i] = choices[i]![pos[i]!]!;
    out.push(make(picked));
    let i = n - 1;
    while (i >= 0) {
      if (++pos[i]! < choices[i]!.length) break;
      pos[i] = 0;
      i--;
    }
    if (i < 0) return out;
  }
}

/** [S -> T]: domain sorted, range in its raw order, last domain element fastest (SetOfFcnsValue). */
function functionsInOrder(s: FcnSet): Value[] {
  cardinality(s); // overflow check before allocating
  const domain = sortedElements(s.domain);
  const range = rawElements(s.range);
  const choices: (readonly Value[])[] = new Array<readonly Value[]>(domain.length).fill(range);
  return odometer(choices, (values) => fcnSorted(domain, values));
}

/** [a : S, b : T]: fields in token order, last field fastest (SetOfRcdsValue). */
function recordsInOrder(s: RecordSet): Value[] {
  cardinality(s);
  return odometer(s.sets.map(rawElements), (values) => fcnSorted(s.names, values));
}

/** S1 \X S2: last component fastest (SetOfTuplesValue). */
function tuplesInOrder(s: ProductSet): Value[] {
  cardinality(s);
  return odometer(s.sets.map(rawElements), (values) => tuple(values));
}

function modelValueMember(v: Value, s: SetValue): boolean {
  if (typeof v === "object" && v.kind === Kind.ModelValue && v.typeChar === undefined) return false;
  throw new EvalError("MembershipUndefined", { value: printValue(v), set: printValue(s) });
}

/** `v \in s`, without enumerating lazy sets. */
export function member(v: Value, s: SetValue): boolean {
  switch (s.kind) {
    case Kind.SetEnum: {
      const xs = s.elems;
      let lo = 0;
      let hi = xs.length - 1;
      while (lo <= hi) {
        const mid = (lo + hi) >>> 1;
        const c = compare(xs[mid]!, v);
        if (c === 0) return true;
        if (c < 0) lo = mid + 1;
        else hi = mid - 1;
      }
      return false;
    }
    case Kind.Interval:
      if (typeof v === "number") return v >= s.lo && v <= s.hi;
      // IntervalValue.member: an empty interval holds nothing, without complaint.
      if (s.lo > s.hi) return false;
      return modelValueMember(v, s);
    case Kind.Subset: {
      if (!isSet(v)) return modelValueMember(v, s);
      for (const e of sortedElements(v)) if (!member(e, s.base)) return false;
      return true;
    }
    case Kind.FcnSet: {
      if (typeof v !== "object") return modelValueMember(v, s);
      if (v.kind === Kind.Tuple) {
        if (!equals(s.domain, intervalSet(v.elems.length))) return false;
        for (const x of v.elems) if (!member(x, s.range)) return false;
        return true;
      }
      if (v.kind === Kind.Fcn) {
        if (!equals(s.domain, sortedSet(v.domain))) return false;
        for (const x of v.values) if (!member(x, s.range)) return false;
        return true;
      }
      return modelValueMember(v, s);
    }
    case Kind.RecordSet: {
      if (typeof v !== "object") return modelValueMember(v, s);
      if (v.kind === Kind.Tuple) return v.elems.length === 0 && s.names.length === 0;
      if (v.kind !== Kind.Fcn) return modelValueMember(v, s);
      if (v.domain.length !== s.names.length) return false;
      // Field names by text: a record built while the actions were compiled holds strings
      // of another intern table than the run's (runtime/check/symmetry.ts has the same case).
      for (let i = 0; i < v.domain.length; i++) {
        const d = v.domain[i]!;
        if (d !== s.names[i] && (typeof d !== "object" || d.kind !== Kind.String || d.text !== s.names[i]!.text)) return false;
      }
      for (let i = 0; i < v.values.length; i++) if (!member(v.values[i]!, s.sets[i]!)) return false;
      return true;
    }
    case Kind.Product: {
      if (typeof v !== "object") return modelValueMember(v, s);
      if (v.kind === Kind.Fcn) return false;
      if (v.kind !== Kind.Tuple) return modelValueMember(v, s);
      if (v.elems.length !== s.sets.length) return false;
      for (let i = 0; i < v.elems.length; i++) if (!member(v.elems[i]!, s.sets[i]!)) return false;
      return true;
    }
    case Kind.Infinite:
      switch (s.name) {
        case "Nat":
          return typeof v === "number" ? v >= 0 : modelValueMember(v, s);
        case "Int":
          return typeof v === "number" ? true : modelValueMember(v, s);
        case "STRING":
          return typeof v === "object" && v.kind === Kind.String ? true : modelValueMember(v, s);
        case "Seq": {
          if (typeof v !== "object") return modelValueMember(v, s);
          if (v.kind === Kind.Fcn) return false;
          if (v.kind !== Kind.Tuple) return modelValueMember(v, s);
          for (const x of v.elems) if (!member(x, s.base!)) return false;
          return true;
        }
      }
    // SetPredValue, SetCupValue, UnionValue, SetDiffValue, SetCapValue: decided from the operands.
    case Kind.SetOp:
      switch (s.op) {
        case "filter":
          return member(v, s.parts[0]!) && s.pred!(v);
        case "union":
          for (const part of s.parts) if (member(v, part)) return true;
          return false;
        case "diff":
          return member(v, s.parts[0]!) && !member(v, s.parts[1]!);
        case "cap":
          return member(v, s.parts[0]!) && member(v, s.parts[1]!);
      }
  }
}

function intervalSet(n: number): SetEnum {
  const xs: Value[] = new Array<Value>(n);
  for (let i = 0; i < n; i++) xs[i] = i + 1;
  return sortedSet(xs);
}
