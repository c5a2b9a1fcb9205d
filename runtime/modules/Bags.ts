// Bags: a bag is a function from its elements to positive counts. Results are those
// of the TLA+ definitions in compiler/stdlib/Bags.tla.

import type { EvalContext } from "../check/spec.js";
import { force, EvalError, Kind, addInt, compare, emptyTuple, equals, fcn, fcnSorted, prettyPrint, printValue, setOf, subInt, type FcnValue, type SetValue, type Value } from "../values/index.js";
import { argumentError, fcnArg, insideOverride, javaMethod, javaValueClass, override2, overrideFailed, overrideWrapped } from "./args.js";
import { apply, domain, enumerateSorted, inSet } from "./core.js";
import type { ModuleOperators } from "./registry.js";

interface Entries {
  readonly keys: readonly Value[];
  readonly counts: readonly Value[];
}

function entriesOf(b: FcnValue): Entries {
  if (b.kind === Kind.Tuple) {
    const keys: Value[] = new Array<Value>(b.elems.length);
    for (let i = 0; i < keys.length; i++) keys[i] = i + 1;
    return { keys, counts: b.elems };
  }
  return { keys: b.domain, counts: b.values };
}

function bag(v: Value, op: string, position: "first" | "second" | "only"): Entries {
  return entriesOf(fcnArg(v, op, position));
}

function count(v: Value, op: string): number {
  if (typeof v === "number") return v;
  throw new EvalError("ArgumentType", { position: "first", op, expected: "an integer", value: printValue(v) });
}

// -- TLC's Java overrides (tlc2.module.Bags) on values that are no bags ---------------------------
// Each override first asks `toFcnRcd()` of its arguments (null for anything but a function), then walks
// the function's domain in order asking `e.equals(d)` and casting counts to IntValue. The natives below
// keep their fast paths; where one fails, the failure is worded as the override's: EvalExceptions
// (argument errors) as they are, the Java exceptions (NullPointerException, ClassCastException) and a
// failed equals wrapped in the override's message (MethodValue). corpus/regressions Bag*.

const BAGS = "tlc2.module.Bags";
const BAG_IN = javaMethod(BAGS, "BagIn", ["Value", "Value"], "tlc2.value.IBoolValue");
const COPIES_IN = javaMethod(BAGS, "CopiesIn", ["Value", "Value"], "IntValue");
const BAG_CUP = javaMethod(BAGS, "BagCup", ["Value", "Value"]);
const BAG_DIFF = javaMethod(BAGS, "BagDiff", ["Value", "Value"]);
const SQ_SUBSETEQ = javaMethod(BAGS, "SqSubseteq", ["Value", "Value"], "tlc2.value.IBoolValue");

/** TLC's `Value.toFcnRcd()`: a function's graph (a lazy one built), undefined (Java's null) for any other value. */
function toFcnRcd(v: Value): Entries | undefined {
  const f = force(v);
  return typeof f === "object" && (f.kind === Kind.Tuple || f.kind === Kind.Fcn) ? entriesOf(f) : undefined;
}

/** A NullPointerException inside the override `method`: wrapped, raised as TLC's EvalException (exit 255 in Next). */
function javaException(method: string, message: string): never {
  throw new EvalError("OverrideNullPointer", { method, message });
}

/** `((IntValue) v).val` inside the override `method`: a ClassCastException is wrapped as a RuntimeException (exit 75 in Next). */
function intCast(method: string, v: Value): number {
  if (typeof v === "number") return v;
  const cls = javaValueClass(v);
  return overrideFailed(method, `class ${cls} cannot be cast to class tlc2.value.impl.IntValue (${cls} and tlc2.value.impl.IntValue are in unnamed module of loader 'app')`);
}

/** BagIn/CopiesIn's walk: the count of `e` in `b` (undefined when absent), as the override finds it (the caller wraps). */
function tlcCount(e: Value, b: Value, method: string, op: string): number | undefined {
  const f = toFcnRcd(b);
  if (f === undefined) return javaException(method, 'Cannot read field "values" because "fcn" is null');
  for (let i = 0; i < f.keys.length; i++) {
    if (!equals(e, f.keys[i]!)) continue;
    const c = f.counts[i]!;
    if (typeof c === "number") return c;
    return argumentError(op, "second", "a bag", b);
  }
  return undefined;
}

/** SqSubseteq's and BagDiff's walk: B1's counts less B2's, key by key (`keep` receives the positive ones; false stops). */
function tlcDiff(a: Entries, b: Entries, method: string, keep: (key: Value, n: number) => boolean): void {
  for (let i = 0; i < a.keys.length; i++) {
    let v1 = intCast(method, a.counts[i]!);
    for (let j = 0; j < b.keys.length; j++) {
      // A failed equals is wrapped; the casts' failures are the override's own (not wrapped twice).
      if (insideOverride(method, () => equals(a.keys[i]!, b.keys[j]!))) {
        v1 -= intCast(method, b.counts[j]!);
        break;
      }
    }
    if (v1 > 0 && !keep(a.keys[i]!, v1)) return;
  }
}

/** Whether TLC's toFcnRcd() gives a function (without building the entries). */
function isFcnRcd(v: Value): boolean {
  const f = force(v);
  return typeof f === "object" && (f.kind === Kind.Tuple || f.kind === Kind.Fcn);
}

export function IsABag(_ctx: EvalContext, b: Value): boolean {
  b = force(b);
  if (typeof b !== "object" || (b.kind !== Kind.Tuple && b.kind !== Kind.Fcn)) return false;
  for (const c of entriesOf(b).counts) if (typeof c !== "number" || c <= 0) return false;
  return true;
}

export function BagToSet(ctx: EvalContext, b: Value): SetValue {
  if (toFcnRcd(b) === undefined) throw new EvalError("AppliedToWrongValue", { op: "BagToSet", expected: "a function with a finite domain", value: prettyPrint(printValue(b)) });
  return domain(ctx, b);
}

export function SetToBag(ctx: EvalContext, s: Value): FcnValue {
  const xs = enumerateSorted(ctx, s);
  return fcnSorted(xs, new Array<Value>(xs.length).fill(1));
}

export function BagIn(ctx: EvalContext, e: Value, b: Value): boolean {
  // The native's answer; only when it fails, TLC's walk (its answer or its error). No closure on the way that succeeds.
  try {
    return inSet(ctx, e, domain(ctx, b));
  } catch (x) {
    if (!(x instanceof EvalError)) throw x;
    return insideOverride(BAG_IN, () => (tlcCount(e, b, BAG_IN, "BagIn") ?? 0) > 0);
  }
}

export function EmptyBag(_ctx: EvalContext): FcnValue {
  return emptyTuple;
}

function copiesIn(ctx: EvalContext, e: Value, b: Value): Value {
  let c: Value;
  try {
    if (!inSet(ctx, e, domain(ctx, b))) return 0;
    c = apply(ctx, b, e);
  } catch (x) {
    if (!(x instanceof EvalError)) throw x;
    return tlcCount(e, b, COPIES_IN, "CopiesIn") ?? 0;
  }
  return typeof c === "number" ? c : argumentError("CopiesIn", "second", "a bag", b);
}

/** Run as TLC's override (a failed equality inside, e.g. 1 against a bag of strings, comes wrapped). */
export const CopiesIn = override2(COPIES_IN, copiesIn);

/** Merges two bags' sorted key lists with `combine(countInA, countInB)`, dropping non-positive results when asked. */
function combine(a: Entries, b: Entries, op: string, f: (x: number, y: number) => number, keepPositiveOnly: boolean): FcnValue {
  const keys: Value[] = [];
  const counts: Value[] = [];
  let i = 0;
  let j = 0;
  while (i < a.keys.length || j < b.keys.length) {
    let key: Value;
    let x = 0;
    let y = 0;
    if (j >= b.keys.length || (i < a.keys.length && compare(a.keys[i]!, b.keys[j]!) < 0)) {
      key = a.keys[i]!;
      x = count(a.counts[i++]!, op);
    } else if (i >= a.keys.length || compare(a.keys[i]!, b.keys[j]!) > 0) {
      key = b.keys[j]!;
      y = count(b.counts[j++]!, op);
    } else {
      key = a.keys[i]!;
      x = count(a.counts[i++]!, op);
      y = count(b.counts[j++]!, op);
    }
    const c = f(x, y);
    if (!keepPositiveOnly || c > 0) {
      keys.push(key);
      counts.push(c);
    }
  }
  return fcnSorted(keys, counts);
}

/** `B1 (+) B2`. */
export function bagAdd(ctx: EvalContext, b1: Value, b2: Value): FcnValue {
  // TLC's BagCup checks IsABag of each argument first (positive integer counts), of toFcnRcd()'s null too.
  if (toFcnRcd(b1) === undefined || toFcnRcd(b2) === undefined) javaException(BAG_CUP, 'Cannot invoke "tlc2.value.impl.Value.toFcnRcd()" because "b" is null');
  if (!IsABag(ctx, b1)) argumentError("(+)", "first", "a bag", b1);
  if (!IsABag(ctx, b2)) argumentError("(+)", "second", "a bag", b2);
  return combine(bag(b1, "(+)", "first"), bag(b2, "(+)", "second"), "(+)", addInt, false);
}

/** `B1 (-) B2`: only elements with more copies in B1 remain. */
export function bagSub(_ctx: EvalContext, b1: Value, b2: Value): FcnValue {
  const a = toFcnRcd(b1) ?? argumentError("(-)", "first", "a bag", b1);
  const b = toFcnRcd(b2) ?? argumentError("(-)", "second", "a bag", b2);
  try {
    // Only B1's elements can remain: restrict B2 to them before merging.
    return combine(a, b, "(-)", positiveDifference, true);
  } catch (x) {
    if (!(x instanceof EvalError)) throw x;
    const keys: Value[] = [];
    const counts: Value[] = [];
    tlcDiff(a, b, BAG_DIFF, (k, n) => (keys.push(k), counts.push(n), true));
    return fcn(keys, counts);
  }
}

const positiveDifference = (x: number, y: number): number => (x > y ? subInt(x, y) : 0);

/** `BagUnion(S)`: the bag sum of S's members. */
export function BagUnion(ctx: EvalContext, s: Value): FcnValue {
  let acc: FcnValue = emptyTuple;
  for (const b of enumerateSorted(ctx, s)) {
    if (typeof b !== "object" || (b.kind !== Kind.Tuple && b.kind !== Kind.Fcn)) {
      throw new EvalError("NotABag", { value: printValue(s) });
    }
    acc = combine(entriesOf(acc), entriesOf(b), "BagUnion", addInt, false);
  }
  return acc;
}

/** `B1 \sqsubseteq B2`. */
export function sqsubseteq(ctx: EvalContext, b1: Value, b2: Value): boolean {
  const wrong = (v: Value): never => {
    throw new EvalError("AppliedToWrongValue", { op: "\\sqsubseteq", expected: "a function with a finite domain", value: prettyPrint(printValue(v)) });
  };
  const a = toFcnRcd(b1) ?? wrong(b1);
  if (!isFcnRcd(b2)) wrong(b2);
  try {
    for (let i = 0; i < a.keys.length; i++) {
      if (count(a.counts[i]!, "\\sqsubseteq") > count(copiesIn(ctx, a.keys[i]!, b2), "\\sqsubseteq")) return false;
    }
    return true;
  } catch (x) {
    if (!(x instanceof EvalError)) throw x;
    let within = true;
    tlcDiff(a, toFcnRcd(b2)!, SQ_SUBSETEQ, () => (within = false));
    return within;
  }
}

/** `SubBag(B)`: every bag B' with B' \sqsubseteq B. */
export function SubBag(_ctx: EvalContext, b: Value): SetValue {
  const a = bag(b, "SubBag", "only");
  const out: Value[] = [];
  const keys: Value[] = [];
  const counts: Value[] = [];
  const visit = (i: number): void => {
    if (i === a.keys.length) {
      out.push(fcnSorted(keys.slice(), counts.slice()));
      return;
    }
    visit(i + 1);
    const max = count(a.counts[i]!, "SubBag");
    for (let c = 1; c <= max; c++) {
      keys.push(a.keys[i]!);
      counts.push(c);
      visit(i + 1);
      keys.pop();
      counts.pop();
    }
  };
  visit(0);
  return setOf(out);
}

/** `BagOfAll(F, B)`: the bag of F(x), each x counted B[x] times. */
export function BagOfAll(_ctx: EvalContext, f: (x: Value) => Value, b: Value): FcnValue {
  try {
    const a = toFcnRcd(b) ?? argumentError("BagOfAll", "second", "a function with a finite domain", b);
    const images: Value[] = [];
    const counts: number[] = [];
    for (let i = 0; i < a.keys.length; i++) {
      const y = f(a.keys[i]!);
      const c = count(a.counts[i]!, "BagOfAll");
      let k = 0;
      while (k < images.length && compare(images[k]!, y) !== 0) k++;
      if (k === images.length) {
        images.push(y);
        counts.push(c);
      } else counts[k] = addInt(counts[k]!, c);
    }

    return fcn(images, counts);
  } catch (e) {
    // TLC runs it as a Java override: its RuntimeExceptions come wrapped (args.ts).
    return overrideWrapped(javaMethod("tlc2.module.Bags", "BagOfAll", ["Value", "Value"]), e);
  }
}

export function BagCardinality(_ctx: EvalContext, b: Value): number {
  // TLC's override: EC.TLC_MODULE_APPLYING_TO_WRONG_VALUE for a non-function, then for a count that is no positive integer.
  const f = force(b);
  const wrong = (expected: string): never => {
    throw new EvalError("AppliedToWrongValue", { op: "BagCardinality", expected, value: prettyPrint(printValue(b)) });
  };
  if (typeof f !== "object" || (f.kind !== Kind.Tuple && f.kind !== Kind.Fcn)) return wrong("a function with a finite domain");
  let n = 0;
  for (const c of entriesOf(f).counts) n = typeof c === "number" && c > 0 ? addInt(n, c) : wrong("a bag");
  return n;
}

export const operators: ModuleOperators = {
  IsABag: { arity: 1, fn: IsABag, export: "IsABag" },
  BagToSet: { arity: 1, fn: BagToSet, export: "BagToSet" },
  SetToBag: { arity: 1, fn: SetToBag, export: "SetToBag" },
  BagIn: { arity: 2, fn: BagIn, export: "BagIn" },
  EmptyBag: { arity: 0, fn: EmptyBag, export: "EmptyBag" },
  CopiesIn: { arity: 2, fn: CopiesIn, export: "CopiesIn" },
  "(+)": { arity: 2, fn: bagAdd, export: "bagAdd" },
  "\\oplus": { arity: 2, fn: bagAdd, export: "bagAdd" },
  "(-)": { arity: 2, fn: bagSub, export: "bagSub" },
  "\\ominus": { arity: 2, fn: bagSub, export: "bagSub" },
  BagUnion: { arity: 1, fn: BagUnion, export: "BagUnion" },
  "\\sqsubseteq": { arity: 2, fn: sqsubseteq, export: "sqsubseteq" },
  SubBag: { arity: 1, fn: SubBag, export: "SubBag" },
  BagOfAll: { arity: 2, fn: BagOfAll, export: "BagOfAll", operatorArgs: [0] },
  BagCardinality: { arity: 1, fn: BagCardinality, export: "BagCardinality" },
};

