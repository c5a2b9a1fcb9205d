// TLC's total order on values and its equality (TLC-SEMANTICS §1.1, §4.1, §7.3, §7.4).
//
// The order is what TLC sorts sets with, so it decides printing, CHOOSE and the order
// of \E. Values of different kinds are compared by viewing both as the same kind
// (a tuple or record as a function, an interval or lazy set as its sorted elements);
// when no such view exists TLC stops with an error, and so do we: comparing 1 with
// "a" throws an EvalError instead of answering. Untyped model values are the one
// exception: they compare with anything (smaller than every non-model value) and are
// equal only to themselves.

import { EvalError } from "./errors.js";
import { Kind, isFcn, isSet, kindName, type Fcn, type FcnValue, type Tuple, type ModelValue, type SetOpValue, type SetValue, type Value } from "./kinds.js";
import { forceFcn } from "./lazyFcn.js";
import { cardinality, isEnumerable, sortedElements } from "./sets.js";
import { printValue } from "./print.js";
import { prettyPrint } from "./prettyPrint.js";
import { writtenOrderState } from "./intern.js";

function describe(v: Value): string {
  return `${kindName(v)} ${printValue(v)}`;
}

/** A value in one of TLC's Assert.fail messages: Values.ppr of its string, TLC's 80-column layout. */
function shown(v: Value): string {
  return prettyPrint(printValue(v));
}

/** TLC's error for `a.compareTo(b)` with b of another kind: worded by the class of `a` (the receiver). */
function incomparable(a: Value, b: Value): never {
  const right = shown(b);
  if (typeof a === "number") throw new EvalError("CompareNonKind", { kind: "integer", left: String(a), right });
  if (typeof a === "boolean") throw new EvalError("CompareNonKind", { kind: "boolean", left: a ? "TRUE" : "FALSE", right });
  if (a.kind === Kind.String) throw new EvalError("CompareNonKind", { kind: "string", left: shown(a), right });
  if (a.kind === Kind.SetEnum) throw new EvalError("CompareSetOrFunction", { left: `the set ${shown(a)}`, right });
  if (a.kind === Kind.Tuple || (a.kind === Kind.Fcn && (a.domain.length === 0 || !isRecordLike(a)))) {
    throw new EvalError("CompareSetOrFunction", { left: `the function ${shown(a)}`, right });
  }
  if (a.kind === Kind.Fcn) throw new EvalError("CompareNonRecord", { left: shown(a), right });
  throw new EvalError("IncomparableValues", { left: describe(a), right });
}

/** A function on strings: a record to TLC (its RecordValue). */
function isRecordLike(f: Fcn): boolean {
  return f.domain.every((d) => typeof d === "object" && d.kind === Kind.String);
}

/** TLC's error for `a = b` with b of another kind: each of TLC's value classes words it its own way. */
function equalityUndefined(a: Value, b: Value): never {
  const right = shown(b);
  const nonKind = (kind: string, verb = "check"): never => {
    throw new EvalError("EqualityNonKind", { verb, kind, left: shown(a), right });
  };
  if (typeof a === "number") return nonKind("integer");
  if (typeof a === "boolean") return nonKind("boolean", "compare");
  switch (a.kind) {
    case Kind.String:
      return nonKind("string");
    case Kind.Infinite:
      throw new EvalError("EqualityOverridden", { left: shown(a), right });
    case Kind.Fcn:
      if (isRecordLike(a)) throw new EvalError("EqualityNonRecord", { left: shown(a), right });
      throw new EvalError("EqualityUndefined", { left: `the function ${shown(a)}`, right });
    case Kind.Tuple:
    case Kind.LazyFcn:
      throw new EvalError("EqualityUndefined", { left: `the function ${shown(a)}`, right });
    case Kind.Interval:
      // Printed as the set of its elements (TLC normalizes it to compare), unless huge.
      if (a.hi - a.lo < 100_000) throw new EvalError("EqualityUndefined", { left: `the set {${Array.from({ length: Math.max(0, a.hi - a.lo + 1) }, (_, i) => a.lo + i).join(", ")}}`, right });
  }
  if (isSet(a)) throw new EvalError("EqualityUndefined", { left: `the set ${shown(a)}`, right });
  throw new EvalError("EqualityUndefined", { left: describe(a), right });
}

/** Order of a model value `m` against a value `other` of another kind (§1.1, §7.4). */
function modelAgainst(m: ModelValue, other: Value, mFirst: boolean): number {
  if (m.typeChar !== undefined) {
    throw new EvalError("TypedModelValueMismatch", {
      left: `typed model value ${m.name}`,
      right: `non-model value ${printValue(other)}`,
    });
  }
  return mFirst ? -1 : 1;
}

function compareModelValues(a: ModelValue, b: ModelValue): number {
  if (a === b) return 0;
  if (a.typeChar !== undefined && b.typeChar !== undefined && a.typeChar !== b.typeChar) {
    throw new EvalError("TypedModelValueMismatch", {
      left: `the differently-typed model values ${a.name}`,
      right: b.name,
    });
  }
  return a.token - b.token;
}

/**
 * Nesting of functions and sets compared on the JS stack; a value nested deeper is
 * compared from an explicit stack (`compareDeep`, `equalsDeep`), so that no nesting
 * depth a spec can build overflows the JS stack.
 */
const MAX_NESTING = 64;

/**
 * TLC's order: negative, zero or positive as `a` sorts before, with, or after `b`.
 * `depth` is the nesting reached so far (callers leave it out).
 * @throws EvalError when TLC cannot compare the two kinds
 */
export function compare(a: Value, b: Value, depth = 0): number {
  if (a === b) return 0;
  // The hot pairs first: two strings (record fields), two model values (process ids) and
  // two functions (records, tuples); everything else takes the general path below.
  if (typeof a === "object" && typeof b === "object") {
    const ka = a.kind;
    const kb = b.kind;
    if (ka === Kind.String && kb === Kind.String) return a.token - b.token;
    if (ka === Kind.ModelValue && kb === Kind.ModelValue) return compareModelValues(a, b);
    if ((ka === Kind.Fcn || ka === Kind.Tuple) && (kb === Kind.Fcn || kb === Kind.Tuple)) return compareFcns(a, b, depth);
    if (ka === Kind.SetEnum && kb === Kind.SetEnum && depth <= MAX_NESTING) return compareEnums(a.elems, b.elems, depth);
    // A lazy function is compared as the function (never below the top: values hold none);
    // against an integer or boolean it is incomparable either way.
    if (ka === Kind.LazyFcn) return compare(forceFcn(a), b, depth);
    if (kb === Kind.LazyFcn) return compare(a, forceFcn(b), depth);
  }
  if (typeof a === "number") {
    if (typeof b === "number") return a - b;
    if (typeof b === "object" && b.kind === Kind.ModelValue) return modelAgainst(b, a, false);
    return incomparable(a, b);
  }
  if (typeof a === "boolean") {
    if (typeof b === "boolean") return a ? 1 : -1;
    if (typeof b === "object" && b.kind === Kind.ModelValue) return modelAgainst(b, a, false);
    return incomparable(a, b);
  }
  if (a.kind === Kind.ModelValue) {
    if (typeof b === "object" && b.kind === Kind.ModelValue) return compareModelValues(a, b);
    return modelAgainst(a, b, true);
  }
  if (typeof b === "object" && b.kind === Kind.ModelValue) return modelAgainst(b, a, false);
  switch (a.kind) {
    case Kind.String:
      if (typeof b === "object" && b.kind === Kind.String) return a.token - b.token;
      return incomparable(a, b);
    case Kind.Tuple:
    case Kind.Fcn:
      if (isFcn(b)) return compareFcns(a, b, depth);
      return incomparable(a, b);
    case Kind.LazyFcn:
      return incomparable(a, b);
    default:
      if (isSet(b)) return compareSets(a, b, depth);
      return incomparable(a, b);
  }
}

/**
 * Two arrays of equal-kind components element by element: two enumerated sets' sorted
 * elements, as `compareSets` compares them (sets of positions, of pieces), or two tuples'
 * elements of equal length.
 */
function compareEnums(xs: readonly Value[], ys: readonly Value[], depth: number): number {
  const n = xs.length;
  if (n !== ys.length) return n - ys.length;
  const d = depth + 1;
  for (let i = 0; i < n; i++) {
    const x = xs[i]!;
    const y = ys[i]!;
    if (x === y) continue;
    const c = compareElements(x, y, d);
    if (c !== 0) return c;
  }
  return 0;
}

/** Sets: cardinality first, then element by element over the sorted elements (SetEnumValue). */
function compareSets(a: SetValue, b: SetValue, depth: number): number {
  // SubsetValue.compareTo: two SUBSET values compare by their bases, never expanded (a loop: towers may be 100,000 deep).
  while (a.kind === Kind.Subset && b.kind === Kind.Subset) {
    a = a.base;
    b = b.base;
  }
  if (a.kind === Kind.Interval && b.kind === Kind.Interval) {
    const na = a.hi >= a.lo ? a.hi - a.lo + 1 : 0;
    const nb = b.hi >= b.lo ? b.hi - b.lo + 1 : 0;
    if (na !== nb) return na - nb;
    return na === 0 ? 0 : a.lo - b.lo;
  }
  const na = cardinality(a);
  const nb = cardinality(b);
  if (na !== nb) return na - nb;
  if (depth > MAX_NESTING) return compareDeep(a, b);
  const ea = sortedElements(a);
  const eb = sortedElements(b);
  for (let i = 0; i < na; i++) {
    const c = compare(ea[i]!, eb[i]!, depth + 1);
    if (c !== 0) return c;
  }
  return 0;
}

function fcnSize(f: FcnValue): number {
  return f.kind === Kind.Tuple ? f.elems.length : f.domain.length;
}

/**
 * Functions, records and tuples alike: domain size, then the sorted domains element by
 * element, then the values in domain order (FcnRcdValue; for tuples this is TupleValue's
 * length-then-elements order, for records RecordValue's fields-then-values order).
 */
/**
 * TLC's RecordValue.compareTo and equals normalise both records first, in place: a record
 * still in its constructor's field order (its DOMAIN set a marking copy, intern.ts
 * `writtenShape`) drops it, as it prints in token order from then on.
 */
function normalizeRecords(a: Fcn, b: Fcn): void {
  const sa = a.domainSet;
  if (sa !== undefined && sa.elems !== a.domain) a.domainSet = undefined;
  const sb = b.domainSet;
  if (sb !== undefined && sb.elems !== b.domain) b.domainSet = undefined;
}

function compareFcns(a: FcnValue, b: FcnValue, depth: number): number {
  const n = fcnSize(a);
  const m = fcnSize(b);
  if (n !== m) return n - m;
  if (depth > MAX_NESTING) return compareDeep(a, b);
  const d = depth + 1;
  // Identical components compare equal without the call (`compare(x, x)` is 0 for
  // every value), and records built alike share their field values often; two integers
  // (a grid's `<<x, y>>`, sorted by the set operations) are told apart in place.
  if (a.kind === Kind.Tuple && b.kind === Kind.Tuple) return compareEnums(a.elems, b.elems, depth);
  if (a.kind === Kind.Fcn && b.kind === Kind.Fcn) {
    const da = a.domain;
    const db = b.domain;
    if (writtenOrderState.recordsMade) normalizeRecords(a, b);
    if (da !== db) {
      for (let i = 0; i < n; i++) {
        const x = da[i]!;
        const y = db[i]!;
        if (x === y) continue;
        const c = compare(x, y, d);
        if (c !== 0) return c;
      }
    }
    return compareEnums(a.values, b.values, depth);
  }
  for (let i = 0; i < n; i++) {
    const da = a.kind === Kind.Tuple ? i + 1 : a.domain[i]!;
    const db = b.kind === Kind.Tuple ? i + 1 : b.domain[i]!;
    const c = compare(da, db, d);
    if (c !== 0) return c;
  }
  const va = a.kind === Kind.Tuple ? a.elems : a.values;
  const vb = b.kind === Kind.Tuple ? b.elems : b.values;
  for (let i = 0; i < n; i++) {
    const c = compare(va[i]!, vb[i]!, d);
    if (c !== 0) return c;
  }
  return 0;
}

/**
 * `compare` with the commonest pairs (two integers, two strings, two model values) first:
 * small enough to be inlined where the hot loops (binary searches, merges, insertion
 * sorts) compare elements, which `compare` itself is not.
 */
export function compareElements(x: Value, y: Value, depth: number): number {
  if (typeof x === "number") {
    if (typeof y === "number") return x - y;
  } else if (typeof x === "object" && typeof y === "object") {
    const kx = x.kind;
    if (kx === y.kind) {
      if (kx === Kind.String) return x.token - (y as typeof x).token;
      if (kx === Kind.ModelValue) return compareModelValues(x, y as typeof x);
      if (kx === Kind.Tuple) return compareNumberTuples(x, y as typeof x, depth);
    }
  }
  return compare(x, y, depth);
}

/**
 * Two tuples as `compare` orders them (length, then element by element), decided here
 * while the elements told apart are integers (positions `<<x, y>>` in sets of them);
 * at the first other pair `compare` takes over.
 */
function compareNumberTuples(x: Tuple, y: Tuple, depth: number): number {
  const xs = x.elems;
  const ys = y.elems;
  if (xs.length !== ys.length) return xs.length - ys.length;
  for (let i = 0; i < xs.length; i++) {
    const p = xs[i]!;
    const q = ys[i]!;
    if (p === q) continue;
    if (typeof p === "number" && typeof q === "number") return p - q;
    return compare(x, y, depth);
  }
  return 0;
}

/**
 * TLC's `=`. Model values are equal only to themselves; other values of kinds TLC
 * cannot relate (`1 = "a"`, `{} = <<>>`) are an error, not FALSE.
 * @throws EvalError as TLC does
 */
export function equals(a: Value, b: Value, depth = 0): boolean {
  // Even a lazy function compared with itself is built first, as TLC's FcnLambdaValue.equals does.
  if (a === b) return typeof a !== "object" || a.kind !== Kind.LazyFcn || forceFcn(a) !== undefined;
  // The hot pairs of one kind first (field values, process ids, records, tuples), as below.
  // This part is kept small so that V8 inlines it where `=` is evaluated (core.eq, then the
  // emitted code); the rest is `equalsOther`.
  if (typeof a === "object") {
    if (typeof b === "object" && a.kind === b.kind) {
      if (a.kind === Kind.String) return a.text === (b as typeof a).text;
      if (a.kind === Kind.ModelValue) return compareModelValues(a, b as typeof a) === 0;
      if (a.kind === Kind.Fcn || a.kind === Kind.Tuple) return fcnEquals(a, b as FcnValue, depth);
    }
  } else if (typeof a === "number" && typeof b === "number") return false;
  return equalsOther(a, b, depth);
}

/** `equals` of two values that are not identical, nor two strings, model values, functions or integers. */
function equalsOther(a: Value, b: Value, depth: number): boolean {
  if (typeof a === "number") {
    if (typeof b === "number") return false;
  } else if (typeof a === "boolean") {
    if (typeof b === "boolean") return false;
  } else {
    // A lazy function is compared as the function; an integer or boolean is never equal to one.
    if (a.kind === Kind.LazyFcn) return equals(forceFcn(a), b, depth);
    if (typeof b === "object" && b.kind === Kind.LazyFcn) return equals(a, forceFcn(b), depth);
    // Two values of one kind were decided above.
    if (a.kind === Kind.ModelValue) {
      modelAgainst(a, b, true);
      return false;
    }
    switch (a.kind) {
      case Kind.String:
        break;
      case Kind.Tuple:
      case Kind.Fcn:
        if (isFcn(b)) return fcnEquals(a, b, depth);
        break;
      default:
        if (isSet(b)) return setEquals(a, b, depth);
    }
  }
  if (typeof b === "object" && b.kind === Kind.ModelValue) {
    modelAgainst(b, a, false);
    return false;
  }
  return equalityUndefined(a, b);
}

function fcnEquals(a: FcnValue, b: FcnValue, depth: number): boolean {
  const d = depth + 1;
  if (a.kind === Kind.Tuple && b.kind === Kind.Tuple) {
    const n = a.elems.length;
    if (n !== b.elems.length) return false;
    if (depth > MAX_NESTING) return equalsDeep(a, b);
    for (let i = 0; i < n; i++) if (!equals(a.elems[i]!, b.elems[i]!, d)) return false;
    return true;
  }
  if (a.kind === Kind.Fcn && b.kind === Kind.Fcn) {
    const n = a.domain.length;
    if (writtenOrderState.recordsMade) normalizeRecords(a, b);
    if (n !== b.domain.length) return false;
    if (depth > MAX_NESTING) return equalsDeep(a, b);
    if (a.domain !== b.domain) for (let i = 0; i < n; i++) if (!equals(a.domain[i]!, b.domain[i]!, d)) return false;
    for (let i = 0; i < n; i++) if (!equals(a.values[i]!, b.values[i]!, d)) return false;
    return true;
  }
  // Canonical form puts every function on 1..n in a Tuple, so a Tuple and a Fcn are
  // never equal but for the empty record and `<<>>` (factory.ts emptyRecord); the domains
  // are still compared so that `[a |-> 1] = <<1>>` fails the way it does in TLC.
  const f = (a.kind === Kind.Fcn ? a : b) as Fcn;
  const t = (a.kind === Kind.Tuple ? a : b) as Tuple;
  // TLC's RecordValue refuses any other function, whatever its length: a non-empty tuple is no record
  // (TupleValue.toRcd; `[a |-> 2, b |-> TRUE] = <<0>>` is an error, difftest seed 201046).
  if (f === a && f.domain.length > 0 && t.elems.length > 0 && isRecordLike(f)) equalityUndefined(a, b);
  if (f.domain.length !== t.elems.length) return false;
  // FcnRcdValue.equals against a function on 1..n: a domain element that is no integer is TLC's error.
  for (let i = 0; i < f.domain.length; i++) {
    const d = f.domain[i]!;
    if (typeof d !== "number") throw new EvalError("EqualityNonIntegerDomain", { value: printValue(d) });
    if (d !== i + 1) return false;
  }
  return f.domain.length === 0;
}

/**
 * `a = b` where one side is Nat, Int, STRING or Seq(S) (a TLC UserValue) or a value that is no set kept
 * by SUBSET/UNION/Seq, the other not of the same kind: TLC asks the left one. A UserValue refuses
 * ("Attempted to compare overridden value Nat with non-overridden value:\n{}"); an enumerated set or
 * interval refuses the UserValue ("Attempted to check equality of the set {} with the value:\nSeq(1)");
 * a lazy set is enumerated first (failing in its own words); a kept non-set compares as itself.
 */
function againstOverridden(a: SetValue, b: SetValue, depth: number): boolean {
  if (a.kind === Kind.Infinite && a.name === "NonSet") return equals(a.raw!, b, depth + 1);
  if (a.kind === Kind.Infinite) return equalityUndefined(a, b);
  const right = (b as Extract<SetValue, { kind: typeof Kind.Infinite }>).raw ?? b;
  if (a.kind !== Kind.SetEnum && a.kind !== Kind.Interval) sortedElements(a);
  return equalityUndefined(a, right);
}

function setEquals(a: SetValue, b: SetValue, depth: number): boolean {
  if (a.kind === Kind.SetEnum && b.kind === Kind.SetEnum && depth <= MAX_NESTING) {
    const xs = a.elems;
    const ys = b.elems;
    if (xs.length !== ys.length) return false;
    for (let i = 0; i < xs.length; i++) if (xs[i] !== ys[i] && !equals(xs[i]!, ys[i]!, depth + 1)) return false;
    return true;
  }
  // Two SUBSETs, or two Seq(S), are equal when their bases are (a loop: towers may be 100,000 deep).
  while ((a.kind === Kind.Subset && b.kind === Kind.Subset) || (a.kind === Kind.Infinite && b.kind === Kind.Infinite && a.base !== undefined && b.base !== undefined)) {
    a = a.base!;
    b = b.base!;
  }
  if (a.kind === Kind.Interval && b.kind === Kind.Interval) {
    const ea = a.hi < a.lo;
    const eb = b.hi < b.lo;
    return ea || eb ? ea === eb : a.lo === b.lo && a.hi === b.hi;
  }
  if (a.kind === Kind.Infinite && b.kind === Kind.Infinite) {
    if (a.name === "ANY") throw new EvalError("AnyIncomparable", { right: printValue(b) });
    // SUBSET 1 = SUBSET 1 (SubsetValue.equals compares the bases: IntValue.equals).
    if (a.name === "NonSet" || b.name === "NonSet") return equals(a.raw ?? a, b.raw ?? b, depth + 1);
    return a.name === b.name;
  }
  if ((a.kind === Kind.Infinite && a.name !== "ANY") || (b.kind === Kind.Infinite && b.name !== "ANY")) return againstOverridden(a, b, depth);
  if (a.kind === Kind.SetOp && b.kind === Kind.SetOp && !(isEnumerable(a) && isEnumerable(b))) return sameOperands(a, b, depth);
  // `ack[p] = Proc` (LamportMutex's Enter, every process in every state) without the interval's element array.
  const mixed = a.kind === Kind.SetEnum && b.kind === Kind.Interval ? enumIsInterval(a.elems, b.lo, b.hi) : a.kind === Kind.Interval && b.kind === Kind.SetEnum ? enumIsInterval(b.elems, a.lo, a.hi) : undefined;
  if (mixed !== undefined) return mixed;
  const n = cardinality(a);
  if (n !== cardinality(b)) return false;
  if (depth > MAX_NESTING) return equalsDeep(a, b);
  const ea = sortedElements(a);
  const eb = sortedElements(b);
  for (let i = 0; i < n; i++) if (!equals(ea[i]!, eb[i]!, depth + 1)) return false;
  return true;
}

/**
 * Whether the sorted elements `xs` are the interval `lo..hi`, when they are all integers;
 * undefined otherwise (another kind is compared by `equals`, whose error TLC raises).
 */
function enumIsInterval(xs: readonly Value[], lo: number, hi: number): boolean | undefined {
  const n = hi < lo ? 0 : hi - lo + 1;
  if (xs.length !== n) return false;
  let same = true;
  for (let i = 0; i < n; i++) {
    const x = xs[i]!;
    if (typeof x !== "number") return undefined;
    if (x !== lo + i) same = false;
  }
  return same;
}

/**
 * Two set operations not both enumerable: equal when their operands agree one for one,
 * pair by pair from a stack (chains of them may be 100,000 deep); deciding it in general
 * needs enumeration, so a pair that differs is TLC's error.
 */
function sameOperands(a: SetOpValue, b: SetOpValue, depth: number): boolean {
  const differ = (x: SetOpValue, y: SetOpValue): never => {
    throw new EvalError("NotEnumerable", { set: printValue(isEnumerable(x) ? y : x) });
  };
  // Pairs of operands with the pair of operations they belong to.
  const todo: [SetValue, SetValue, SetOpValue, SetOpValue][] = [[a, b, a, b]];
  while (todo.length > 0) {
    const [x, y, ox, oy] = todo.pop()!;
    if (x === y) continue;
    if (x.kind === Kind.SetOp && y.kind === Kind.SetOp && !(isEnumerable(x) && isEnumerable(y))) {
      if (x.op !== y.op || x.pred !== y.pred || x.parts.length !== y.parts.length) differ(x, y);
      for (let i = x.parts.length - 1; i >= 0; i--) todo.push([x.parts[i]!, y.parts[i]!, x, y]);
    } else if (!setEquals(x, y, depth + 1)) differ(ox, oy);
  }
  return true;
}

/** Whether the pair is compared component by component (not one of the set pairs decided from their operands). */
function bothFcns(x: Value, y: Value): x is FcnValue {
  return typeof x === "object" && typeof y === "object" && isFcn(x) && isFcn(y);
}

function elementwiseSets(x: Value, y: Value): boolean {
  if (typeof x !== "object" || typeof y !== "object" || !isSet(x) || !isSet(y)) return false;
  if (x.kind === Kind.Interval || y.kind === Kind.Interval || x.kind === Kind.Infinite || y.kind === Kind.Infinite) return false;
  if (x.kind === Kind.SetOp || y.kind === Kind.SetOp) return isEnumerable(x) && isEnumerable(y);
  return !(x.kind === Kind.Subset && y.kind === Kind.Subset);
}

/** Pushes the pairs of components of `x` and `y` (same size) so that they pop in TLC's order: domains, then values. */
function pushFcnPairs(x: FcnValue, y: FcnValue, xs: Value[], ys: Value[]): void {
  const n = fcnSize(x);
  const vx = x.kind === Kind.Tuple ? x.elems : x.values;
  const vy = y.kind === Kind.Tuple ? y.elems : y.values;
  for (let i = n - 1; i >= 0; i--) xs.push(vx[i]!), ys.push(vy[i]!);
  if (x.kind === Kind.Tuple && y.kind === Kind.Tuple) return;
  for (let i = n - 1; i >= 0; i--) xs.push(x.kind === Kind.Tuple ? i + 1 : x.domain[i]!), ys.push(y.kind === Kind.Tuple ? i + 1 : y.domain[i]!);
}

function pushElementPairs(x: SetValue, y: SetValue, xs: Value[], ys: Value[]): void {
  const ex = sortedElements(x);
  const ey = sortedElements(y);
  for (let i = ex.length - 1; i >= 0; i--) xs.push(ex[i]!), ys.push(ey[i]!);
}

/** Two SUBSETs stand for their bases (SubsetValue's order and equality): the deep walks go on with the bases. */
function subsetBases(x: Value, y: Value): [SetValue, SetValue] | undefined {
  if (typeof x !== "object" || typeof y !== "object" || x.kind !== Kind.Subset || y.kind !== Kind.Subset) return undefined;
  let p: SetValue = x.base;
  let q: SetValue = y.base;
  while (p.kind === Kind.Subset && q.kind === Kind.Subset) {
    p = p.base;
    q = q.base;
  }
  return [p, q];
}

/** `compare` from an explicit stack of component pairs, for values nested deeper than MAX_NESTING. */
function compareDeep(a: Value, b: Value): number {
  const xs: Value[] = [a];
  const ys: Value[] = [b];
  while (xs.length > 0) {
    const x = xs.pop()!;
    const y = ys.pop()!;
    if (x === y) continue;
    const bases = subsetBases(x, y);
    if (bases !== undefined) {
      xs.push(bases[0]);
      ys.push(bases[1]);
    } else if (bothFcns(x, y)) {
      const n = fcnSize(x);
      const m = fcnSize(y as FcnValue);
      if (n !== m) return n - m;
      pushFcnPairs(x, y as FcnValue, xs, ys);
    } else if (elementwiseSets(x, y)) {
      const na = cardinality(x as SetValue);
      const nb = cardinality(y as SetValue);
      if (na !== nb) return na - nb;
      pushElementPairs(x as SetValue, y as SetValue, xs, ys);
    } else {
      // A pair whose order needs no descent into components (scalars, intervals, SUBSET bases).
      const c = compare(x, y);
      if (c !== 0) return c;
    }
  }
  return 0;
}

/** `equals` from an explicit stack of component pairs, for values nested deeper than MAX_NESTING. */
function equalsDeep(a: Value, b: Value): boolean {
  const xs: Value[] = [a];
  const ys: Value[] = [b];
  while (xs.length > 0) {
    const x = xs.pop()!;
    const y = ys.pop()!;
    if (x === y) continue;
    const bases = subsetBases(x, y);
    if (bases !== undefined) {
      xs.push(bases[0]);
      ys.push(bases[1]);
    } else if (bothFcns(x, y) && x.kind === (y as FcnValue).kind) {
      if (fcnSize(x) !== fcnSize(y as FcnValue)) return false;
      pushFcnPairs(x, y as FcnValue, xs, ys);
    } else if (elementwiseSets(x, y)) {
      if (cardinality(x as SetValue) !== cardinality(y as SetValue)) return false;
      pushElementPairs(x as SetValue, y as SetValue, xs, ys);
    } else if (!equals(x, y)) return false;
  }
  return true;
}

/** The index of `x` in `sorted` (ascending in `compare`'s order) by binary search, or -1. */
export function sortedIndexOf(sorted: readonly Value[], x: Value): number {
  let lo = 0;
  let hi = sorted.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const c = compare(sorted[mid]!, x);
    if (c === 0) return mid;
    if (c < 0) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}
