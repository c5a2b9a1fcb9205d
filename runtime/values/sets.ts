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

import { compare, compareElements, equals } from "./compare.js";
import { EvalError } from "./errors.js";
import { constructedFcn, fcnSorted, setOfOwned, sortedSet, tuple } from "./factory.js";
import { INT_MAX } from "./int32.js";
import { forceFcn } from "./lazyFcn.js";
import {
  Kind,
  Trait,
  isSet,
  PREDICATE_ENUMERATED,
  tlcClassName,
  type FilterPredicate,
  type FcnSet,
  type FcnValue,
  type InfiniteSet,
  type Interval,
  type ProductSet,
  type RecordSet,
  type SetEnum,
  type SetOpValue,
  type SetValue,
  type SubsetSet,
  type Value,
} from "./kinds.js";
import { foldTree } from "./foldTree.js";
import { printValue } from "./print.js";
import { mergeSortedUnion } from "./sortedMerge.js";
import { FP_DONE } from "./valueFingerprint.js";

function notEnumerable(s: SetValue): never {
  throw enumerationFailure(s);
}

/**
 * What TLC raises when the set `s`, which it cannot enumerate, is enumerated. Nat and Int
 * (TLC's UserValues) are not Enumerable; the lazy set classes are, and fail inside their
 * Enumerator: naming their operand when that one is not Enumerable (SetPredValue, SetDiffValue,
 * SetCapValue, SetOfFcnsValue's domain then range; SubsetValue asks the base's size, which
 * Nat's UserValue refuses), passing on the operand's own failure when it is a lazy set that
 * fails in turn. The other kinds (\cup and UNION share one kind here, records, \X) keep
 * the generic words.
 */
export function enumerationFailure(s: SetValue): EvalError {
  return lazyClassFailure(s) ?? genericFailure(s);
}

/**
 * `enumerationFailure` in the words of TLC's lazy set class; undefined where only the generic words
 * are known. `path` (when given) receives the lazy sets whose enumeration failed, outermost first.
 */
export function lazyClassFailure(s: SetValue, path?: SetValue[]): EvalError | undefined {
  // A loop, not a recursion: a chain of filters may be 100,000 deep.
  for (let at: SetValue | EvalError | undefined = s; ; ) {
    if (at === undefined || at instanceof EvalError) return at;
    path?.push(at);
    at = failureStep(at);
  }
}

/** One level of lazyClassFailure: the error in `s`'s own words, the operand whose own failure it is, or undefined. */
function failureStep(s: SetValue): SetValue | EvalError | undefined {
  switch (s.kind) {
    case Kind.SetOp: {
      const a = s.parts[0]!;
      switch (s.op) {
        case "filter":
          return isEnumerable(a) ? undefined : a.kind === Kind.Infinite ? new EvalError("EnumerateFilter", { set: printValue(a) }) : a;
        case "diff":
          return a.kind === Kind.Infinite ? new EvalError("EnumerateDiff", { set: printValue(a) }) : a;
        case "cap": {
          // SetCapValue walks the first operand that is Enumerable to TLC (not Nat/Int).
          const b = s.parts[1]!;
          if (a.kind === Kind.Infinite && b.kind === Kind.Infinite) return new EvalError("EnumerateCap", { left: printValue(a), right: printValue(b) });
          return a.kind === Kind.Infinite ? b : a;
        }
        case "union":
          return s.big ? unionFailure(s.parts) : cupFailure(a, s.parts[1]!);
        default:
          return undefined;
      }
    }
    case Kind.Infinite:
      // SubsetValue asks its base's size() (a kept non-set met directly: SUBSET 1 expanded).
      return s.name === "NonSet" ? nonSetSize(s) : undefined;
    case Kind.FcnSet:
      if (!isEnumerable(s.domain)) return s.domain.kind === Kind.Infinite ? new EvalError("EnumerateFcnSetDomain", { set: printValue(s.domain) }) : s.domain;
      if (!isEnumerable(s.range)) return s.range.kind === Kind.Infinite ? new EvalError("EnumerateFcnSetRange", { set: printValue(s.range) }) : s.range;
      return undefined;
    case Kind.Subset:
      if (s.base.kind === Kind.Infinite && (s.base.name === "Nat" || s.base.name === "Int")) return new EvalError("OverriddenSize", { set: printValue(s.base) });
      if (s.base.kind === Kind.Infinite && s.base.name === "NonSet") return nonSetSize(s.base);
      return s.base.kind === Kind.Infinite || isEnumerable(s.base) ? undefined : s.base;
    default:
      return undefined;
  }
}

/**
 * UnionValue's Enumerator walks the united sets in order: one that is not Enumerable to TLC (Nat, Int,
 * STRING, Seq(S), a value that is no set) is its own error; a lazy one fails in its own words.
 */
function unionFailure(parts: readonly SetValue[]): SetValue | EvalError | undefined {
  for (let i = 0; i < parts.length; i++) {
    const p = parts[i]!;
    if (p.kind === Kind.Infinite) return new EvalError("EnumerateUnion", {});
    if (!isEnumerable(p)) return p;
  }
  return undefined;
}

/** SetCupValue's Enumerator needs both operands Enumerable to TLC, else names both; then enumerates S, then T. */
function cupFailure(a: SetValue, b: SetValue): SetValue | EvalError | undefined {
  if (a.kind === Kind.Infinite || b.kind === Kind.Infinite) return new EvalError("EnumerateCup", { left: printValue(a), right: printValue(b) });
  return isEnumerable(a) ? (isEnumerable(b) ? undefined : b) : a;
}

/** TLC's nouns for the classes of the values that are no set and refuse member() and size(). */
const NON_SET_NOUNS: Readonly<Record<string, string | undefined>> = { IntValue: "integer", BoolValue: "boolean", StringValue: "string", ModelValue: "model value" };

/** Whether TLC's SUBSET, UNION and Seq keep `v`, no set, and fail only where it is used as one (factory.ts `nonSet`). */
export function isNonSetKept(v: Value): boolean {
  return NON_SET_NOUNS[tlcClassName(v)] !== undefined;
}

/** A kept non-set's size(): "Attempted to compute the number of elements in the integer 1." */
function nonSetSize(s: InfiniteSet): EvalError {
  return new EvalError("NonSetSize", { noun: NON_SET_NOUNS[tlcClassName(s.raw!)]!, value: printValue(s.raw!) });
}

/** A kept non-set's member(v): "Attempted to check if the value:\n<v>\nis an element of the integer 1" (core.ts memberOfNonSet). */
function nonSetMember(s: InfiniteSet, v: Value): never {
  throw new EvalError("MemberOfNonSet", { elem: printValue(v), noun: NON_SET_NOUNS[tlcClassName(s.raw!)]!, set: printValue(s.raw!) });
}

/**
 * What TLC raises asking the size of the set `s` it cannot enumerate, as normalising a value to
 * print it does (TLC's Print/PrintT): SetOfFcnsValue, SetOfRcdsValue, SetOfTuplesValue and
 * SubsetValue ask their components' sizes first, and Nat's or Int's UserValue refuses ("the
 * number of elements in the overridden value Nat"); the lazy set operations enumerate
 * (lazyClassFailure). Undefined where only generic words are known.
 */
export function sizeFailure(s: SetValue): EvalError | undefined {
  for (let at: SetValue = s; ; ) {
    let parts: readonly SetValue[];
    switch (at.kind) {
      case Kind.FcnSet:
        parts = [at.domain, at.range];
        break;
      case Kind.RecordSet:
      case Kind.Product:
        parts = at.sets;
        break;
      case Kind.Subset:
        parts = [at.base];
        break;
      default:
        return lazyClassFailure(at);
    }
    const bad = parts.find((p) => !isEnumerable(p));
    if (bad === undefined) return undefined;
    if (bad.kind === Kind.Infinite) return bad.name === "Nat" || bad.name === "Int" ? new EvalError("OverriddenSize", { set: printValue(bad) }) : bad.name === "NonSet" ? nonSetSize(bad) : undefined;
    at = bad;
  }
}

function genericFailure(s: SetValue): EvalError {
  return new EvalError("NotEnumerable", { set: printValue(s) });
}

function overflowIn(s: SetValue): never {
  throw new EvalError("CardinalityOverflow", { set: printValue(s) });
}

/** The component sets of a lazy set (none for the other kinds): what its walks descend into. */
function components(s: SetValue): readonly SetValue[] | undefined {
  switch (s.kind) {
    case Kind.Subset:
      return [s.base];
    case Kind.FcnSet:
      return [s.domain, s.range];
    case Kind.RecordSet:
    case Kind.Product:
    case Kind.SetOp:
      return s.kind === Kind.SetOp ? s.parts : s.sets;
    default:
      return undefined;
  }
}

/** The kinds with component sets. */
type LazySetValue = Exclude<SetValue, SetEnum | Interval | InfiniteSet>;

function isLazy(s: SetValue): s is LazySetValue {
  return s.kind !== Kind.SetEnum && s.kind !== Kind.Interval && s.kind !== Kind.Infinite;
}

/**
 * The fold of a set over its component sets, from an explicit stack (foldTree): a
 * recursive operator can nest lazy sets 100,000 deep (`S(n) == {x \in S(n-1) : P}`,
 * `SUBSET S(n-1)`), and walks that recursed once per level overflowed the JS stack
 * (docs/semantics.md, "No JavaScript limit reachable from a spec"). A lazy set whose
 * result `known` already has is not walked again: the walks keep the results of
 * properties of the set alone on it (`traits`), so a chain is walked once, and a
 * component shared by several parents (`T(n-1) \cup T(n-1)`) once.
 */
function foldSets<R>(root: SetValue, parts: (s: SetValue) => readonly SetValue[] | undefined, build: (s: SetValue, rs: R[]) => R, known: (s: SetValue) => R | undefined, keep: (s: LazySetValue, r: R) => void): R {
  return foldTree<SetValue, R>(
    root,
    (x) => (known(x) === undefined ? parts(x) : undefined),
    (x, rs) => {
      const k = known(x);
      if (k !== undefined) return k;
      const r = build(x, rs);
      if (isLazy(x)) keep(x, r);
      return r;
    },
  );
}

/** A trait of a lazy set (`yes` its answer, `known` whether it is known), as foldSets reads it. */
function traitOf(known: number, yes: number): (s: SetValue) => boolean | undefined {
  return (s) => (isLazy(s) && (s.traits & known) !== 0 ? (s.traits & yes) !== 0 : undefined);
}

function keepTrait(known: number, yes: number): (s: LazySetValue, r: boolean) => void {
  return (s, r) => {
    s.traits |= known | (r ? yes : 0);
  };
}

const enumerableKnown = traitOf(Trait.EnumerableKnown, Trait.Enumerable);
const keepEnumerable = keepTrait(Trait.EnumerableKnown, Trait.Enumerable);

/** True when the set's elements can be listed (TLC's `Enumerable` with a finite expansion). */
export function isEnumerable(s: SetValue): boolean {
  if (s.kind === Kind.SetEnum || s.kind === Kind.Interval) return true;
  if (s.kind === Kind.Infinite) return false;
  if ((s.traits & Trait.EnumerableKnown) !== 0) return (s.traits & Trait.Enumerable) !== 0;
  return enumerableShallow(s, SHALLOW) ?? foldSets(s, components, enumerableFrom, enumerableKnown, keepEnumerable);
}

/**
 * Lazy sets nested at most this deep below the one asked are walked by plain recursion
 * (`enumerableShallow`, `expandShallow`): a set built per evaluation (`{x \in S \X T : P}`
 * in a LET) is then decided without the explicit stack of foldSets; deeper ones still go
 * there, with the same answers, errors and order of evaluation.
 */
const SHALLOW = 2;

/** `isEnumerable` of a lazy set whose lazy components nest at most `depth` deep and are known; undefined otherwise. */
function enumerableShallow(s: LazySetValue, depth: number): boolean | undefined {
  const parts = components(s);
  const rs: boolean[] = [];
  if (parts !== undefined) {
    for (let i = 0; i < parts.length; i++) {
      const p = parts[i]!;
      let r: boolean | undefined;
      if (p.kind === Kind.SetEnum || p.kind === Kind.Interval) r = true;
      else if (p.kind === Kind.Infinite) r = false;
      else if ((p.traits & Trait.EnumerableKnown) !== 0) r = (p.traits & Trait.Enumerable) !== 0;
      else if (depth > 0) r = enumerableShallow(p, depth - 1);
      if (r === undefined) return undefined;
      rs.push(r);
    }
  }
  const r = enumerableFrom(s, rs);
  keepEnumerable(s, r);
  return r;
}

/** Whether `s` is enumerable, from whether its components are (`rs`, in `components` order). */
function enumerableFrom(s: SetValue, rs: boolean[]): boolean {
  switch (s.kind) {
    case Kind.SetEnum:
    case Kind.Interval:
      return true;
    case Kind.Infinite:
      return false;
    case Kind.SetOp:
      switch (s.op) {
        case "filter":
        case "diff":
          return rs[0]!;
        case "cap":
          return rs[0]! || rs[1]!;
        case "union":
          return rs.every((r) => r);
      }
    default:
      return rs.every((r) => r);
  }
}

/** The number of elements, as TLC's `size()`: an error for infinite sets and beyond 2^31 - 1. */
export function cardinality(s: SetValue): number {
  if (s.kind === Kind.SetEnum) return s.elems.length;
  const parts = cardinalityParts(s);
  if (parts === undefined) return cardinalityFrom(s, []);
  return cardinalityFlat(s as LazySetValue, parts) ?? foldSets(s, cardinalityParts, cardinalityFrom, cardinalityKnown, keepCardinality);
}

/**
 * `cardinality` of a lazy set whose size is kept already or whose components are enumerated
 * sets or intervals, as the fold computes it (the components' sizes in order, then the set's,
 * kept on it) without the fold's stacks: every expansion of a set built per state (`[S -> T]`,
 * `SUBSET S`) asks its size first, and SwarmKitLarge allocated some 130 MB of fold stacks so.
 * Undefined when a component is itself lazy (the fold decides).
 */
function cardinalityFlat(s: LazySetValue, parts: readonly SetValue[]): number | undefined {
  if (s.size >= 0) return s.size;
  for (let i = 0; i < parts.length; i++) {
    const k = parts[i]!.kind;
    if (k !== Kind.SetEnum && k !== Kind.Interval) return undefined;
  }
  const ns: number[] = [];
  for (let i = 0; i < parts.length; i++) ns.push(cardinalityFrom(parts[i]!, []));
  const n = cardinalityFrom(s, ns);
  keepCardinality(s, n);
  return n;
}

// Kept on the lazy set (`size`): an expansion that loops over a tower of them asks at every level.
const cardinalityKnown = (s: SetValue): number | undefined => (isLazy(s) && s.size >= 0 ? s.size : undefined);
const keepCardinality = (s: LazySetValue, n: number): void => {
  s.size = n;
};

/** The components a set's size is computed from: none for an expanded set or a set operation (it is expanded). */
function cardinalityParts(s: SetValue): readonly SetValue[] | undefined {
  if (s.kind === Kind.SetOp || s.kind === Kind.Interval || s.kind === Kind.Infinite || s.kind === Kind.SetEnum || s.expanded !== undefined) return undefined;
  return components(s);
}

/** The number of elements of `s` from its components' (`ns`, in `components` order; none for a set operation). */
function cardinalityFrom(s: SetValue, ns: number[]): number {
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
      const n = ns[0]!;
      return n >= 31 ? overflowIn(s) : 2 ** n;
    }
    case Kind.FcnSet: {
      if (s.expanded !== undefined) return s.expanded.elems.length;
      const [d, r] = ns as [number, number];
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
      for (const c of ns) {
        n *= c;
        if (n > INT_MAX) overflowIn(s);
      }
      return n;
    }
    case Kind.Infinite:
      if (s.name === "NonSet") throw nonSetSize(s);
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
  // The fold's nodes are (set, bound) pairs: SUBSET asks its base with its own bound.
  type Asked = readonly [SetValue, number];
  return foldTree<Asked, number>(
    [s, bound],
    ([x, b]) => {
      if (x.kind === Kind.SetOp || (b === SUBSET_BOUND && sizeBelowSubsetBound.has(x))) return undefined;
      const cs = components(x);
      return cs?.map((c) => [c, x.kind === Kind.Subset ? SUBSET_BOUND : b] as const);
    },
    ([x, b], ns) => {
      if (b !== SUBSET_BOUND) return sizeBelowFrom(x, b, ns);
      let n = sizeBelowSubsetBound.get(x);
      if (n === undefined) sizeBelowSubsetBound.set(x, (n = sizeBelowFrom(x, b, ns)));
      return n;
    },
  );
}

/** The bound SUBSET asks its base's size with: a base of 31 elements or more has too many subsets. */
const SUBSET_BOUND = 31;
/**
 * `sizeBelow(x, SUBSET_BOUND)` of the bases met so far: printing a tower of SUBSETs asks
 * it at every level, and would walk the rest of the tower each time.
 */
const sizeBelowSubsetBound = new WeakMap<SetValue, number>();

function sizeBelowFrom(s: SetValue, bound: number, ns: number[]): number {
  switch (s.kind) {
    case Kind.SetEnum:
      return Math.min(s.elems.length, bound);
    case Kind.Interval:
      return s.hi < s.lo ? 0 : Math.min(s.hi - s.lo + 1, bound);
    case Kind.Subset: {
      const n = ns[0]!;
      return n >= SUBSET_BOUND ? bound : Math.min(2 ** n, bound);
    }
    case Kind.FcnSet: {
      const [d, r] = ns as [number, number];
      if (d >= bound || r >= bound) return d === 0 ? 1 : r === 0 ? 0 : bound;
      let n = 1;
      for (let i = 0; i < d && n < bound; i++) n *= r;
      return Math.min(n, bound);
    }
    case Kind.RecordSet:
    case Kind.Product: {
      if (ns.includes(0)) return 0;
      let n = 1;
      for (const k of ns) n = Math.min(n * k, bound);
      return n;
    }
    case Kind.Infinite:
      return bound;
    case Kind.SetOp:
      return isEnumerable(s) ? Math.min(cardinality(s), bound) : bound;
  }
}

const rawSortedKnown = traitOf(Trait.RawSortedKnown, Trait.RawSorted);
const keepRawSorted = keepTrait(Trait.RawSortedKnown, Trait.RawSorted);

/** Whether the set's raw enumeration is already in sorted order without duplicates. */
export function rawIsSorted(s: SetValue): boolean {
  if (s.kind === Kind.SetEnum || s.kind === Kind.Interval || s.kind === Kind.Subset) return true;
  if (s.kind === Kind.Infinite) return false;
  if ((s.traits & Trait.RawSortedKnown) !== 0) return (s.traits & Trait.RawSorted) !== 0;
  return foldSets(s, rawOrderParts, rawSortedFrom, rawSortedKnown, keepRawSorted);
}

/** The components whose raw order makes a set's raw order. */
function rawOrderParts(s: SetValue): readonly SetValue[] | undefined {
  switch (s.kind) {
    case Kind.FcnSet:
      return [s.range];
    case Kind.RecordSet:
    case Kind.Product:
      return s.sets;
    case Kind.SetOp:
      switch (s.op) {
        case "filter":
        case "diff":
          return [s.parts[0]!];
        case "cap":
          return [isEnumerable(s.parts[0]!) ? s.parts[0]! : s.parts[1]!];
        case "union":
          return undefined;
      }
    default:
      return undefined;
  }
}

function rawSortedFrom(s: SetValue, rs: boolean[]): boolean {
  switch (s.kind) {
    case Kind.SetEnum:
    case Kind.Interval:
    case Kind.Subset:
      return true;
    case Kind.Infinite:
      return false;
    case Kind.SetOp:
      return s.op !== "union" && rs[0]!;
    default:
      return rs.every((r) => r);
  }
}

/**
 * The elements in TLC's raw enumeration order (`x \in S` in Init, `x' \in S`), built
 * bottom-up from the raw elements of the components (foldTree): a chain of lazy sets
 * 100,000 deep is listed without recursion.
 */
export function rawElements(s: SetValue): readonly Value[] {
  if (s.kind === Kind.SetEnum) return s.elems;
  // Intervals (`x' \in 1..N` in an action) and expanded sets without the fold's allocations.
  if (s.kind === Kind.Interval) return intervalElements(s);
  if (rawIsExpanded(s)) return (s as LazySetValue).expanded!.elems;
  return foldTree<SetValue, readonly Value[]>(s, rawParts, rawFrom);
}

/** The set's raw elements are its cached sorted expansion. */
function rawIsExpanded(s: SetValue): boolean {
  return isLazy(s) && s.expanded !== undefined && rawIsSorted(s);
}

/** The components whose raw elements make a set's raw elements. */
function rawParts(s: SetValue): readonly SetValue[] | undefined {
  if (rawIsExpanded(s)) return undefined;
  switch (s.kind) {
    case Kind.FcnSet:
      return [s.range];
    case Kind.RecordSet:
    case Kind.Product:
      return s.sets;
    case Kind.SetOp:
      if (!isEnumerable(s)) return undefined;
      return s.op === "union" ? unionLeaves(s, false) : [keptOperand(s)];
    default:
      return undefined;
  }
}

/** A set's raw elements from its `rawParts`' raw elements (`raws`). */
function rawFrom(s: SetValue, raws: (readonly Value[])[]): readonly Value[] {
  if (rawIsExpanded(s)) return (s as { expanded: SetEnum }).expanded.elems;
  switch (s.kind) {
    case Kind.SetEnum:
      return s.elems;
    case Kind.Interval:
      return intervalElements(s);
    case Kind.Subset:
      return subsetsInOrder(s);
    case Kind.FcnSet:
      return functionsInOrder(s, raws[0]!);
    case Kind.RecordSet:
      return recordsInOrder(s, raws);
    case Kind.Product:
      return tuplesInOrder(s, raws);
    case Kind.Infinite:
      return notEnumerable(s);
    case Kind.SetOp:
      // The raw order of the lazy set operations: a filter, difference or intersection walks
      // the enumerable operand in its raw order and keeps what passes; a union lists each
      // part in turn, duplicates included (SetCupValue, UnionValue).
      if (!isEnumerable(s)) notEnumerable(s);
      return s.op === "union" ? concatenated(raws) : kept(s, raws[0]!);
  }
}

/**
 * The sets a union is the union of, in order, through nested unions (from a stack: a
 * union chain may be 100,000 deep). With `setsOnly` (the sorted expansion, where order
 * and repetition do not matter) a nested union already expanded is taken whole and
 * each set once; otherwise (the raw order) every part is listed, in turn.
 */
function unionLeaves(s: SetOpValue, setsOnly: boolean): SetValue[] {
  const out: SetValue[] = [];
  const seen = setsOnly ? new Set<SetValue>() : undefined;
  const todo: SetValue[] = [s];
  while (todo.length > 0) {
    const x = todo.pop()!;
    if (seen !== undefined) {
      if (seen.has(x)) continue;
      seen.add(x);
    }
    if (x.kind === Kind.SetOp && x.op === "union" && (x === s || !setsOnly || x.expanded === undefined)) {
      for (let i = x.parts.length - 1; i >= 0; i--) todo.push(x.parts[i]!);
    } else out.push(x);
  }
  return out;
}

function concatenated(xss: readonly (readonly Value[])[]): Value[] {
  const out: Value[] = [];
  for (const xs of xss) for (let i = 0; i < xs.length; i++) out.push(xs[i]!);
  return out;
}

/** The operand a filter, difference or intersection lists: the first, or for `\cap` the enumerable one. */
function keptOperand(s: SetOpValue): SetValue {
  return s.op === "cap" && !isEnumerable(s.parts[0]!) ? s.parts[1]! : s.parts[0]!;
}

/** The elements `xs` (of `keptOperand(s)`) that a filter, difference or intersection keeps. */
function kept(s: SetOpValue, xs: readonly Value[]): Value[] {
  const out: Value[] = [];
  if (s.op === "filter") {
    const pred = s.pred!;
    for (let i = 0; i < xs.length; i++) if (pred(xs[i]!, PREDICATE_ENUMERATED)) out.push(xs[i]!);
    return out;
  }
  const operand = keptOperand(s);
  const ys = operand === s.parts[0] ? s.parts[1]! : s.parts[0]!;
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
    default:
      if (s.expanded === undefined && !expandShallow(s, SHALLOW)) expandDeepestFirst(s);
      return s.expanded!;
  }
}

/**
 * `expandDeepestFirst` by plain recursion when the lazy sets its expansion reads nest at
 * most `depth` deep: the same components expanded in the same order. False, with nothing
 * expanded at this level, when they nest deeper.
 */
function expandShallow(s: LazySetValue, depth: number): boolean {
  const parts = expansionParts(s);
  if (parts !== undefined) {
    for (let i = 0; i < parts.length; i++) {
      const p = parts[i]!;
      if (isLazy(p) && p.expanded === undefined && (depth === 0 || !expandShallow(p, depth - 1))) return false;
    }
  }
  s.expanded = expandOne(s);
  return true;
}

/**
 * Expands `s` after the lazy sets its expansion reads, deepest first (foldTree), so that
 * expanding each reads expanded components only and no expansion recurses: sets nested
 * 100,000 deep (`S(n) == {x \in S(n-1) : P}`) expand without a deep JS stack. A set that
 * cannot be enumerated is left to its parent, which names it in its error as before.
 */
function expandDeepestFirst(s: SetValue): void {
  foldTree<SetValue, undefined>(s, expansionParts, (x) => {
    if (isLazy(x) && x.expanded === undefined) x.expanded = expandOne(x);
    return undefined;
  });
}

/** The lazy components a set's expansion reads (none once it is expanded, or when it cannot be). */
function expansionParts(s: SetValue): readonly SetValue[] | undefined {
  if (!isLazy(s) || s.expanded !== undefined || !isEnumerable(s)) return undefined;
  if (s.kind === Kind.SetOp) return s.op === "union" ? unionLeaves(s, true) : [keptOperand(s)];
  return components(s);
}

/** The sorted expansion of a lazy set whose lazy components are expanded. */
function expandOne(s: LazySetValue): SetEnum {
  if (s.kind === Kind.SetOp) return expandSetOp(s);
  const raw = rawElements(s);
  return rawIsSorted(s) ? sortedSet(raw) : sortAndDedupe(raw);
}

/**
 * A lazy set operation's sorted elements from its operands' sorted elements (cached on
 * them), not from its raw order: `x' = x \cup {e}` on a lazy x builds a chain of unions
 * one step longer per state, and expanding each from the raw order would walk the whole
 * chain again at every state. A chain of unions none of which is expanded is expanded
 * at once from the sets at its leaves, not union by union.
 */
function expandSetOp(s: SetOpValue): SetEnum {
  if (!isEnumerable(s)) notEnumerable(s);
  if (s.op !== "union") return sortedSet(kept(s, sortedElements(keptOperand(s))));
  const parts = unionLeaves(s, true);
  if (parts.length === 2) return sortedSet(mergeSortedUnion(sortedElements(parts[0]!), sortedElements(parts[1]!)));
  return setOfOwned(concatenated(parts.map(sortedElements)));
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
function functionsInOrder(s: FcnSet, range: readonly Value[]): Value[] {
  cardinality(s); // overflow check before allocating
  const domain = sortedElements(s.domain);
  const choices: (readonly Value[])[] = new Array<readonly Value[]>(domain.length).fill(range);
  // SetOfFcnsValue's elements are FcnRcdValues: on an interval (intv) when S is one, else with a domain array.
  const intv = s.domain.kind === Kind.Interval;
  return odometer(choices, (values) => constructedFcn(domain, values, intv));
}

/** [a : S, b : T]: fields in token order, last field fastest (SetOfRcdsValue). */
function recordsInOrder(s: RecordSet, raws: readonly (readonly Value[])[]): Value[] {
  cardinality(s);
  return odometer(raws, (values) => fcnSorted(s.names, values));
}

/** S1 \X S2: last component fastest (SetOfTuplesValue). */
function tuplesInOrder(s: ProductSet, raws: readonly (readonly Value[])[]): Value[] {
  cardinality(s);
  return odometer(raws, (values) => tuple(values));
}

/** How TLC words `v \in s` for a value of the wrong kind, by the class of `s` (see the catalogue). */
type WrongKindMember = "MemberOfOverridden" | "NonRecordMember" | "NonTupleMember" | "NonFunctionMember";

/**
 * `v \in s` for a value of the wrong kind for `s`: an untyped model value is in no such set
 * (ModelValue.modelValueMember), a typed one and any other value are TLC's error.
 */
function wrongKindMember(v: Value, s: SetValue, code: WrongKindMember): false {
  if (typeof v === "object" && v.kind === Kind.ModelValue) {
    if (v.typeChar === undefined) return false;
    throw new EvalError("TypedModelValueMember", { value: v.name, set: printValue(s) });
  }
  throw new EvalError(code, { value: printValue(v), set: printValue(s) });
}

/** For a value of the wrong kind for `s`: no candidates (an untyped model value is in no such set), or TLC's error. */
function outside(v: Value, s: SetValue, code: WrongKindMember): undefined {
  wrongKindMember(v, s, code);
  return undefined;
}

/**
 * What deciding `v \in s` comes down to for a set built of other sets: whether every one
 * (`every`) or some of `count` memberships holds, the i-th being of `values[i]` (or
 * `value`) in `sets[i]` (or `set`); with `negateLast` the last one must fail (`S \ T`),
 * and with `pred` the value must also pass the filter's predicate once the rest held.
 */
class Memberships {
  constructor(
    readonly every: boolean,
    readonly count: number,
    readonly values: readonly Value[] | undefined,
    readonly value: Value,
    readonly sets: readonly SetValue[] | undefined,
    readonly set: SetValue | undefined,
    readonly negateLast = false,
    readonly pred: FilterPredicate | undefined = undefined,
  ) {}
}

/**
 * Lazy sets nested this deep are decided on the JS stack (`memberAt`); deeper ones from
 * an explicit stack (`memberDeep`), as lazy sets may nest 100,000 deep.
 */
const MAX_MEMBER_NESTING = 64;

/** `v \in s`, without enumerating lazy sets. */
export function member(v: Value, s: SetValue): boolean {
  if (typeof v === "object" && v.kind === Kind.LazyFcn) v = forceFcn(v);
  return memberAt(v, s, 0);
}

/**
 * `v \in s` by recursion over the components of lazy sets, allocating nothing: a TypeOK
 * conjunct such as `f \in [S -> [T -> Nat]]` is decided for every state. The answers and
 * errors, and the order the components are asked in, are `memberDeep`'s.
 */
function memberAt(v: Value, s: SetValue, depth: number): boolean {
  if (s.kind === Kind.SetEnum) return enumHas(s.elems, v);
  if (s.kind === Kind.Interval) return intervalHas(s, v);
  if (depth >= MAX_MEMBER_NESTING) return memberDeep(v, s);
  if ((s.kind !== Kind.Infinite || s.base !== undefined) && typeof v === "object" && v.fpState === FP_DONE) return rememberedMember(v, s, depth);
  return memberLazy(v, s, depth);
}

/** `memberAt` for the sets whose membership comes down to their components'. */
function memberLazy(v: Value, s: Exclude<SetValue, SetEnum | Interval>, depth: number): boolean {
  const d = depth + 1;
  switch (s.kind) {
    case Kind.Subset: {
      const es = subsetCandidates(v, s);
      if (es === undefined) return false;
      for (let i = 0; i < es.length; i++) if (!memberAt(es[i]!, s.base, d)) return false;
      return true;
    }
    case Kind.FcnSet: {
      const xs = fcnSetCandidates(v, s);
      if (xs === undefined) return false;
      for (let i = 0; i < xs.length; i++) if (!memberAt(xs[i]!, s.range, d)) return false;
      return true;
    }
    case Kind.RecordSet:
    case Kind.Product: {
      const xs = s.kind === Kind.RecordSet ? recordSetCandidates(v, s) : productCandidates(v, s);
      if (xs === undefined) return false;
      for (let i = 0; i < xs.length; i++) if (!memberAt(xs[i]!, s.sets[i]!, d)) return false;
      return true;
    }
    case Kind.Infinite: {
      if (s.base === undefined) return infiniteHas(s, v);
      const xs = seqCandidates(v, s);
      if (xs === undefined) return false;
      for (let i = 0; i < xs.length; i++) if (!memberAt(xs[i]!, s.base, d)) return false;
      return true;
    }
    case Kind.SetOp:
      switch (s.op) {
        case "filter":
          return memberAt(v, s.parts[0]!, d) && s.pred!(v);
        case "union":
          for (let i = 0; i < s.parts.length; i++) if (memberAt(v, s.parts[i]!, d)) return true;
          return false;
        case "diff":
          return memberAt(v, s.parts[0]!, d) && !memberAt(v, s.parts[1]!, d);
        case "cap":
          return memberAt(v, s.parts[0]!, d) && memberAt(v, s.parts[1]!, d);
      }
  }
}

/**
 * `<<a, b>> \in s` without building the pair when `s` is an enumerated set of tuples
 * (`<<State(t), State(t2)>> \in {<<assigned, accepted>>, ...}`): the binary search
 * compares as `compare` compares two tuples, length first, then element by element.
 * An element that is not a tuple sends the question to `member` with the pair built.
 */
export function memberPair(a: Value, b: Value, s: SetValue): boolean {
  if (s.kind === Kind.SetEnum) {
    const xs = s.elems;
    let lo = 0;
    let hi = xs.length - 1;
    try {
      while (lo <= hi) {
        const mid = (lo + hi) >>> 1;
        const x = xs[mid]!;
        if (typeof x !== "object" || x.kind !== Kind.Tuple) return member(tuple([a, b]), s);
        const es = x.elems;
        let c = es.length - 2;
        if (c === 0 && es[0] !== a) c = compareElements(es[0]!, a, 1);
        if (c === 0 && es[1] !== b) c = compareElements(es[1]!, b, 1);
        if (c === 0) return true;
        if (c < 0) lo = mid + 1;
        else hi = mid - 1;
      }
    } catch (e) {
      // TLC's search of the built pair (enumHas, tlcSearch) decides the error or the answer.
      if (e instanceof EvalError) return member(tuple([a, b]), s);
      throw e;
    }
    return false;
  }
  return member(tuple([a, b]), s);
}

/** Entries of a lazy set's `members` (a power of two). */
const REMEMBERED = 64;

/**
 * `v \in s` for a value whose fingerprint is known, remembered on `s`. Values are
 * immutable, so the answer for the same object never changes, and a state's records are
 * asked about again in each successor that keeps them (`tasks \in SUBSET Task` in
 * SwarmKit's TypeOK). An equal value (one of the same fingerprint: equal fingerprints
 * are equal values, as the seen set assumes) has the same answer: the successors that
 * rebuild a record with EXCEPT (SwarmKit's tasks changing state) mostly rebuild one that
 * was asked about before (on SwarmKitLarge 2.2 million of 4.4 million look-ups found an
 * equal record, 0.7 million the same object). Only for sets whose membership evaluates no predicate
 * (`isPure`), so no Print or other effect of one is skipped, and from the set's second
 * question on: a lazy set built and asked once per evaluation gets no table. Memberships
 * that throw are not remembered.
 */
function rememberedMember(v: Exclude<Value, number | boolean>, s: LazySetValue | InfiniteSet, depth: number): boolean {
  let table = s.members;
  if (table === undefined) {
    if ((s.traits & Trait.Queried) === 0 || !isPure(s)) {
      s.traits |= Trait.Queried;
      return memberLazy(v, s, depth);
    }
    s.members = table = new Array<Value | boolean | undefined>(2 * REMEMBERED).fill(undefined);
  }
  const at = (v.fpLo & (REMEMBERED - 1)) << 1;
  const known = table[at] as Exclude<Value, number | boolean> | undefined;
  // The same object, or an equal one (the same fingerprint: the seen set's assumption).
  if (known !== undefined && (known === v || (known.fpLo === v.fpLo && known.fpHi === v.fpHi))) return table[at + 1] as boolean;
  const answer = memberLazy(v, s, depth);
  table[at] = v;
  table[at + 1] = answer;
  return answer;
}

const pureKnown = traitOf(Trait.PureKnown, Trait.Pure);
const keepPure = keepTrait(Trait.PureKnown, Trait.Pure);

/** The sets a membership in `s` may ask about: its components, and the base of `Seq(S)`. */
function membershipParts(s: SetValue): readonly SetValue[] | undefined {
  return s.kind === Kind.Infinite ? (s.base === undefined ? undefined : [s.base]) : components(s);
}

/** True when deciding a membership in `s` evaluates no predicate of a `{x \in S : P}` (through its components). */
function isPure(s: LazySetValue | InfiniteSet): boolean {
  if (isLazy(s) && (s.traits & Trait.PureKnown) !== 0) return (s.traits & Trait.Pure) !== 0;
  return foldSets(s, membershipParts, (x, rs) => !(x.kind === Kind.SetOp && x.op === "filter") && rs.every((r) => r), pureKnown, keepPure);
}

/** `v \in s` decided from an explicit stack of the memberships it comes down to. */
function memberDeep(v: Value, s: SetValue): boolean {
  const first = memberStep(v, s);
  if (typeof first === "boolean") return first;
  const stack: Memberships[] = [first];
  const next: number[] = [0];
  for (;;) {
    const top = stack.length - 1;
    const m = stack[top]!;
    const i = next[top]!;
    let answer: boolean;
    if (i === m.count) answer = m.every && m.pred !== undefined ? m.pred(m.value) : m.every;
    else {
      next[top] = i + 1;
      const r = memberStep(m.values === undefined ? m.value : m.values[i]!, m.sets === undefined ? m.set! : m.sets[i]!);
      if (typeof r !== "boolean") {
        stack.push(r);
        next.push(0);
        continue;
      }
      answer = m.negateLast && i === m.count - 1 ? !r : r;
      // Not yet decided: the next membership of this one.
      if (answer === m.every) continue;
    }
    // `m` is decided: hand its answer to the membership that asked.
    for (;;) {
      stack.pop();
      next.pop();
      if (stack.length === 0) return answer;
      const parent = stack[stack.length - 1]!;
      const j = next[stack.length - 1]! - 1;
      const a: boolean = parent.negateLast && j === parent.count - 1 ? !answer : answer;
      if (a === parent.every) break;
      answer = a;
    }
  }
}

/** `v \in s` when it is decided at once, else the memberships it comes down to. */
function memberStep(v: Value, s: SetValue): boolean | Memberships {
  switch (s.kind) {
    case Kind.SetEnum:
      return enumHas(s.elems, v);
    case Kind.Interval:
      return intervalHas(s, v);
    case Kind.Subset: {
      const es = subsetCandidates(v, s);
      return es === undefined ? false : new Memberships(true, es.length, es, v, undefined, s.base);
    }
    case Kind.FcnSet: {
      const xs = fcnSetCandidates(v, s);
      return xs === undefined ? false : new Memberships(true, xs.length, xs, v, undefined, s.range);
    }
    case Kind.RecordSet:
    case Kind.Product: {
      const xs = s.kind === Kind.RecordSet ? recordSetCandidates(v, s) : productCandidates(v, s);
      return xs === undefined ? false : new Memberships(true, xs.length, xs, v, s.sets, undefined);
    }
    case Kind.Infinite: {
      if (s.base === undefined) return infiniteHas(s, v);
      const xs = seqCandidates(v, s);
      return xs === undefined ? false : new Memberships(true, xs.length, xs, v, undefined, s.base);
    }
    // SetPredValue, SetCupValue, UnionValue, SetDiffValue, SetCapValue: decided from the operands.
    case Kind.SetOp:
      switch (s.op) {
        case "filter":
          return new Memberships(true, 1, undefined, v, undefined, s.parts[0]!, false, s.pred);
        case "union":
          return new Memberships(false, s.parts.length, undefined, v, s.parts, undefined);
        case "diff":
          return new Memberships(true, 2, undefined, v, s.parts, undefined, true);
        case "cap":
          return new Memberships(true, 2, undefined, v, s.parts, undefined);
      }
  }
}

/** Binary search of the sorted elements `xs`. */
function enumHas(xs: readonly Value[], v: Value): boolean {
  // Interned strings and model values, and values taken from the set itself, are
  // found by identity; anything else (or a miss) by the binary search.
  if (xs.length <= 8) for (let i = 0; i < xs.length; i++) if (xs[i] === v) return true;
  let lo = 0;
  let hi = xs.length - 1;
  try {
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const c = compareElements(xs[mid]!, v, 0);
      if (c === 0) return true;
      if (c < 0) lo = mid + 1;
      else hi = mid - 1;
    }
  } catch (e) {
    // TLC's search may meet other elements: its error, or its answer when it meets none it cannot compare.
    if (e instanceof EvalError) return tlcSearch(xs, v);
    throw e;
  }
  return false;
}

/**
 * TLC's membership in a normalised enumerated set (ValueVec.search): a binary search asking
 * `v.compareTo(xs[mid])`, the end exclusive, so the value sought words a comparison's error and
 * meets the elements TLC meets ({1, 2, 3} asked about "a": "Attempted to compare string "a" with
 * non-string:\n2"). Replayed only when our search failed.
 */
export function tlcSearch(xs: readonly Value[], v: Value): boolean {
  let lo = 0;
  let hi = xs.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    const c = compare(v, xs[mid]!);
    if (c === 0) return true;
    if (c < 0) hi = mid;
    else lo = mid + 1;
  }
  return false;
}

function intervalHas(s: Interval, v: Value): boolean {
  if (typeof v === "number") return v >= s.lo && v <= s.hi;
  // IntervalValue.member: an empty interval holds nothing, without complaint.
  if (s.lo > s.hi) return false;
  // An untyped model value is in no interval; a typed one gets the interval's own error.
  if (typeof v === "object" && v.kind === Kind.ModelValue && v.typeChar === undefined) return false;
  throw new EvalError("IntervalMembershipUndefined", { value: printValue(v), set: printValue(s) });
}

/** Membership in `Nat`, `Int`, `STRING`, `ANY`. */
function infiniteHas(s: InfiniteSet, v: Value): boolean {
  switch (s.name) {
    case "Nat":
      return typeof v === "number" ? v >= 0 : wrongKindMember(v, s, "MemberOfOverridden");
    case "Int":
      return typeof v === "number" ? true : wrongKindMember(v, s, "MemberOfOverridden");
    case "ANY":
      return true;
    case "NonSet":
      return nonSetMember(s, v);
    default:
      return typeof v === "object" && v.kind === Kind.String ? true : wrongKindMember(v, s, "MemberOfOverridden");
  }
}

/**
 * The elements that must all be in the base for `v \in SUBSET base`. SubsetValue.member
 * enumerates any value of an Enumerable class (failing as enumerating it fails); anything else
 * (not a set, or the overridden Nat, Int, STRING, Seq(S), ANY) is its error.
 */
function subsetCandidates(v: Value, s: SubsetSet): readonly Value[] | undefined {
  if (isSet(v) && v.kind !== Kind.Infinite) return sortedElements(v);
  // No exception for model values here, typed or not: SubsetValue.member does not ask modelValueMember.
  throw new EvalError("NonEnumerableSubsetMember", { value: printValue(v), set: printValue(s) });
}

/** The values that must all be in the range for `v \in [D -> R]`; undefined when v is no function on D. */
function fcnSetCandidates(v: Value, s: FcnSet): readonly Value[] | undefined {
  if (typeof v !== "object") return outside(v, s, "NonFunctionMember");
  if (v.kind === Kind.Tuple) return domainIs(s.domain, v) ? v.elems : undefined;
  if (v.kind === Kind.Fcn) return domainIs(s.domain, v) ? v.values : undefined;
  return outside(v, s, "NonFunctionMember");
}

/**
 * Whether the set `d` equals the domain of `f`: `equals(d, DOMAIN f)`, with the same
 * answers and errors, comparing an interval or enumerated `d` with the domain in place
 * instead of building the domain as a set.
 */
function domainIs(d: SetValue, f: FcnValue): boolean {
  const n = f.kind === Kind.Tuple ? f.elems.length : f.domain.length;
  if (d.kind === Kind.Interval) {
    if ((d.hi < d.lo ? 0 : cardinality(d)) !== n) return false;
    if (f.kind === Kind.Tuple) return n === 0 || d.lo === 1;
    for (let i = 0; i < n; i++) if (!equals(d.lo + i, f.domain[i]!)) return false;
    return true;
  }
  if (d.kind === Kind.SetEnum) {
    const xs = d.elems;
    if (xs.length !== n) return false;
    if (f.kind === Kind.Tuple) {
      for (let i = 0; i < n; i++) if (!equals(xs[i]!, i + 1)) return false;
    } else if (xs !== f.domain) {
      for (let i = 0; i < n; i++) if (!equals(xs[i]!, f.domain[i]!)) return false;
    }
    return true;
  }
  return equals(d, f.kind === Kind.Tuple ? intervalSet(n) : sortedSet(f.domain));
}

/**
 * The field values that must be in the field sets for `v \in [a : S, ...]`; undefined when v
 * is a record of other fields. SetOfRcdsValue.member converts v with toRcd: only the empty
 * tuple and functions whose domain is all strings are records, anything else is its error.
 */
function recordSetCandidates(v: Value, s: RecordSet): readonly Value[] | undefined {
  if (typeof v !== "object") return outside(v, s, "NonRecordMember");
  if (v.kind === Kind.Tuple) {
    if (v.elems.length > 0) return outside(v, s, "NonRecordMember");
    return s.names.length === 0 ? v.elems : undefined;
  }
  if (v.kind !== Kind.Fcn) return outside(v, s, "NonRecordMember");
  for (let i = 0; i < v.domain.length; i++) {
    const d = v.domain[i]!;
    if (typeof d !== "object" || d.kind !== Kind.String) return outside(v, s, "NonRecordMember");
  }
  if (v.domain.length !== s.names.length) return undefined;
  // Field names by text: a record may hold strings of another intern table than the set's
  // (a tool that evaluates a run's states with a context of its own, such as `--watch`).
  for (let i = 0; i < v.domain.length; i++) {
    const d = v.domain[i]!;
    if (d !== s.names[i] && (typeof d !== "object" || d.kind !== Kind.String || d.text !== s.names[i]!.text)) return undefined;
  }
  return v.values;
}

/**
 * The components that must be in the factors for `v \in S1 \X ...`; undefined when v is no
 * tuple of that length. SetOfTuplesValue.member: a function on integers other than 1..n is
 * no tuple (false), a function with any other domain element and a non-function are its error.
 */
function productCandidates(v: Value, s: ProductSet): readonly Value[] | undefined {
  if (typeof v !== "object") return outside(v, s, "NonTupleMember");
  if (v.kind === Kind.Fcn) {
    for (let i = 0; i < v.domain.length; i++) if (typeof v.domain[i] !== "number") return outside(v, s, "NonTupleMember");
    return undefined;
  }
  if (v.kind !== Kind.Tuple) return outside(v, s, "NonTupleMember");
  return v.elems.length === s.sets.length ? v.elems : undefined;
}

/**
 * The elements that must all be in S for `v \in Seq(S)`. The overridden Seq(S) asks toTuple:
 * a function that is no sequence (a record, a function on 2..3) is its error, as a non-function.
 */
function seqCandidates(v: Value, s: InfiniteSet): readonly Value[] | undefined {
  if (typeof v !== "object" || v.kind !== Kind.Tuple) return outside(v, s, "MemberOfOverridden");
  return v.elems;
}

function intervalSet(n: number): SetEnum {
  const xs: Value[] = new Array<Value>(n);
  for (let i = 0; i < n; i++) xs[i] = i + 1;
  return sortedSet(xs);
}
